/// Where an effect delivers its values and reports its failure, and who owns its tasks.
@usableFromInline
struct EffectContext<Element: Sendable>: Sendable {
  let store: EffectStore
  /// Long-lived effects (streams merged in the `transform` hooks, and what `mutate` marks
  /// ``Mutations/longLived()``) do not keep the reactor busy.
  var isLongLived: Bool
  /// The action whose `mutate` started the effect; nil for long-lived ones.
  var origin: EffectOrigin?
  /// The ``Subject`` a hook's input stream reads (the actions in `transform(action:)`, the
  /// states in `transform(state:)`); nil elsewhere.
  var input: (any AnyObject & Sendable)?
  let deliver: @MainActor @Sendable (Element) -> Void
  let fail: @MainActor @Sendable (any Error) -> Void
  /// Called when the part this context runs ends on the main actor before its task does (its
  /// `take(until:)` fired, its id was cancelled), so an enclosing `concat` goes on at once.
  /// Only a part whose end is its parent's end passes it down; new contexts start without it.
  var endsEarly: (@MainActor @Sendable () -> Void)?
  /// The innermost cancellable subtree this context runs in; its tasks are cancelled with it.
  var scope: EffectScope?
  /// Whether an error has reached ``fail`` since the inline run this context belongs to began
  /// (see ``Mutations/runInline(_:from:in:)``); nil outside one, and for a context whose errors
  /// go elsewhere (a `catch`'s inside).
  var inlineFailure: FailureRecord?

  /// A context whose values go to `reactor` through `deliver` and whose errors to its
  /// `handleError`; it holds the reactor weakly, so running effects never keep it alive.
  @MainActor
  static func delivering<R: Reactor>(
    to reactor: R,
    store: EffectStore,
    isLongLived: Bool,
    _ deliver: @escaping @MainActor @Sendable (R, Element) -> Void
  ) -> Self {
    Self(
      store: store,
      isLongLived: isLongLived,
      deliver: { [weak reactor] element in
        if let reactor { deliver(reactor, element) }
      },
      fail: { [weak reactor] error in
        if let reactor { reactor.runtime.report(error, from: reactor) }
      }
    )
  }

  func mapped<Input: Sendable>(
    _ transform: @escaping @MainActor @Sendable (Input) -> Element?
  ) -> EffectContext<Input> {
    let deliver = self.deliver
    return reading { input in
      if let element = transform(input) { deliver(element) }
    }
  }

  /// This context for a part of another element type, whose values go to `deliver`; its end is
  /// this context's end.
  func reading<Input: Sendable>(
    _ deliver: @escaping @MainActor @Sendable (Input) -> Void
  ) -> EffectContext<Input> {
    EffectContext<Input>(
      store: store, isLongLived: isLongLived, origin: origin, input: input, deliver: deliver, fail: fail,
      endsEarly: endsEarly, scope: scope, inlineFailure: inlineFailure)
  }

  /// This context for a part whose end is not the end of the whole (one part of a merge).
  func withoutEarlyEnd() -> Self {
    var context = self
    context.endsEarly = nil
    return context
  }

  /// This context inside `scope`, for the part that is all of a `take(until:)`, `cancellable` or
  /// `catch`: when that part ends early, on the main actor, the node ends with it (`end` lets go
  /// of its watcher or id, or lets its task end; the scope is finished) and what encloses it goes
  /// on at once, as it would had the node itself been ended; not after the news has passed
  /// through their tasks, by when an action sent right after (that a `take(until:)` next in a
  /// `concat` must see) has gone by.
  @MainActor
  func scoped(_ scope: EffectScope, endingEarly end: @escaping @MainActor @Sendable () -> Void) -> Self {
    let outer = endsEarly
    var context = scoped(scope)
    context.endsEarly = {
      guard !scope.isCancelled else { return }
      end()
      scope.finish()
      outer?()
    }
    return context
  }

  /// This context inside `scope`: nothing is delivered, and no error reported, once it is
  /// cancelled.
  @MainActor
  func scoped(_ scope: EffectScope) -> Self {
    let (deliver, fail) = (self.deliver, self.fail)
    self.scope?.adopt(scope)
    return Self(
      store: store, isLongLived: isLongLived, origin: origin, input: input,
      deliver: { element in
        if !scope.isCancelled { deliver(element) }
      },
      fail: { error in
        if !scope.isCancelled { fail(error) }
      },
      scope: scope)
  }

  /// This context, calling `observe` with each error before reporting it as it would: its end
  /// and scope are this context's.
  func observingErrors(_ observe: @escaping @MainActor @Sendable (any Error) -> Void) -> Self {
    let fail = self.fail
    return Self(
      store: store, isLongLived: isLongLived, origin: origin, input: input, deliver: deliver,
      fail: { error in
        observe(error)
        fail(error)
      },
      endsEarly: endsEarly, scope: scope, inlineFailure: inlineFailure)
  }

  func failing(into fail: @escaping @MainActor @Sendable (any Error) -> Void) -> Self {
    Self(
      store: store, isLongLived: isLongLived, origin: origin, input: input, deliver: deliver, fail: fail,
      scope: scope)
  }

  /// This context for the effect `action` starts now, under the catch ReactorKit puts around
  /// each action's mutations (`mutate(action:).catch { _ in .empty() }` in its `flatMap`): the
  /// first error that reaches it ends everything in the effect at once, a `concat`'s later
  /// parts and a `merge`'s siblings included, and is reported; later ones are dropped.
  @MainActor
  func started(by action: some Sendable) -> Self {
    let scope = EffectScope()
    var context = self
    context.origin = EffectOrigin(id: store.newEffectID(), action: action, scope: scope)
    return context.underCatch(scope)
  }

  /// This context under a catch of its own, `scope`: the first error ends everything in it and
  /// is reported; later ones are dropped. Each stream merged in a `transform` hook runs so: its
  /// error ends all of that stream (a `concat`'s later parts, a `flatMap`'s parts), and the
  /// hook's other streams and the reactor go on. (ReactorKit's state stream would end; see
  /// ComingFromReactorKit.)
  @MainActor
  func underCatch(_ scope: EffectScope = EffectScope()) -> Self {
    let fail = self.fail
    return scoped(scope).failing { error in
      guard !scope.isCancelled else { return }
      scope.cancel()
      fail(error)
    }
  }

  /// This context, noting in its ``inlineFailure`` whether an error reached it: the one record
  /// of the inline run it belongs to, made here when it begins. One record per run, not a
  /// wrapper per step, so an error from the bottom of a chain 100,000 deep climbs no chain of
  /// closures.
  @MainActor
  func recordingFailure() -> (context: Self, failure: FailureRecord) {
    if let inlineFailure { return (self, inlineFailure) }
    let failure = FailureRecord()
    var context = observingErrors { _ in failure.hasFailed = true }
    context.inlineFailure = failure
    return (context, failure)
  }

  /// This context for a part that lives until it is cancelled (``Mutations/longLived()``).
  func longLived() -> Self {
    var context = self
    context.isLongLived = true
    return context
  }

  /// This context, long-lived when `inner` is: for the task an operator spawns to wait for it.
  func marked<Inner>(asLongLivedAs inner: Mutations<Inner>) -> Self {
    inner.isLongLived ? longLived() : self
  }

  /// Whether parts may run inline here (``Mutations/runInline(_:from:in:)``): where effects
  /// start at once, with no ``Reactor/effectExecutor``. With one, Swift returns from each
  /// `await` through that executor, a hop at every part's end, so parts keep tasks of their own,
  /// which end as they did.
  @MainActor
  var runsInline: Bool { store.executor == nil }

  @MainActor
  func spawn(_ work: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never>? {
    store.spawn(isLongLived: isLongLived, origin: origin, scope: scope, work)
  }
}

/// Whether an error has reached an inline run (``EffectContext/inlineFailure``).
@MainActor
final class FailureRecord: Sendable {
  var hasFailed = false
}

/// Which action started an effect; every task of that effect carries the same one.
struct EffectOrigin: Sendable {
  let id: Int
  let action: any Sendable
  /// Everything the effect runs: cancelled at its first uncaught error, finished when its last
  /// task ends.
  let scope: EffectScope
}

/// Awaits a task, cancelling it when the awaiting task is cancelled.
@MainActor
func join(_ task: Task<Void, Never>) async {
  await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
}
