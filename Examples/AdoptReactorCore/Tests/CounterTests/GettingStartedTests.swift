import Clocks
import ReactorCore
import ReactorTesting
import Testing

@testable import Counter

// The snippets of "Getting started" that use the counter, each in a test of its own.
@MainActor
struct GettingStartedTests {
  @Test func theSpinnerIsOnRightAfterSending() {
    let reactor = CounterReactor(clock: TestClock())
    reactor.send(.increase)
    #expect(reactor.currentState == .init(value: 0, isLoading: true))
  }

  @Test func assigningTheReactorBindsIt() {
    let view = CounterView()
    let reactor = CounterReactor(clock: TestClock())
    reactor.effectExecutor = TestEffectExecutor()
    view.reactor = reactor
    #expect(view.text == "0")

    view.tapMinus()
    #expect(view.text == "0 (counting…)")
  }
}
