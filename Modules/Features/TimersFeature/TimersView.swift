import CaseStudyKit
import ReactorCore
import TextUI

/// Shows the stopwatch's time, whether it runs, and its laps, newest first.
public final class TimersView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Timers"
  public let about = TimersAbout.text
  /// Every key the screen answers to in some state; the hint line shows those of the state.
  public let keys: [KeyBinding] = TimersView.allCommands.map(\.key)
  private let screen: any Screen

  /// The stopwatch lives with this screen, not in the background: going back says so while
  /// there is time on it.
  public var backHint: String {
    Self.hasTime(reactor?.currentState) ? "back, resets the stopwatch" : "back"
  }

  /// What going back dropped, said on the menu: the time and the laps.
  public var leavingNote: String? {
    guard let state = reactor?.currentState, Self.hasTime(state) else { return nil }
    let laps = state.laps.isEmpty ? "" : ", its \(state.laps.count.counted("lap")) dropped"
    let time = StopwatchTime.text(state.elapsed)
    return "the stopwatch was reset from \(time)\(laps): it runs only while its screen is open"
  }

  private static func hasTime(_ state: TimersReactor.State?) -> Bool {
    guard let state else { return false }
    return state.isRunning || state.elapsed > .zero || !state.laps.isEmpty
  }

  /// - Parameter screen: where frames go.
  public init(screen: any Screen) {
    self.screen = screen
  }

  public func bind(reactor: TimersReactor) {
    // A key acts only in the states that offer it: `l` while stopped is answered as unknown.
    connect(reactor, to: screen, commands: Self.commands(for:))
  }

  /// The most laps a frame lists; older ones are counted.
  static let shownLaps = 8

  /// The frame for a state, which the trace draws past states with too; a pure function, so it
  /// is tested with text snapshots.
  public func render(state: TimersReactor.State) -> Frame {
    var lines = ["", "  \(StopwatchTime.text(state.elapsed))   \(state.isRunning ? "running" : "stopped")"]
    if !state.laps.isEmpty {
      lines += ["", "           \("lap".padded(toWidth: 10))total"]
      let splits = zip(state.laps, [.zero] + state.laps).map { $0 - $1 }
      for number in state.laps.indices.reversed().prefix(Self.shownLaps) {
        let label = "lap \(number + 1)".padded(toWidth: 7)
        lines.append(
          "  \(label)  \(StopwatchTime.text(splits[number]))   \(StopwatchTime.text(state.laps[number]))")
      }
      if state.laps.count > Self.shownLaps {
        lines.append("  … and \(state.laps.count - Self.shownLaps) earlier")
      }
    }
    return Frame(title: "Timers", lines: lines, keys: Self.commands(for: state).map(\.key))
  }

  /// The commands `state` offers: start or stop; a lap while running; a reset once there is
  /// something to clear.
  static func commands(for state: TimersReactor.State) -> [KeyCommand<TimersReactor.Action>] {
    var commands = [state.isRunning ? stop : start]
    if state.isRunning { commands.append(lap) }
    if !state.isRunning, state.elapsed > .zero || !state.laps.isEmpty { commands.append(reset) }
    return commands
  }

  private static let start = KeyCommand<TimersReactor.Action>(.both("s", "starts"), .toggle)
  private static let stop = KeyCommand<TimersReactor.Action>(.both("s", "stops"), .toggle)
  private static let lap = KeyCommand<TimersReactor.Action>(.both("l", "laps"), .lap)
  private static let reset = KeyCommand<TimersReactor.Action>(.both("r", "resets"), .reset)
  static let allCommands = [start, stop, lap, reset]
}
