import ReactorCore

// The view of ReactorCore's article "Getting started", as the article gives it.
final class CounterView: View {
  let bag = Bag()
  private(set) var text = ""
  private var send: (CounterReactor.Action) -> Void = { _ in }

  func tapPlus() { send(.increase) }
  func tapMinus() { send(.decrease) }

  func bind(reactor: CounterReactor) {
    send = { [weak reactor] action in reactor?.send(action) }
    reactor.observe { [weak self] state in
      self?.text = Self.render(state)
    }.store(in: bag)
  }

  static func render(_ state: CounterReactor.State) -> String {
    state.isLoading ? "\(state.value) (counting…)" : "\(state.value)"
  }
}
