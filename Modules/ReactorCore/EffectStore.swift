/// The tasks a reactor's effects run in: tracked for idleness, cancellation by id and by a
/// later action, and cancelled together when the reactor goes away.
@MainActor
@usableFromInline
final class EffectStore {
  private struct Watcher {
    let matches: @MainActor @Sendable (Any) -> Bool
    let scope: EffectScope
  }

  private var tasks: [Int: Task<Void, Never>] = [:]
  /// The keys of the tasks started and not yet ended, a task that ends while it starts included.
  private var running: Set<Int> = []
  /// The task being started now, while its body runs at once (`Task.immediate`).
  private var starting: Int?
  /// How many tasks started at once are running on the stack now, one inside another.
  private var nesting = 0
  /// How many tasks may start at once inside one another: beyond it, one more could overflow the
  /// stack of a debug build, so it starts on the main actor's next turn instead. Above the
  /// trampoline's depth, which keeps the chains it knows inside one `send`.
  static let maximumNesting = 2 * Trampoline.maximumDepth
  private var nextKey = 0
  private var busyCount = 0
  private var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
  private var tagged: [AnyHashable: [Int: EffectScope]] = [:]
  private var watchers: [Int: Watcher] = [:]
  /// The running effects by origin: the action that started each, how many tasks it has, and
  /// how many of those keep the reactor busy (not long-lived).
  private var origins: [Int: (origin: EffectOrigin, tasks: Int, busy: Int)] = [:]

  /// The reactor's `Action` type, which `take(until:)` checks its stream against.
  let actionType: Any.Type
  /// The reactor whose effects these are, which `take(until:)` checks its stream against.
  let owner: ObjectIdentifier
  /// Where effects run their nonisolated work; nil for the global concurrent executor.
  var executor: (any TaskExecutor)?
  /// Where nested steps of these effects run once they nest deep.
  let trampoline = Trampoline()

  init(actionType: Any.Type, owner: ObjectIdentifier, executor: (any TaskExecutor)?) {
    self.actionType = actionType
    self.owner = owner
    self.executor = executor
  }

  /// Whether no effect (other than long-lived streams) is running.
  var isIdle: Bool { busyCount == 0 }

  /// The actions whose effects are running, oldest first, one entry per effect; an effect that
  /// only lives on until cancelled (``Mutations/longLived()``) is not one.
  var runningEffects: [any Sendable] {
    origins.sorted { $0.key < $1.key }.filter { $0.value.busy > 0 }.map(\.value.origin.action)
  }

  /// The actions whose effects marked long-lived are running, oldest first.
  var longLivedEffects: [any Sendable] {
    origins.sorted { $0.key < $1.key }.filter { $0.value.tasks > $0.value.busy }.map(\.value.origin.action)
  }

  /// A new identity for an effect's origin.
  func newEffectID() -> Int {
    defer { nextKey += 1 }
    return nextKey
  }

  /// Lets go of what the effect `origin` started once it has no task left: it ended as it
  /// started, or all of its tasks have ended.
  func finishIfEnded(_ origin: EffectOrigin?) {
    guard let origin, origins[origin.id] == nil else { return }
    origin.scope.finish()
  }

  /// Starts `work` in a task of the reactor's, cancelled with `scope` while it runs; returns the
  /// task, or nil when `work` ran to its end before this returned (started at once, it never
  /// suspended), so the caller goes on as after a part that ended as it started.
  func spawn(
    isLongLived: Bool,
    origin: EffectOrigin?,
    scope: EffectScope?,
    _ work: @escaping @MainActor @Sendable () async -> Void
  ) -> Task<Void, Never>? {
    let key = nextKey
    nextKey += 1
    if !isLongLived { busyCount += 1 }
    if let origin {
      origins[origin.id, default: (origin, 0, 0)].tasks += 1
      if !isLongLived { origins[origin.id]?.busy += 1 }
    }
    running.insert(key)
    // The task keeps the store alive until it ends; the runtime cancels it on release.
    let body: @MainActor @Sendable () async -> Void = {
      await work()
      scope?.taskEnded(key)
      self.finish(key, isLongLived: isLongLived, origin: origin?.id)
    }
    let task: Task<Void, Never>
    if let executor {
      // With a preference the first job goes to the executor, which hops to the main actor: a
      // task with a preference cannot start at once (the runtime queues it).
      task = Task(executorPreference: executor, operation: body)
    } else if scope?.isCancelled == true {
      // Cancelled before it starts: nothing of it runs, as nothing would have in a queued task.
      task = Task(operation: body)
      task.cancel()
    } else if nesting >= Self.maximumNesting {
      // A chain of effects nested this deep (a page whose request is wrapped in `take(until:)`,
      // each started inside the one before) goes on from the bottom of the stack, a hop later.
      task = Task(operation: body)
    } else {
      // Starts now, inside the `send` that launched it, and runs until its first real
      // suspension: a stub that answers without suspending is reduced before `send` returns,
      // as RxSwift's `Single.just` is.
      let outer = starting
      starting = key
      nesting += 1
      task = Task.immediate(operation: body)
      nesting -= 1
      starting = outer
    }
    // A body that ran to its end above has finished already: there is nothing left to track.
    guard running.contains(key) else { return nil }
    tasks[key] = task
    scope?.adopt(task, key: key)
    return task
  }

  private func finish(_ key: Int, isLongLived: Bool, origin: Int?) {
    tasks[key] = nil
    running.remove(key)
    if let origin, let running = origins[origin] {
      if running.tasks > 1 {
        origins[origin]?.tasks -= 1
        if !isLongLived { origins[origin]?.busy -= 1 }
      } else {
        origins[origin] = nil
        // One that ends as it starts leaves its effect going on: the code that started it
        // starts the rest, and the effect ends where that code finds nothing left running
        // (``finishIfEnded(_:)``, or the end of a task that is still counted).
        if key != starting { running.origin.scope.finish() }
      }
    }
    guard !isLongLived else { return }
    busyCount -= 1
    if busyCount == 0 {
      let waiters = idleWaiters
      idleWaiters.removeAll()
      for waiter in waiters.values { waiter.resume() }
    }
  }

  /// Returns once no effect is running, or as soon as the waiting task is cancelled.
  func waitUntilIdle() async {
    guard busyCount > 0, !Task.isCancelled else { return }
    let key = nextKey
    nextKey += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { idleWaiters[key] = $0 }
    } onCancel: {
      Task { @MainActor in self.stopWaiting(key) }
    }
  }

  private func stopWaiting(_ key: Int) {
    idleWaiters.removeValue(forKey: key)?.resume()
  }

  // MARK: Cancellation by id

  func tag(_ scope: EffectScope, id: AnyHashable) -> Int {
    let key = nextKey
    nextKey += 1
    tagged[id, default: [:]][key] = scope
    return key
  }

  func untag(_ key: Int, id: AnyHashable) {
    tagged[id]?[key] = nil
    if tagged[id]?.isEmpty == true { tagged[id] = nil }
  }

  func cancel(id: AnyHashable) {
    guard let running = tagged.removeValue(forKey: id) else { return }
    // In the order they started, so what goes on after them goes on in that order every time.
    for key in running.keys.sorted() { running[key]?.cancel() }
  }

  // MARK: Cancellation by a later action

  var hasWatchers: Bool { !watchers.isEmpty }

  func watch(_ scope: EffectScope, until matches: @escaping @MainActor @Sendable (Any) -> Bool) -> Int {
    let key = nextKey
    nextKey += 1
    watchers[key] = Watcher(matches: matches, scope: scope)
    return key
  }

  func unwatch(_ key: Int) {
    watchers[key] = nil
  }

  /// Ends every effect waiting for an action like this one: nothing they send is reduced from
  /// now on. Returns what lets each one's enclosing `concat` go on, which the runtime runs
  /// after the action's own `mutate`, as Rx's `take(until:)` sees the action after it.
  func actionArrived(_ action: Any) -> [@MainActor @Sendable () -> Void] {
    var ended: [@MainActor @Sendable () -> Void] = []
    // In the order they started, as an Rx subject notifies its observers in the order they
    // subscribed: what goes on after each goes on in that order every time.
    for key in watchers.keys.sorted() {
      guard let watcher = watchers[key], watcher.matches(action) else { continue }
      watchers[key] = nil
      if let end = watcher.scope.stop() { ended.append(end) }
    }
    return ended
  }

  func cancelAll() {
    for task in tasks.values { task.cancel() }
    tagged.removeAll()
    watchers.removeAll()
    origins.removeAll()
  }
}
