import Clocks
import CounterFeature
import ReactorCore
import ReactorTesting
import Testing
import TextUI
import TextUITesting

@testable import AppShell

/// Stepping through the Counter's past states with the trace on.
@MainActor
struct TimeTravelTests {
  @MainActor
  struct Counter {
    let navigator: Navigator
    let screen = RecordingScreen()
    let reactor: CounterReactor
    let clock = TestClock()

    /// A counter on top of a navigator, the trace on; its delays run on `clock`.
    init(style: Navigator.TraceStyle = .inline(CapturedOutput())) {
      navigator = Navigator(output: screen, traceStyle: style)
      reactor = CounterReactor(clock: clock)
      reactor.effectExecutor = TestEffectExecutor()
      navigator.push { [reactor] screen in
        let view = CounterView(screen: screen)
        view.reactor = reactor
        return view
      }
      _ = navigator.handle(.line("t"))
    }

    func press(_ lines: String...) {
      for line in lines { _ = navigator.handle(.line(line)) }
    }

    /// `+`, and its half-second step run to its end: four more states.
    func increase() async {
      press("+")
      await clock.waitForSleeper()
      await clock.advance(by: .milliseconds(500))
      await drainMainActor { reactor.isIdle }
    }

    /// The frame on screen with the view's own keys: the shared ones the navigator adds after
    /// them are tested in NavigatorKeysTests.
    var shown: Frame? {
      screen.frames.last.map { frame in
        var frame = frame
        frame.keys.removeAll(where: navigator.sharedKeys.contains)
        return frame
      }
    }
  }

  /// The counter's own frame for `state`, under the time-travel line, without the counter's
  /// keys: they would act on the live state, so a past one offers only the shared keys.
  static func past(_ state: CounterReactor.State, _ banner: String) -> Frame {
    var frame = CounterView(screen: NullScreen()).render(state: state)
    frame.banner = banner
    frame.keys = []
    return frame
  }

  @Test func bracketsStepThroughPastStatesDrawnByTheViewItself() async {
    let counter = Counter()
    await counter.increase()

    counter.press("[")
    #expect(
      counter.shown
        == Self.past(
          .init(value: 1), "⏪ state 4 of 5 · after mutation setLoading(false) · ] forward · l live"))
    counter.press("[")
    #expect(
      counter.shown
        == Self.past(
          .init(value: 1, isLoading: true),
          "⏪ state 3 of 5 · after mutation increaseValue · ] forward · l live"))
    _ = counter.navigator.handle(.key(.left))
    #expect(
      counter.shown
        == Self.past(
          .init(value: 0, isLoading: true),
          "⏪ state 2 of 5 · after mutation setLoading(true) · ] forward · l live"))
    counter.press("[")
    #expect(counter.shown == Self.past(.init(), "⏪ state 1 of 5 · as the trace started · ] forward · l live"))

    counter.press("[")
    #expect(counter.screen.flashes.last == "this is the first state since the trace started")
    _ = counter.navigator.handle(.key(.right))
    #expect(counter.shown?.banner?.hasPrefix("⏪ state 2 of 5") == true)

    counter.press("l")
    #expect(counter.shown == CounterView(screen: NullScreen()).render(state: .init(value: 1)))
  }

  @Test func steppingPastTheNewestStateReturnsToTheLiveOne() async {
    let counter = Counter()
    await counter.increase()

    counter.press("]")
    #expect(counter.screen.flashes.last == "this is the live state: [ steps back")
    counter.press("[", "]")
    #expect(counter.shown?.banner?.hasPrefix("⏪ state 5 of 5 · after mutation setAlertMessage(…)") == true)
    counter.press("]")
    #expect(counter.shown == CounterView(screen: NullScreen()).render(state: .init(value: 1)))
    #expect(counter.shown?.banner == nil)
  }

  @Test func whileThePastIsShownOtherKeysSendNothingAndGiveAHint() async {
    let counter = Counter()
    await counter.increase()
    counter.press("[")
    let flashes = counter.screen.flashes.count

    counter.press("+", "-")
    _ = counter.navigator.handle(.key(.up))
    _ = counter.navigator.handle(.key(.character("+")))

    #expect(
      Array(counter.screen.flashes.dropFirst(flashes)) == Array(repeating: Navigator.pastHint, count: 4))
    #expect(counter.reactor.isIdle)
    #expect(counter.reactor.currentState.value == 1)
    #expect(counter.shown?.banner?.hasPrefix("⏪ state 4 of 5") == true)
  }

  @Test func aDelayedIncreaseStillReachesTheLiveStateWhileThePastIsShown() async {
    let counter = Counter()
    counter.press("+", "[")
    #expect(counter.shown == Self.past(.init(), "⏪ state 1 of 2 · as the trace started · ] forward · l live"))

    await counter.clock.waitForSleeper()
    await counter.clock.advance(by: .milliseconds(500))
    await drainMainActor { counter.reactor.isIdle }

    // Nothing was lost: the live state moved on, the past frame stays, its count grew.
    #expect(counter.reactor.currentState.value == 1)
    #expect(counter.shown == Self.past(.init(), "⏪ state 1 of 5 · as the trace started · ] forward · l live"))
    #expect(counter.screen.flashes.last == "increased!")
    counter.press("l")
    #expect(counter.shown == CounterView(screen: NullScreen()).render(state: .init(value: 1)))
  }

  @Test func thePanelMarksTheLinesOfTheStateShown() async throws {
    let counter = Counter(style: .panel(lines: 8))
    await counter.increase()

    counter.press("[", "[")

    let shown = try #require(counter.shown)
    let panel = try #require(shown.lines.firstIndex(of: "trace:")).advanced(by: 1)
    #expect(
      Array(shown.lines[panel...]) == [
        "  action → increase",
        "    mutation → setLoading(true)",
        "    state: isLoading: false → true",
        "›   mutation → increaseValue",
        "›   state: value: 0 → 1",
        "    mutation → setLoading(false)",
        "    state: isLoading: true → false",
      ])
    counter.press("l")
    #expect(counter.shown?.lines.contains { $0.hasPrefix("›") } == false)
    #expect(counter.shown?.lines.last == "    state: alertMessage: nil → \"increased!\"")
  }

  @Test func turningTheTraceOffOrLeavingTheScreenReturnsToLive() async {
    let counter = Counter()
    await counter.increase()

    counter.press("[", "t")
    #expect(counter.shown == CounterView(screen: NullScreen()).render(state: .init(value: 1)))
    counter.press("[")
    #expect(counter.screen.flashes.last == "unknown command '[' — ? shows what this screen does")

    counter.press("t", "[", "?")
    #expect(counter.shown?.title == "About · Counter")
    counter.press("[")
    #expect(counter.screen.flashes.last == "this screen has no states to step through")
    counter.press("b")
    #expect(counter.shown == CounterView(screen: NullScreen()).render(state: .init(value: 1)))
  }
}
