import SessionRecording
import TextUI

/// A replay's output, whose writes the watchdog does not count: a replay piped into a reader
/// that is slow, or not reading yet (`| less`), waits for it, and is not stuck.
final class ReplayOutput: TextOutput {
  private let base: any TextOutput
  private let watchdog: ReplayWatchdog

  init(_ base: any TextOutput, watchdog: ReplayWatchdog) {
    self.base = base
    self.watchdog = watchdog
  }

  func write(_ text: String) {
    watchdog.excluding { base.write(text) }
  }
}
