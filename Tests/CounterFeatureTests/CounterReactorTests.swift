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
    #expect(tester.reactor.runningEffects == [.increase])

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
    await tester.advance(clock, by: .milliseconds(400))
    tester.expect({ $0.value = 1 }, { $0.isLoading = false }, { $0.alertMessage = "increased!" })
    await tester.advance(clock, by: .milliseconds(100))
    tester.expect({ $0.value = 2 }, { $0.isLoading = false }, { $0.alertMessage = "increased!" })
  }

  @Test func alertPulsesOnEveryIncreaseAndNeverOnOtherMutations() async {
    let clock = TestClock()
    let tester = ReactorTester(CounterReactor(clock: clock))
    var alerts: [String?] = []
    let subscription = tester.reactor.pulse(\.$alertMessage) { alerts.append($0) }
    defer { subscription.cancel() }

    tester.send(.increase)
    tester.expect { $0.isLoading = true }
    #expect(alerts == [])
    await tester.advance(clock, by: .milliseconds(500))
    tester.expect({ $0.value = 1 }, { $0.isLoading = false }, { $0.alertMessage = "increased!" })
    #expect(alerts == ["increased!"])

    tester.send(.increase)
    tester.expect { $0.isLoading = true }
    await tester.advance(clock, by: .milliseconds(500))
    tester.expect({ $0.value = 2 }, { $0.isLoading = false }, { $0.alertMessage = "increased!" })
    #expect(alerts == ["increased!", "increased!"])
  }

  /// Unlike ReactorKit's, a pulse is not replayed to a new observer: a view bound again does
  /// not show the last alert a second time.
  @Test func aNewPulseObserverDoesNotSeeTheLastAlertAgain() async {
    let clock = TestClock()
    let tester = ReactorTester(CounterReactor(clock: clock))
    tester.send(.increase)
    tester.expect { $0.isLoading = true }
    await tester.advance(clock, by: .milliseconds(500))
    tester.expect({ $0.value = 1 }, { $0.isLoading = false }, { $0.alertMessage = "increased!" })

    var alerts: [String?] = []
    let subscription = tester.reactor.pulse(\.$alertMessage) { alerts.append($0) }
    defer { subscription.cancel() }
    #expect(alerts == [])
  }
}
