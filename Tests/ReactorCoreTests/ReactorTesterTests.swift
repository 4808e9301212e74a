import Clocks
import ReactorCore
import ReactorTesting
import Testing

/// The tester is exhaustive and clock-driven: what a test forgets fails it, and nothing waits on
/// the wall clock.
@MainActor
struct ReactorTesterTests {
  @Test func anEffectLeftRunningFailsTheTestAndNamesItsAction() {
    let clock = TestClock()
    withKnownIssue {
      let tester = ReactorTester(ScriptedReactor { _ in interval(on: clock) })
      tester.send(.load("forgotten"))
      _ = tester
    } matching: { issue in
      issue.description.contains("still running") && issue.description.contains("load(\"forgotten\")")
    }
  }

  @Test func aStateNeverCheckedFailsTheTest() {
    withKnownIssue {
      let tester = ReactorTester(ScriptedReactor { _ in .just(.add(1)) })
      tester.send(.go)
      _ = tester
    } matching: { issue in
      issue.description.contains("never checked")
    }
  }

  @Test func aDeclaredLongLivedEffectMayOutliveTheTest() {
    let clock = TestClock()
    let tester = ReactorTester(ScriptedReactor { _ in interval(on: clock) })
    tester.declareLongLived { $0 == .go }
    tester.send(.go)
  }

  @Test func receiveDrainsEffectsWithoutWaitingOnTheWallClock() async {
    let clock = TestClock()
    let tester = ReactorTester(ScriptedReactor { _ in interval(on: clock) })
    tester.send(.go)
    tester.declareLongLived { $0 == .go }

    for tick in 0..<3 {
      await tester.advance(clock, by: .seconds(1))
      tester.expect { $0.recorded.append(tick) }
    }
    await tester.advance(clock, by: .milliseconds(999))
    tester.expectNoMoreStates()
    #expect(tester.reactor.runningEffects == [.go])
  }

  @Test func receiveReportsAStateThatNeverCame() async {
    await withKnownIssue {
      let tester = ReactorTester(ScriptedReactor { _ in .empty() })
      tester.send(.go)
      await tester.receive { $0.value = 1 }
    } matching: { issue in
      issue.description.contains("emitted no more")
    }
  }
}
