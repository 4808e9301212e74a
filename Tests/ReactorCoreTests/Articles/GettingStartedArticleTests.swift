import Clocks
import ReactorCore
import ReactorTesting
import Testing

// The code of the article "Getting started" (ReactorCore.docc): only the public API, no
// `@testable import`. `ArticleSampleTests` checks that every sample in the article is here.
enum GettingStarted {
  final class CounterReactor: Reactor {
    enum Action: Equatable, Sendable {
      case increase
      case decrease
    }

    enum Mutation: Sendable {
      case increaseValue
      case decreaseValue
      case setLoading(Bool)
    }

    struct State: Equatable {
      var value = 0
      var isLoading = false
    }

    let initialState = State()
    let runtime = Runtime()
    private let clock: any Clock<Duration>

    init(clock: any Clock<Duration> = ContinuousClock()) {
      self.clock = clock
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .increaseValue:
        state.value += 1
      case .decreaseValue:
        state.value -= 1
      case .setLoading(let isLoading):
        state.isLoading = isLoading
      }
      return state
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      switch action {
      case .increase:
        step(.increaseValue)
      case .decrease:
        step(.decreaseValue)
      }
    }

    private func step(_ change: Mutation) -> Mutations<Mutation> {
      .concat(
        .just(.setLoading(true)),
        .just(change).delay(for: .milliseconds(500), clock: clock),
        .just(.setLoading(false))
      )
    }
  }

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
}

@MainActor
struct GettingStartedArticleTests {
  typealias CounterReactor = GettingStarted.CounterReactor
  typealias CounterView = GettingStarted.CounterView

  @Test func aStepShowsLoadingThenTheNewValue() async {
    let clock = TestClock()
    let reactor = CounterReactor(clock: clock)
    reactor.effectExecutor = TestEffectExecutor()

    reactor.send(.increase)
    #expect(reactor.currentState == .init(value: 0, isLoading: true))

    await drainMainActor()
    await clock.advance(by: .milliseconds(500))
    await drainMainActor(until: { reactor.isIdle })
    #expect(reactor.currentState == .init(value: 1, isLoading: false))
  }

  @Test func theViewShowsEveryStateAndSendsItsTaps() async {
    let clock = TestClock()
    let view = CounterView()
    let reactor = CounterReactor(clock: clock)
    reactor.effectExecutor = TestEffectExecutor()
    view.reactor = reactor
    #expect(view.text == "0")

    view.tapMinus()
    #expect(view.text == "0 (counting…)")
    await drainMainActor()
    await clock.advance(by: .milliseconds(500))
    await drainMainActor(until: { reactor.isIdle })
    #expect(view.text == "-1")
  }

  @Test func unbindingStopsTheViewFromRendering() {
    let view = CounterView()
    let reactor = CounterReactor()
    reactor.isStubEnabled = true
    view.reactor = reactor
    view.reactor = nil

    reactor.stub.state.value.value = 7
    #expect(view.text == "0")
  }
}
