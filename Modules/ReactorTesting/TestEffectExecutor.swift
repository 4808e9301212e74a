/// Runs reactor effects' nonisolated work on the main actor, in order with everything else
/// there, so a test that lets the main actor run drains the effects too, the same way every time.
///
/// Give it to a reactor as its `effectExecutor` (``ReactorTester`` does);
/// then the bodies of `run` and `task`, the services they call and the clocks they sleep on all
/// resume through the main actor's queue, one job at a time, in the order they became ready.
/// Nothing of the outcome depends on how fast another thread is.
///
/// Scoped to the reactors that use it: unlike swapping the process's global executor
/// (swift-concurrency-extras' `withMainSerialExecutor`), tests running in parallel beside it keep
/// their own threads.
public final class TestEffectExecutor: TaskExecutor {
  /// Creates an executor; it holds no state, so one per test is as good as one per reactor.
  public init() {}

  /// Queues the job on the main actor, behind what is already waiting there.
  public func enqueue(_ job: UnownedJob) {
    MainActor.shared.enqueue(job)
  }
}
