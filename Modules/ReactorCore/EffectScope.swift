import Synchronization

/// The cancellation of one running subtree of effects (what a `cancellable`, `take(until:)` or
/// `catch` node runs), set at once on the main actor.
///
/// Everything inside delivers through ``EffectContext/scoped(_:)``, which checks the flag before
/// reducing: once ``cancel()`` returns, nothing from the subtree reaches the state, whatever its
/// tasks still do (a body that ignores cancellation, a `send` captured elsewhere). Scopes chain
/// through their contexts: an inner scope delivers through the outer one's check.
///
/// A scope lets go of its tasks, nested scopes and ``endsEarly`` once it is stopped or its
/// subtree has ended (``finish()``). It must: an outer scope holds the inner ones, and an inner
/// scope's `endsEarly` holds the `concat` step it ends, whose context holds the outer scope, a
/// cycle that would otherwise keep every task and context of the effect after it ended. While it
/// runs, it also lets go of each task that ends and each nested scope that finishes, so an effect
/// that lasts (a stream whose values each start a part) holds only what is still running.
@MainActor
final class EffectScope: Sendable {
  private(set) var isCancelled = false
  /// The task the subtree runs in, cancelled with the scope.
  var task: Task<Void, Never>?
  /// Every task started in the subtree and still running, by its key in the ``EffectStore``, and
  /// the scopes nested in it: cancelled together, at once, rather than each as the task awaiting
  /// it gets to run.
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var children: [ObjectIdentifier: EffectScope] = [:]
  /// The scope this one is nested in, which lets go of it when it finishes.
  private weak var parent: EffectScope?
  /// What the subtree's context calls when it ends early: an enclosing `concat` goes on.
  private var endsEarly: (@MainActor @Sendable () -> Void)?
  /// Whether the subtree ended by itself: nothing is left to cancel.
  private var isFinished = false

  init(endsEarly: (@MainActor @Sendable () -> Void)? = nil) {
    self.endsEarly = endsEarly
  }

  /// Stops delivery from the subtree now, cancels its tasks, and lets what follows it start.
  func cancel() {
    stop()?()
  }

  /// Stops delivery from the subtree now and cancels its tasks; returns what lets what follows
  /// it start, for the caller to run when its turn comes.
  func stop() -> (@MainActor @Sendable () -> Void)? {
    guard !isCancelled else { return nil }
    isCancelled = true
    task?.cancel()
    for task in tasks.values { task.cancel() }
    for child in children.values { _ = child.stop() }
    defer { release() }
    return endsEarly
  }

  /// The subtree ended by itself (its task returned, or it finished as it started): lets go of
  /// what cancelling it would have needed. A later ``stop()`` still stops delivery.
  func finish() {
    isFinished = true
    release()
  }

  private func release() {
    task = nil
    tasks = [:]
    children = [:]
    endsEarly = nil
    parent?.children[ObjectIdentifier(self)] = nil
    parent = nil
  }

  /// Cancels `task`, the store's task `key`, with this scope (at once, if it is cancelled
  /// already), until the task ends (``taskEnded(_:)``).
  func adopt(_ task: Task<Void, Never>, key: Int) {
    if isCancelled {
      task.cancel()
    } else if !isFinished {
      tasks[key] = task
    }
  }

  /// The store's task `key` ended: nothing is left to cancel there.
  func taskEnded(_ key: Int) {
    tasks[key] = nil
  }

  /// Cancels `child`, a scope nested in this one, with it, until it finishes.
  func adopt(_ child: EffectScope) {
    if isCancelled {
      _ = child.stop()
    } else if !isFinished {
      children[ObjectIdentifier(child)] = child
      child.parent = self
    }
  }
}

/// A one-shot signal a task waits for; fired from the main actor or from a cancellation handler.
final class Completion: Sendable {
  private let state = Mutex<(isDone: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

  func fire() {
    let waiter = state.withLock { state in
      state.isDone = true
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume()
  }

  /// Whether ``fire()`` was called.
  var hasFired: Bool { state.withLock { $0.isDone } }

  func wait() async {
    await withCheckedContinuation { continuation in
      let isDone = state.withLock { state in
        if !state.isDone { state.waiter = continuation }
        return state.isDone
      }
      if isDone { continuation.resume() }
    }
  }
}

/// Tasks cancelled together from any thread: a node's parts, when the node is cancelled.
final class TaskSet: Sendable {
  private let state = Mutex<(tasks: [Task<Void, Never>], isCancelled: Bool)>(([], false))

  /// Adds a task; one added after ``cancelAll()`` is cancelled at once.
  func add(_ task: Task<Void, Never>) {
    let isCancelled = state.withLock { state in
      if !state.isCancelled { state.tasks.append(task) }
      return state.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  var isCancelled: Bool { state.withLock { $0.isCancelled } }

  func cancelAll() {
    let tasks = state.withLock { state in
      state.isCancelled = true
      defer { state.tasks = [] }
      return state.tasks
    }
    for task in tasks { task.cancel() }
  }
}

/// A `concat` waiting for its running part to end, to start the rest: when the part's task
/// ends, or at once on the main actor when the part ends early (see
/// ``EffectContext/endsEarly``), without a hop, so an action sent right then is seen.
@MainActor
final class ConcatStep<Element: Sendable> {
  /// The concatenation's parts, and where the rest starts: shared, not copied, so a long
  /// concatenation costs in proportion to its length.
  private let parts: [Mutations<Element>]
  private let restStart: Int
  private let context: EffectContext<Element>
  private let next = Completion()
  private let tasks = TaskSet()
  private var hasEnded = false
  private var restTask: Task<Void, Never>?

  init(rest parts: [Mutations<Element>], from restStart: Int, context: EffectContext<Element>) {
    self.parts = parts
    self.restStart = restStart
    self.context = context
  }

  /// The running part ended: the rest starts now, unless the concatenation was cancelled.
  /// When the rest ends as it starts (it is synchronous), the whole concatenation has ended
  /// here, on the main actor: what encloses it goes on now too, as it would had its own part
  /// ended early, so an action sent right after is seen by what comes next (a `take(until:)`
  /// there), not missed while the news travels through the tasks.
  func partEnded() {
    guard !hasEnded else { return }
    hasEnded = true
    // As a disposed Rx `concat`, one cancelled meanwhile (its effect's id cancelled in the same
    // `send` that ended its part) never starts its next part, whose start may do work at once.
    if !tasks.isCancelled, context.scope?.isCancelled != true {
      if let task = Mutations.startConcat(parts, from: restStart, in: context) {
        restTask = task
        tasks.add(task)
      } else if let end = context.endsEarly {
        context.store.trampoline.run(end)
      }
    }
    next.fire()
  }

  /// The concatenation's task from here on, once its part is running.
  func task(after running: Task<Void, Never>) -> Task<Void, Never>? {
    tasks.add(running)
    Task { @MainActor in
      await running.value
      self.partEnded()
    }
    let (next, tasks) = (self.next, self.tasks)
    return context.spawn {
      await withTaskCancellationHandler {
        await next.wait()
        if let task = self.restTask { await task.value }
      } onCancel: {
        tasks.cancelAll()
        next.fire()
      }
    }
  }
}

/// A `merge` inside a part whose end matters at once (a `concat`'s part): when its last running
/// part ends early on the main actor (its `take(until:)` fired), the merge has ended there, as an
/// Rx `merge` completes when its last source does, and what encloses it goes on without waiting
/// for the tasks to wind down.
@MainActor
final class MergeEnd {
  private var running: Set<Int>
  private var isStarting = true
  private var end: (@MainActor @Sendable () -> Void)?

  init(parts: Int, then end: @escaping @MainActor @Sendable () -> Void) {
    running = Set(0..<parts)
    self.end = end
  }

  func partEnded(_ index: Int) {
    running.remove(index)
    if !isStarting { endIfDone() }
  }

  /// Notes the end of the part `index` runs in `task` when that task ends.
  func watch(_ task: Task<Void, Never>, of index: Int) {
    Task { @MainActor in
      await task.value
      self.partEnded(index)
    }
  }

  /// Every part has started; from now on, the last to end ends the merge. One that all ended as
  /// they started is not ended early: its caller sees it finish.
  func started() {
    isStarting = false
    if running.isEmpty { end = nil }
  }

  private func endIfDone() {
    guard running.isEmpty, let end else { return }
    self.end = nil
    end()
  }
}
