import Clocks
import ReactorCore
import ReactorTesting
import Testing
import TimersFeature

@MainActor
struct TimersReactorTests {
  @Test func startingTicksEveryTenthOfASecondWhileTheScreenIsAtRest() async {
    let clock = TestClock()
    let tester = ReactorTester(TimersReactor(clock: clock))

    tester.send(.toggle)
    tester.expect { $0.isRunning = true }
    // The ticking lives until it is cancelled: nothing waits for it to end.
    #expect(tester.reactor.isIdle)
    await tester.advance(clock, by: .milliseconds(99))
    tester.expectNoMoreStates()
    await tester.advance(clock, by: .milliseconds(1))
    tester.expect { $0.elapsed = .milliseconds(100) }
    // One tick per advance: the timer sleeps again only once its tick is reduced.
    for tenths in 2...3 {
      await tester.advance(clock, by: .milliseconds(100))
      tester.expect { $0.elapsed = .milliseconds(100 * tenths) }
    }
  }

  @Test func stoppingReadsTheClockSoNoPartOfATenthIsLost() async {
    let clock = TestClock()
    let tester = ReactorTester(TimersReactor(clock: clock))

    tester.send(.toggle)
    tester.expect { $0.isRunning = true }
    for tenths in 1...2 {
      await tester.advance(clock, by: .milliseconds(100))
      tester.expect { $0.elapsed = .milliseconds(100 * tenths) }
    }
    await tester.advance(clock, by: .milliseconds(50))
    tester.send(.toggle)
    tester.expect {
      $0.elapsed = .milliseconds(250)
      $0.isRunning = false
    }
    await tester.advance(clock, by: .seconds(5))
    tester.expectNoMoreStates()
    #expect(tester.reactor.longLivedEffects.isEmpty, "the ticking was cancelled by its id")

    // Six short runs of 180 ms add up to 1.08 s, not to six whole tenths.
    for _ in 1...6 {
      tester.send(.toggle)
      tester.expect { $0.isRunning = true }
      await tester.advance(clock, by: .milliseconds(100))
      tester.expect { $0.elapsed += .milliseconds(100) }
      await tester.advance(clock, by: .milliseconds(80))
      tester.send(.toggle)
      tester.expect {
        $0.elapsed += .milliseconds(80)
        $0.isRunning = false
      }
    }
    #expect(tester.state.elapsed == .milliseconds(1_330))
  }

  @Test func aLapNotesTheTimeSoFarOnlyWhileRunning() async {
    let clock = TestClock()
    let tester = ReactorTester(TimersReactor(clock: clock))

    tester.send(.lap)
    tester.expectNoMoreStates()
    tester.send(.toggle)
    tester.expect { $0.isRunning = true }
    for tenths in 1...3 {
      await tester.advance(clock, by: .milliseconds(100))
      tester.expect { $0.elapsed = .milliseconds(100 * tenths) }
    }
    tester.send(.lap)
    tester.expect { $0.laps = [.milliseconds(300)] }
    await tester.advance(clock, by: .milliseconds(140))
    tester.expect { $0.elapsed = .milliseconds(400) }
    // Between ticks, a lap reads the clock.
    tester.send(.lap)
    tester.expect { $0.laps = [.milliseconds(300), .milliseconds(440)] }
  }

  @Test func resetStopsTheTicksAndClearsEverything() async {
    let clock = TestClock()
    let tester = ReactorTester(TimersReactor(clock: clock))

    tester.send(.toggle)
    tester.expect { $0.isRunning = true }
    await tester.advance(clock, by: .milliseconds(100))
    tester.expect { $0.elapsed = .milliseconds(100) }
    tester.send(.lap)
    tester.expect { $0.laps = [.milliseconds(100)] }
    tester.send(.reset)
    tester.expect { $0 = .init() }
    await tester.advance(clock, by: .seconds(1))
    tester.expectNoMoreStates()
  }
}
