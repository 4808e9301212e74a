import Dispatch
import Synchronization

/// Runs a replay's effects on the main thread, in order with the replay's feeder and its clock,
/// and counts the jobs queued and not yet run, so the replay can let them all run before its
/// clock moves on: what a key or a woken timer started is as far as it goes (asleep on the
/// clock, waiting for an answer, or done) before the next moment comes, on every replay,
/// however loaded the machine is.
///
/// The recorded run's effects ran on the global executor; the replay gives up that parallelism,
/// which it has no use for (its clock is virtual), for an order that depends on nothing else.
public final class ReplayEffectExecutor: TaskExecutor {
  private let queued = Atomic<Int>(0)

  public init() {}

  /// Jobs queued and not yet run: zero once every effect is asleep, waiting or done.
  public var pending: Int { queued.load(ordering: .acquiring) }

  /// Queues the job on the main thread, behind what is already waiting there.
  public func enqueue(_ job: UnownedJob) {
    queued.add(1, ordering: .acquiringAndReleasing)
    let executor = asUnownedTaskExecutor()
    DispatchQueue.main.async {
      job.runSynchronously(on: executor)
      self.queued.subtract(1, ordering: .acquiringAndReleasing)
    }
  }
}
