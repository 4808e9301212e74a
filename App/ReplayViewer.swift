import Foundation
import TextUI

/// A replay watched on a terminal: the alternate screen in raw mode, restored on every way out,
/// and q or Ctrl-C to stop the replay before its end.
@MainActor
final class ReplayViewer {
  private let screen: TTYScreen
  private let rawMode: RawMode?
  private let reader = InputReader(mode: .keys)
  private var keys: Task<Void, Never>?
  /// The exit status of a replay q or Ctrl-C stopped: 0 for q, 130 for Ctrl-C, as Ctrl-C ends
  /// a run; nil when the replay played to its end.
  private(set) var stopStatus: Int32?

  /// Takes over the terminal for `screen`; `restorer` (the run's one) gives it back if a signal
  /// ends the replay.
  init(screen: TTYScreen, restorer: TerminalRestorer) {
    self.screen = screen
    let rawMode = RawMode.enable()
    self.rawMode = rawMode
    restorer.add { rawMode?.restore() }
    restorer.add(screen.emergencyRestore)
    screen.start()
  }

  /// Runs `replay` to its end; q or Ctrl-C calls `stop`, which makes it end early.
  func run(_ replay: () async -> Void, stop: @escaping @MainActor () -> Void) async {
    keys = Task { [reader] in
      for await event in reader.events {
        guard case .key(let key) = event, key == .character("q") || key == .interrupt else { continue }
        self.stopStatus = key == .interrupt ? 130 : 0
        stop()
        return
      }
    }
    await replay()
  }

  /// Gives the terminal back as it was.
  func stop() {
    keys?.cancel()
    reader.stop()
    screen.stop()
    rawMode?.restore()
  }
}
