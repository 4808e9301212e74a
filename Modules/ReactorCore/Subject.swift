import Synchronization

/// The input of a `transform` hook run as a stream, as an Rx subject: the actions sent to a
/// reactor for every use of `action` in ``Reactor/transform(action:)``, or the states it reduces
/// for every use of `state` in ``Reactor/transform(state:)-dy9i``. Each running use
/// is a subscriber, called in the order it started.
@MainActor
final class Subject<Element: Sendable>: Sendable {
  private var subscribers: [(key: Int, deliver: @MainActor (Element) -> Void)] = []
  private var nextKey = 0

  /// How many uses follow the subject now.
  var count: Int { subscribers.count }

  nonisolated init() {}

  func add(_ deliver: @escaping @MainActor (Element) -> Void) -> Int {
    defer { nextKey += 1 }
    subscribers.append((nextKey, deliver))
    return nextKey
  }

  func remove(_ key: Int) {
    subscribers.removeAll { $0.key == key }
    removals += 1
  }

  /// How many subscribers were ever removed: a publish looks up who is left only when a
  /// subscriber it called removed one, so a round costs one call per subscriber.
  private var removals = 0

  /// Hands `element` to every subscriber; one removed meanwhile (cancelled by an earlier one)
  /// is skipped.
  func publish(_ element: Element) {
    let current = subscribers
    let removalsBefore = removals
    for subscriber in current {
      if removals != removalsBefore, !subscribers.contains(where: { $0.key == subscriber.key }) { continue }
      subscriber.deliver(element)
    }
  }
}

/// One use of a hook's input stream (`action` in ``Reactor/transform(action:)``, `state` in
/// ``Reactor/transform(state:)-dy9i``), or of a ``PublishSubject`` or ``BehaviorSubject``: from
/// when it starts until it is cancelled, it emits every element published to its ``Subject``.
// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class SubjectNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  /// The subject followed; nil for the input of the hook the node runs in.
  let source: Subject<Element>?
  /// The element a new use gets first (a ``BehaviorSubject``'s value); nil for none.
  let current: (@MainActor @Sendable () -> Element?)?

  init(source: Subject<Element>? = nil, current: (@MainActor @Sendable () -> Element?)? = nil) {
    self.source = source
    self.current = current
  }

  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    let subject = source ?? Self.subject(of: context)
    if let element = current?() { context.deliver(element) }
    // Subscribed now, so an element published right after the hooks are installed is seen.
    let task = Box<Task<Void, Never>>()
    let key = subject.add { element in
      if task.value?.isCancelled != true { context.deliver(element) }
    }
    task.value = context.spawn {
      await sleepUntilCancelled()
      subject.remove(key)
    }
    return task.value
  }

  override func execute(in context: EffectContext<Element>) async {
    let subject = source ?? Self.subject(of: context)
    if let element = current?() { context.deliver(element) }
    let cancelled = CancellationFlag()
    await withTaskCancellationHandler {
      let key = subject.add { element in
        if !cancelled.isSet { context.deliver(element) }
      }
      await sleepUntilCancelled()
      subject.remove(key)
    } onCancel: {
      cancelled.set()
    }
  }

  private static func subject(of context: EffectContext<Element>) -> Subject<Element> {
    guard let subject = context.input as? Subject<Element> else {
      preconditionFailure(
        "The input stream of a transform hook runs only in what that hook returns")
    }
    return subject
  }
}

/// Suspends until the calling task is cancelled, without a timer.
func sleepUntilCancelled() async {
  let waiter = Mutex<(continuation: CheckedContinuation<Void, Never>?, isCancelled: Bool)>((nil, false))
  await withTaskCancellationHandler {
    await withCheckedContinuation { continuation in
      let resumeNow = waiter.withLock { state in
        if state.isCancelled { return true }
        state.continuation = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
  } onCancel: {
    let continuation = waiter.withLock { state in
      state.isCancelled = true
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume()
  }
}

/// A flag set once, from any thread: an effect's cancellation, seen by code outside its task.
final class CancellationFlag: Sendable {
  private let value = Atomic<Bool>(false)

  var isSet: Bool { value.load(ordering: .acquiring) }

  func set() { value.store(true, ordering: .releasing) }
}
