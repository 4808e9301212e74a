/// The parts of a runtime most reactors never need, allocated on first need so an idle reactor
/// stays small.
@MainActor
@usableFromInline
final class RuntimeExtras<Action: Sendable, Mutation: Sendable, State> {
  var queue: [Action] = []
  var actionTransform: (@Sendable (Action) -> Action?)?
  var mutationTransform: (@Sendable (Mutation) -> Mutation?)?
  var tracer: ((TraceEvent<Action, Mutation, State>) -> Void)?
  var stub: Stub<Action, State>?
  /// The state `reduce` works on when `transform(state:)` is not the identity.
  var reducedState: State?
  /// The pipeline's state, kept while the stub stands in for it.
  var pipelineState: State?
  /// Where effects run their nonisolated work; nil for the global concurrent executor.
  var executor: (any TaskExecutor)? {
    didSet { store?.executor = executor }
  }
  var store: EffectStore?
  var releaseHandlers: [() -> Void] = []
  private var effectContext: EffectContext<Mutation>?

  init() {}

  /// The context effects from `mutate` run in; it holds the reactor weakly so running effects
  /// never keep it alive.
  func context<R: Reactor>(_ reactor: R) -> EffectContext<Mutation>
  where R.Action == Action, R.Mutation == Mutation, R.State == State {
    if let effectContext { return effectContext }
    let context = EffectContext<Mutation>.delivering(to: reactor, store: effectStore(), isLongLived: false) {
      $0.runtime.receive($1, from: $0, transformed: false)
    }
    effectContext = context
    return context
  }

  func effectStore() -> EffectStore {
    if let store { return store }
    let store = EffectStore(actionType: Action.self, executor: executor)
    self.store = store
    return store
  }

  func release() {
    store?.cancelAll()
    for handler in releaseHandlers { handler() }
    releaseHandlers.removeAll()
  }
}
