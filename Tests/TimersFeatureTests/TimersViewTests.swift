import Clocks
import ReactorCore
import SnapshotTesting
import Testing
import TextUI
import TextUITesting

@testable import TimersFeature

@MainActor
struct TimersViewTests {
  func snapshot(_ state: TimersReactor.State) -> String {
    TimersView(screen: NullScreen()).render(state: state).render(width: 72, mode: .plain).joined(
      separator: "\n")
  }

  @Test func rendersAStoppedStopwatchWithNothingToReset() {
    assertSnapshot(of: snapshot(.init()), as: .lines)
  }

  @Test func rendersARunningStopwatchWithItsLapsNewestFirst() {
    let state = TimersReactor.State(
      elapsed: .milliseconds(75_300), isRunning: true, laps: [.milliseconds(12_400), .milliseconds(61_000)])
    assertSnapshot(of: snapshot(state), as: .lines)
  }

  @Test func rendersTheNewestLapsAndCountsTheOlderOnes() {
    let laps = (1...11).map { Duration.seconds($0 * 10) }
    let state = TimersReactor.State(elapsed: .seconds(3_725), isRunning: false, laps: laps)
    assertSnapshot(of: snapshot(state), as: .lines)
  }

  @Test func aKeyActsOnlyInTheStatesThatOfferIt() {
    let view = TimersView(screen: RecordingScreen())
    let reactor = TimersReactor(clock: TestClock())
    reactor.isStubEnabled = true
    view.reactor = reactor

    #expect(view.input.deliver(.line("l")) == .unknown, "no lap while stopped")
    #expect(view.input.deliver(.line("r")) == .unknown, "nothing to reset")
    #expect(view.input.deliver(.line("s")) == .handled)
    reactor.stub.state.value = .init(elapsed: .seconds(1), isRunning: true)
    #expect(view.input.deliver(.key(.character("l"))) == .handled)
    #expect(view.input.deliver(.line("r")) == .unknown, "no reset while running")
    #expect(view.input.deliver(.key(.character("s"))) == .handled)
    reactor.stub.state.value = .init(elapsed: .seconds(1), isRunning: false)
    #expect(view.input.deliver(.line("r")) == .handled)
    #expect(reactor.stub.actions == [.toggle, .lap, .toggle, .reset])
  }

  @Test func theHintLineOffersWhatTheStateAllows() {
    let hints = { (state: TimersReactor.State) in
      TimersView(screen: NullScreen()).render(state: state).keys.map(\.text)
    }
    #expect(hints(.init()) == ["s starts"])
    #expect(hints(.init(elapsed: .seconds(1), isRunning: true)) == ["s stops", "l laps"])
    #expect(hints(.init(elapsed: .seconds(1), isRunning: false)) == ["s starts", "r resets"])
  }

  @Test func readingsCountTenthsMinutesAndHours() {
    #expect(StopwatchTime.text(.zero) == "00:00.0")
    #expect(StopwatchTime.text(.milliseconds(61_299)) == "01:01.2")
    #expect(StopwatchTime.text(.seconds(3_599)) == "59:59.0")
    #expect(StopwatchTime.text(.seconds(3_600 * 12 + 1)) == "12:00:01.0")
  }
}
