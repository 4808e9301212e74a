import Clocks
import ReactorCore
import ReactorTesting
import Testing

/// An effect `mutate` marks as living until cancelled (a timer): it runs and delivers as any
/// effect does, but nothing that waits for the reactor to settle waits for it.
@MainActor
struct LongLivedEffectTests {
  private enum TimerID { case running }

  /// A one-second timer while `.go` runs it; `.stop` cancels it.
  private static func timer(_ action: ScriptedReactor.Action, on clock: TestClock<Duration>) -> Mutations<
    ScriptedReactor.Mutation
  > {
    switch action {
    case .go: interval(on: clock).cancellable(id: TimerID.running, cancelInFlight: true).longLived()
    case .load: .just(.setLoading(true)).delay(for: .milliseconds(2500), clock: clock)
    case .stop: .cancel(id: TimerID.running)
    default: .empty()
    }
  }

  @Test func aLongLivedEffectLeavesTheReactorIdleAndStillDelivers() async {
    let clock = TestClock()
    let tester = ReactorTester(ScriptedReactor { Self.timer($0, on: clock) })
    tester.send(.go)
    #expect(tester.reactor.isIdle)
    #expect(tester.reactor.runningEffects.isEmpty, "it is not an effect the test forgot")
    #expect(tester.reactor.longLivedEffects == [.go])
    await tester.reactor.waitUntilIdle()

    for tick in 0..<3 {
      await tester.advance(clock, by: .seconds(1))
      tester.expect { $0.recorded.append(tick) }
    }
    tester.send(.stop)
    await tester.advance(clock, by: .seconds(5))
    tester.expectNoMoreStates()
    #expect(tester.reactor.longLivedEffects.isEmpty, "stopping it ended it")
    await tester.finish()
  }

  /// Marked or not, a test that ends while it runs is not failed for it: it lives until
  /// cancelled, and the reactor's release cancels it.
  @Test func aTesterDoesNotReportARunningLongLivedEffectAsForgotten() async {
    let clock = TestClock()
    let tester = ReactorTester(ScriptedReactor { Self.timer($0, on: clock) })
    tester.send(.go)
    await tester.advance(clock, by: .seconds(1))
    tester.expect { $0.recorded.append(0) }
    await tester.finish()
  }

  /// Another action's effect still keeps the reactor busy while the timer runs.
  @Test func onlyWhatIsMarkedIsLongLived() async {
    let clock = TestClock()
    let tester = ReactorTester(ScriptedReactor { Self.timer($0, on: clock) })
    tester.send(.go)
    tester.send(.load("later"))
    #expect(!tester.reactor.isIdle, "the delayed value keeps it busy")
    #expect(tester.reactor.runningEffects == [.load("later")])
    // A step per sleeper: the timer sleeps again only once its tick is reduced.
    for tick in 0..<2 {
      await tester.advance(clock, by: .seconds(1))
      tester.expect { $0.recorded.append(tick) }
    }
    await tester.advance(clock, by: .milliseconds(500))
    tester.expect { $0.isLoading = true }
    #expect(tester.reactor.isIdle)
    await tester.finish()
  }

  /// What the mark covers is all the action started: its synchronous values are reduced at
  /// once, as ever, and the rest lives on.
  @Test func theMarkCoversAllTheActionStarted() async {
    let clock = TestClock()
    let tester = ReactorTester(
      ScriptedReactor { _ in .concat(.just(.setLoading(true)), interval(on: clock)).longLived() })
    tester.send(.go)
    tester.expect { $0.isLoading = true }
    #expect(tester.reactor.isIdle)
    await tester.advance(clock, by: .seconds(1))
    tester.expect { $0.recorded.append(0) }
    await tester.finish()
  }

  /// An error in it ends its action's effect, as any error does.
  @Test func anErrorInALongLivedEffectEndsItsActionsEffect() async {
    struct Broken: Error {}
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in
      Mutations.merge(
        interval(on: clock),
        Mutations<ScriptedReactor.Mutation>.run { _ in
          try await clock.sleep(for: .milliseconds(1500))
          throw Broken()
        }
      )
      .longLived()
    }
    let tester = ReactorTester(reactor)
    tester.send(.go)
    await tester.advance(clock, by: .seconds(1))
    tester.expect { $0.recorded.append(0) }
    // To the error's moment first: one advance through both sleepers would race the tick at 2 s
    // against the cancellation the error causes.
    await tester.advance(clock, by: .milliseconds(500))
    #expect(reactor.errors.count == 1)
    #expect(reactor.longLivedEffects.isEmpty, "the error ended the timer too")
    await tester.advance(clock, by: .seconds(5))
    tester.expectNoMoreStates()
    await tester.finish()
  }

  /// The mark holds wherever it is put: inside `cancellable`, `take(until:)`, `catch` or `map`,
  /// or on a part of a merge whose other parts end at once, the operator is long-lived too. A
  /// merge with another part that takes time stays busy until that part ends.
  @Test(arguments: ["cancellable", "takeUntil", "catch", "map", "merge"])
  func theMarkHoldsThroughTheOperatorsAroundIt(_ operatorName: String) async {
    let clock = TestClock()
    let reactor = ScriptedReactor(watching: { _, actions in
      let timer = interval(on: clock).longLived()
      return switch operatorName {
      case "cancellable": timer.cancellable(id: TimerID.running, cancelInFlight: true)
      case "takeUntil": timer.take(until: actions.filter { $0 == .stop })
      case "catch": timer.catch { _ in .just(.setLoading(false)) }
      case "map": timer.map { $0 }
      default: .merge(.just(.setLoading(true)), timer)
      }
    })
    let tester = ReactorTester(reactor)
    tester.send(.go)
    if operatorName == "merge" { tester.expect { $0.isLoading = true } }
    #expect(reactor.isIdle, "\(operatorName)")
    #expect(reactor.runningEffects.isEmpty, "\(operatorName)")
    #expect(reactor.longLivedEffects == [.go], "\(operatorName)")
    await tester.advance(clock, by: .seconds(1))
    tester.expect { $0.recorded.append(0) }
  }

  /// A merge waits for all its parts, the long-lived one too: while another part takes time it
  /// is busy, and it stays so. Mark the merge itself when it is to live until cancelled.
  @Test func aMergeWithAPartThatTakesTimeStaysBusy() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { action in
      switch action {
      case .go:
        .merge(
          interval(on: clock).longLived(),
          .just(.setLoading(true)).delay(for: .milliseconds(1500), clock: clock)
        )
        .cancellable(id: TimerID.running)
      case .stop: .cancel(id: TimerID.running)
      default: .empty()
      }
    }
    let tester = ReactorTester(reactor)
    tester.send(.go)
    #expect(!reactor.isIdle)
    await tester.advance(clock, by: .seconds(1))
    tester.expect { $0.recorded.append(0) }
    await tester.advance(clock, by: .milliseconds(500))
    tester.expect { $0.isLoading = true }
    #expect(!reactor.isIdle, "the merge waits for its timer")
    tester.send(.stop)
    await tester.finish()
  }
}
