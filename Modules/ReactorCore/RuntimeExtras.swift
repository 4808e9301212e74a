/// The parts of a runtime most reactors never need, allocated on first need so an idle reactor
/// stays small.
@MainActor
@usableFromInline
final class RuntimeExtras<Action: Sendable, Mutation: Sendable, State: Sendable> {
  /// Actions waiting for the current dispatch to end, in order of arrival.
  var queue: [QueuedAction<Action>] = []
  /// The reactor's actions as `transform(action:)` sees them; nil when that hook is the identity.
  var actionSubject: Subject<Action>?
  /// What each use of `mutation` in `transform(mutation:)` makes of a mutation from `mutate`;
  /// nil when that hook is the identity.
  var mutationTransforms: [@MainActor @Sendable (Mutation) -> Mutation?]?
  /// The mutations from `mutate` for the uses of `mutation` inside other operators in
  /// `transform(mutation:)`, which run as streams; nil when there are none.
  var mutationSubject: Subject<Mutation>?
  /// The reduced states as the stream form of `transform(state:)` sees them; nil when that hook
  /// is the identity.
  var stateSubject: Subject<State>?
  var tracer: ((TraceEvent<Action, Mutation, State>) -> Void)?
  var stub: Stub<Action, State>?
  /// The state `reduce` works on when either form of `transform(state:)` is not the identity.
  var reducedState: State?
  /// The pipeline's state, kept while the stub stands in for it.
  var pipelineState: State?
  /// Where effects run their nonisolated work; nil for the global concurrent executor.
  var executor: (any TaskExecutor)? {
    didSet { store?.executor = executor }
  }
  var store: EffectStore?
  var releaseHandlers: [Int: () -> Void] = [:]
  var nextReleaseHandler = 0
  private var effectContext: EffectContext<Mutation>?

  init() {}

  /// The context effects from `mutate` run in; it holds the reactor weakly so running effects
  /// never keep it alive.
  func context<R: Reactor>(_ reactor: R) -> EffectContext<Mutation>
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    if let effectContext { return effectContext }
    let context = EffectContext<Mutation>.delivering(
      to: reactor, store: effectStore(owner: reactor), isLongLived: false
    ) {
      $0.runtime.receive($1, from: $0, transformed: false)
    }
    effectContext = context
    return context
  }

  func effectStore(owner: AnyObject) -> EffectStore {
    if let store { return store }
    let store = EffectStore(actionType: Action.self, owner: ObjectIdentifier(owner), executor: executor)
    self.store = store
    return store
  }

  func release() {
    store?.cancelAll()
    for (_, handler) in releaseHandlers.sorted(by: { $0.key < $1.key }) { handler() }
    releaseHandlers.removeAll()
  }
}

/// An action waiting in a runtime's queue.
enum QueuedAction<Action> {
  /// Sent to the reactor: it goes through `transform(action:)` first.
  case sent(Action)
  /// Emitted by what `transform(action:)` returned: it goes to `mutate` as it is.
  case transformed(Action)
  /// The stub's state was set while observers were being notified: they see it now.
  case stubState
}
