import AppFeature
import Foundation
import TextUI

/// Runs a session on the real terminal, restoring it on every way out.
@MainActor
enum TerminalRun {
  /// Line input, one frame per change, no escape codes.
  static func plain(
    container: AppContainer, options: AppSession.Options, tracing: PageTracing
  ) async -> AppSession.Exit {
    let output = StandardOutput()
    // Nothing to restore in plain mode, but SIGINT must still end with 130.
    let restorer = TerminalRestorer.install {}
    defer { restorer.uninstall() }
    let width = Terminal.size().map(\.columns) ?? 80
    let navigator = Navigator(
      output: PlainScreen(output: output, width: width), traceStyle: .inline(output), tracing: tracing)
    let session = AppSession(container: container, options: options, navigator: navigator)
    let reader = InputReader(mode: .lines)
    defer { reader.stop() }
    return await session.run(reader.events)
  }

  /// Raw keys, the alternate screen redrawn in place.
  static func interactive(
    container: AppContainer, options: AppSession.Options, tracing: PageTracing
  ) async -> AppSession.Exit {
    let output = StandardOutput()
    let screen = TTYScreen(
      output: output, size: { Terminal.size() ?? (80, 24) }, now: { ContinuousClock.now })
    let rawMode = RawMode.enable()
    let restorer = TerminalRestorer.install { rawMode?.restore() }
    restorer.add(screen.emergencyRestore)
    defer {
      screen.stop()
      rawMode?.restore()
      restorer.uninstall()
    }
    screen.start()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 8), tracing: tracing)
    // A resize redraws at once: the pages lay out for the new height, and the whole screen is
    // written again, since the terminal may have moved or cut what was on it.
    let resizes = ResizeWatcher {
      navigator.resized()
      screen.redraw()
    }
    defer { resizes.stop() }
    let session = AppSession(container: container, options: options, navigator: navigator)
    let reader = InputReader(mode: .keys)
    defer { reader.stop() }
    return await session.run(reader.events)
  }
}
