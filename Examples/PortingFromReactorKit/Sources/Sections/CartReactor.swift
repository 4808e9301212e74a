import ReactorCore

/// Ports ReactorKit's section-reactor pattern: a parent whose state holds child reactors and
/// emits a new state whenever one of them changes. In ReactorKit, `transform(state:)` returns
/// `state.flatMapLatest { state in .merge([.just(state)] + childStates.map { _ in state }) }`.
final class CartReactor: Reactor {
  enum Action: Sendable {
    case setItems([Item])
  }

  enum Mutation: Sendable {
    case setItems([CartItemReactor])
  }

  /// What the parent is given; each item becomes a child reactor.
  struct Item: Sendable {
    var name: String
    var price: Int
  }

  struct State {
    var items: [CartItemReactor] = []

    /// Read from the children when asked, so it is current whenever the parent emits.
    @MainActor var total: Int {
      items.reduce(0) { $0 + $1.currentState.price * $1.currentState.quantity }
    }
  }

  let initialState = State()
  let runtime = Runtime()

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .setItems(let items):
      .just(.setItems(items.map { CartItemReactor(name: $0.name, price: $0.price) }))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setItems(let items):
      state.items = items
    }
    return state
  }

  /// Each new parent state, then the same state again whenever a child it holds changes; a newer
  /// parent state stops following the children of the one before (`flatMapLatest`).
  ///
  /// The inner merge is spelled `Mutations.merge`: written `.merge(…).map { _ in state }`, the
  /// implicit member is looked up on `Mutations<State>` (the chain's result type), not on
  /// `Mutations<CartItemReactor.State>`, and the children's streams do not convert.
  func transform(state: Mutations<State>) -> Mutations<State> {
    state.flatMapLatest { state in
      .merge(.just(state), Mutations.merge(state.items.map { $0.state.skip(1) }).map { _ in state })
    }
  }
}
