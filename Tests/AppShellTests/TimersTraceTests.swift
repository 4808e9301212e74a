import Clocks
import Foundation
import ReactorCore
import ReactorTesting
import ReactorTracing
import Testing
import TextUI
import TextUITesting
import TimersFeature

@testable import AppShell

/// A running timer on a terminal with the trace on: its ticks fold into one panel line, and
/// time travel steps over them a key press at a time.
@MainActor
struct TimersTraceTests {
  @MainActor
  struct Stopwatch {
    let navigator: Navigator
    let output = CapturedOutput()
    let screen: TTYScreen
    let reactor: TimersReactor
    let clock = TestClock()

    init() {
      screen = TTYScreen.standingStill(output: output) { (80, 40) }
      screen.start()
      navigator = Navigator(output: screen, traceStyle: .panel(lines: 10))
      reactor = TimersReactor(clock: clock)
      reactor.effectExecutor = TestEffectExecutor()
      navigator.push { [reactor] screen in
        let view = TimersView(screen: screen)
        view.reactor = reactor
        return view
      }
      _ = navigator.handle(.key(.character("t")))
    }

    func press(_ keys: Character...) {
      for key in keys { _ = navigator.handle(.key(.character(key))) }
    }

    /// Lets the clock run `tenths` ticks, one at a time.
    func tick(_ tenths: Int) async {
      for _ in 0..<tenths {
        await clock.waitForSleeper()
        await clock.advance(by: TimersReactor.tick)
        let expected = reactor.currentState.elapsed + TimersReactor.tick
        await drainMainActor { reactor.currentState.elapsed == expected }
      }
    }

    /// The last screenful painted.
    var shown: String {
      String(output.text.components(separatedBy: "\u{1B}[H").last ?? "")
    }
  }

  @Test func aRunOfTicksIsOneLineWithACountThenTheLatestState() async {
    let stopwatch = Stopwatch()
    stopwatch.press("s")
    await stopwatch.tick(25)
    let shown = stopwatch.shown
    #expect(shown.contains("  mutation → tick ×25"), "\(shown)")
    #expect(shown.contains("  state: elapsed:"), "\(shown)")
    #expect(shown.components(separatedBy: "mutation → tick").count == 2, "one tick line: \(shown)")
  }

  @Test func bracesStepOverATimersTicksAKeyPressAtATime() async throws {
    let stopwatch = Stopwatch()
    stopwatch.press("s")
    await stopwatch.tick(12)
    stopwatch.press("l")
    await stopwatch.tick(7)

    // Back one press: the screen just before `l`, twelve ticks in, no lap yet.
    stopwatch.press("{")
    var shown = stopwatch.shown
    #expect(shown.contains("00:01.2   running"), "\(shown)")
    #expect(!shown.contains("lap 1"), "\(shown)")
    // Back another: just before `s`, as the trace started.
    stopwatch.press("{")
    shown = stopwatch.shown
    #expect(shown.contains("00:00.0   stopped"), "\(shown)")
    #expect(shown.contains("⏪ state 1 of "), "\(shown)")
    stopwatch.press("{")
    #expect(stopwatch.output.text.contains("no action came before this since the trace started"))

    // Forward: the screen just before `l` again, then live.
    stopwatch.press("}")
    #expect(stopwatch.shown.contains("00:01.2   running"))
    stopwatch.press("}")
    #expect(stopwatch.navigator.shownStep == nil, "past the last press is live")
    #expect(stopwatch.shown.contains("00:01.9   running"))
  }

  @Test func foldingLeavesLinesThatDifferAlone() {
    let lines: [TraceLine] = [
      .init(kind: .action, text: "action → toggle", step: 2),
      .init(kind: .mutation, text: "mutation → setRunning(true)", step: 2),
      .init(kind: .state, text: "state: isRunning: false → true", step: 2),
      .init(kind: .mutation, text: "mutation → tick", step: 3),
      .init(kind: .state, text: "state: elapsed: 0 → 0.1", step: 3),
      .init(kind: .mutation, text: "mutation → tick", step: 4),
      .init(kind: .state, text: "state: elapsed: 0.1 → 0.2", step: 4),
      .init(kind: .mutation, text: "mutation → tick", step: 5),
      .init(kind: .state, text: "state: elapsed: 0.2 → 0.3", step: 5),
      .init(kind: .action, text: "action → lap", step: 6),
      .init(kind: .mutation, text: "mutation → appendLap", step: 6),
      .init(kind: .state, text: "state: laps: 0 → 1", step: 6),
      .init(kind: .mutation, text: "mutation → tick", step: 7),
      .init(kind: .state, text: "state: elapsed: 0.3 → 0.4", step: 7),
    ]
    #expect(
      Navigator.folded(lines).map(\.text) == [
        "action → toggle", "  mutation → setRunning(true)", "  state: isRunning: false → true",
        "  mutation → tick ×3", "  state: elapsed: 0.2 → 0.3",
        "action → lap", "  mutation → appendLap", "  state: laps: 0 → 1",
        "  mutation → tick", "  state: elapsed: 0.3 → 0.4",
      ])
    #expect(Navigator.folded(lines)[3].steps == 3...5)
  }

  /// A past state shown while a timer runs stays as it was, even once the history has dropped
  /// it (ten states a second: the 500 kept hold 50 s).
  @Test func aPastStateTheHistoryDropsStandsStill() async {
    let stopwatch = Stopwatch()
    stopwatch.press("s")
    await stopwatch.tick(3)
    stopwatch.press("{")
    #expect(stopwatch.shown.contains("⏪ state 1 of 5"), "\(stopwatch.shown)")
    await stopwatch.tick(510)
    let shown = stopwatch.shown
    #expect(shown.contains("00:00.0   stopped"), "\(shown)")
    #expect(shown.contains("⏪ state 1 of 515 · no longer kept"), "\(shown)")
  }
}
