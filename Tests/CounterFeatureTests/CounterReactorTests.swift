import Clocks
import CounterFeature
import ReactorCore
import ReactorTesting
import Testing

@MainActor
struct CounterReactorTests {
  @Test func increaseShowsLoadingThenCountsAndAlerts() async {
    let clock = TestClock()
    let tester = ReactorTester(CounterReactor(clock: clock))

    tester.send(.increase)
    tester.expect { $0.isLoading = true }
    await tester.advance(clock, by: .milliseconds(499))
    tester.expectNoMoreStates()

    await tester.advance(clock, by: .milliseconds(1))
    tester.expect(
      { $0.value = 1 },
      { $0.isLoading = false },
      { $0.alertMessage = "increased!" }
    )
    tester.expectNoMoreStates()
  }

  @Test func decreaseMirrorsIncrease() async {
    let clock = TestClock()
    let tester = ReactorTester(CounterReactor(clock: clock))

    tester.send(.decrease)
    tester.expect { $0.isLoading = true }
    await tester.advance(clock, by: .milliseconds(500))
    tester.expect(
      { $0.value = -1 },
      { $0.isLoading = false },
      { $0.alertMessage = "decreased!" }
    )
    tester.expectNoMoreStates()
  }

  @Test func twoQuickIncreasesAddTwo() async {
    let clock = TestClock()
    let tester = ReactorTester(CounterReactor(clock: clock))

    tester.send(.increase)
    await tester.advance(clock, by: .milliseconds(100))
    tester.send(.increase)
    tester.expect({ $0.isLoading = true }, { $0.isLoading = true })
    // Each step wakes on its own advance: two delays woken by one advance may interleave their
    // concatenations in either order, which this test is not about.
    await tester.advance(clock, by: .milliseconds(400))
    await tester.receive({ $0.value = 1 }, { $0.isLoading = false }, { $0.alertMessage = "increased!" })
    await tester.advance(clock, by: .milliseconds(100))
    await tester.receive({ $0.value = 2 }, { $0.isLoading = false }, { $0.alertMessage = "increased!" })
    #expect(tester.reactor.currentState.value == 2)
    tester.expectNoMoreStates()
  }

  @Test func alertPulsesOnEveryIncreaseAndNeverOnOtherMutations() async {
    let clock = TestClock()
    let reactor = CounterReactor(clock: clock)
    var alerts: [String?] = []
    let subscription = reactor.pulse(\.$alertMessage) { alerts.append($0) }
    defer { subscription.cancel() }

    reactor.send(.increase)
    #expect(alerts == [])
    await clock.waitForSleeper()
    await clock.advance(by: .milliseconds(500))
    await settle()
    #expect(alerts == ["increased!"])

    reactor.send(.increase)
    await clock.waitForSleeper()
    await clock.advance(by: .milliseconds(500))
    await settle()
    #expect(alerts == ["increased!", "increased!"])
  }
}
