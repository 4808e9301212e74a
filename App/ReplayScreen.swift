import TextUI

/// The screen a replay draws on (frames printed as plain mode prints them, or the terminal
/// redrawn in place), with the rows and the input mode of the run that was recorded, so every
/// view lays out and answers keys as it did then.
@MainActor
final class ReplayScreen: Screen {
  private let base: any Screen
  private let recordedSize: () -> (columns: Int, rows: Int?)
  let inputMode: InputMode

  init(_ base: any Screen, size: @escaping () -> (columns: Int, rows: Int?), inputMode: InputMode) {
    self.base = base
    self.recordedSize = size
    self.inputMode = inputMode
  }

  var rows: Int? { recordedSize().rows }

  /// Scrolls as the recorded terminal did, whatever the size of the one showing the replay.
  func scroll(_ frame: Frame, _ move: ScrollMove) -> ScrollOutcome {
    let size = recordedSize()
    guard inputMode == .terminal, let rows = size.rows else { return .fits }
    return frame.scroll(move, columns: size.columns, rows: rows)
  }
  /// A page as the recorded terminal had it: a page key moves as far in the replay.
  func rowsPerPage(of frame: Frame) -> Int {
    let size = recordedSize()
    guard inputMode == .terminal, let rows = size.rows else { return 10 }
    return frame.rowsPerPage(columns: size.columns, rows: rows)
  }
  func draw(_ frame: Frame) { base.draw(frame) }
  func flash(_ message: String) { base.flash(message) }
  func flash(_ message: String, untilCleared: Bool) { base.flash(message, untilCleared: untilCleared) }
  func clearFlash() { base.clearFlash() }
  func flush() { base.flush() }
  func write(_ text: String, afterFramesTo textOutput: any TextOutput) {
    base.write(text, afterFramesTo: textOutput)
  }
}

/// Output that goes nowhere: `--check` compares frames without printing them.
final class DiscardedOutput: TextOutput {
  func write(_ text: String) {}
}
