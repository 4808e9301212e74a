import Clocks
import ReactorCore
import ReactorTesting
import SnapshotTesting
import Testing

// The code of the article "Testing reactors and views" (ReactorTesting.docc), testing the
// counter of "Getting started".
@MainActor
struct TestingReactorsAndViewsArticleTests {
  typealias CounterReactor = GettingStarted.CounterReactor
  typealias CounterView = GettingStarted.CounterView

  @Test func aStepShowsTheSpinnerThenTheNewValue() async {
    let clock = TestClock()
    let tester = ReactorTester(CounterReactor(clock: clock))

    tester.send(.increase)
    tester.expect { $0.isLoading = true }
    await tester.advance(clock, by: .milliseconds(500))
    tester.expect({ $0.value = 1 }, { $0.isLoading = false })
  }

  @Test func aStateLeftUncheckedFailsTheTest() async {
    await withKnownIssue {
      let clock = TestClock()
      let tester = ReactorTester(CounterReactor(clock: clock))
      tester.send(.increase)
      await tester.advance(clock, by: .milliseconds(500))
      tester.expect { $0.isLoading = true }
      // The value and the spinner going off were never checked.
      await tester.finish()
    }
  }

  @Test func anEffectLeftRunningFailsTheTest() async {
    await withKnownIssue {
      let clock = TestClock()
      let tester = ReactorTester(CounterReactor(clock: clock))
      tester.send(.increase)
      tester.expect { $0.isLoading = true }
      // The clock never moved: the delayed step is still waiting.
      await tester.finish()
    }
  }

  @Test func theViewSendsTapsAndShowsTheStubbedState() {
    let reactor = CounterReactor()
    reactor.isStubEnabled = true
    let view = CounterView()
    view.reactor = reactor

    view.tapPlus()
    #expect(reactor.stub.actions == [.increase])

    reactor.stub.state.value = .init(value: 42, isLoading: true)
    #expect(view.text == "42 (counting…)")
  }

  @Test func theViewShowsWhatItsReactorDoes() async {
    let clock = TestClock()
    let reactor = CounterReactor(clock: clock)
    reactor.effectExecutor = TestEffectExecutor()
    let view = CounterView()
    view.reactor = reactor

    view.tapPlus()
    await drainMainActor()
    await clock.advance(by: .milliseconds(500))
    await drainMainActor(until: { reactor.isIdle })
    #expect(view.text == "1")
  }

  @Test func rendersTheValueWhileCounting() {
    assertSnapshot(of: CounterView.render(.init(value: 3, isLoading: true)), as: .lines)
  }
}
