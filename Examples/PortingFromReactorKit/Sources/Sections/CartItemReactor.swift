import ReactorCore

/// A child reactor: one line of the cart, with a stepper for its quantity. Its `Mutation`
/// defaults to its `Action`, as in ReactorKit.
final class CartItemReactor: Reactor {
  enum Action: Sendable {
    case increase
    case decrease
  }

  struct State: Equatable {
    var name: String
    var price: Int
    var quantity = 1
  }

  let initialState: State
  let runtime = Runtime()

  init(name: String, price: Int) {
    initialState = State(name: name, price: price)
  }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .increase: state.quantity += 1
    case .decrease: state.quantity = max(0, state.quantity - 1)
    }
    return state
  }
}
