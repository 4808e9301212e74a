import Clocks
import ReactorCore
import ReactorTesting
import Testing

@testable import PulseCounter

@MainActor
struct PulseCounterTests {
  @Test func theValueComesAt500Milliseconds() async {
    let clock = TestClock()
    let tester = ReactorTester(PulseCounterReactor(clock: clock))

    tester.send(.increase)
    tester.expect { $0.isLoading = true }
    await tester.advance(clock, by: .milliseconds(499))
    tester.expectNoMoreStates()

    await tester.advance(clock, by: .milliseconds(1))
    tester.expect({ $0.value = 1 }, { $0.isLoading = false }, { $0.alertMessage = "increased!" })
  }

  @Test func thePulseFiresOnEveryIncrease() async {
    let clock = TestClock()
    let reactor = PulseCounterReactor(clock: clock)
    reactor.effectExecutor = TestEffectExecutor()
    var alerts: [String?] = []
    let subscription = reactor.pulse(\.$alertMessage) { alerts.append($0) }
    defer { subscription.cancel() }

    for _ in 0..<2 {
      reactor.send(.increase)
      await drainMainActor()
      await clock.advance(by: .milliseconds(500))
      await reactor.waitUntilIdle()
    }

    #expect(alerts == ["increased!", "increased!"])
    #expect(reactor.currentState.value == 2)
    #expect(!reactor.currentState.isLoading)
  }
}
