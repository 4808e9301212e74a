import AppComposition
import AppShell
import Foundation
import Synchronization
import TextUI

/// Runs a session on the real terminal, restoring it on every way out.
///
/// `onSignal` runs when SIGINT, SIGTERM or SIGHUP ends the run (after the terminal is restored
/// on a terminal), before the process exits.
@MainActor
struct TerminalRun {
  let container: AppContainer
  let options: AppSession.Options
  let tracing: PageTracing
  let recording: RunRecording?
  /// What the locale lets the terminal show: the screens write through it.
  let charset: TerminalCharset
  let onSignal: @Sendable () -> Void

  /// Line input, one frame per change, no escape codes.
  func plain() async -> AppSession.Exit {
    let output = charset.output(StandardOutput())
    // No terminal state to restore in plain mode, but SIGINT must still end with 130.
    let restorer = TerminalRestorer.install(onSignal)
    defer { restorer.uninstall() }
    let screen = PlainScreen(output: output, width: container.screenSize().columns)
    let navigator = Navigator(
      output: recording?.screen(screen) ?? screen, traceStyle: .inline(output), tracing: tracing)
    let session = AppSession(
      container: container, caseStudies: CompositionRoot.caseStudies, options: options, navigator: navigator)
    let reader = InputReader(mode: .lines)
    defer { reader.stop() }
    let exit = await run(session, reader.events)
    sayWhatWasDropped(navigator)
    return exit
  }

  /// Runs `session` on `events`, each recorded first when the run is recorded.
  private func run(_ session: AppSession, _ events: some AsyncSequence<InputEvent, Never>) async
    -> AppSession.Exit
  {
    guard let recording else { return await session.run(events) }
    let exit = await session.run(events, taken: recording.taken)
    recording.finish(exit.rawValue)
    return exit
  }

  /// Raw keys, the alternate screen redrawn in place.
  func interactive() async -> AppSession.Exit {
    let output = charset.output(StandardOutput())
    let screen = TTYScreen(
      output: output, size: { Terminal.size() ?? (80, 24) }, now: { ContinuousClock.now })
    // Set as the session ends and said once the terminal is restored: this defer, the first,
    // runs last.
    var dropped: Navigator?
    defer { dropped.map(sayWhatWasDropped) }
    let rawMode = RawMode.enable()
    let restorer = TerminalRestorer.install { rawMode?.restore() }
    restorer.add(screen.emergencyRestore)
    restorer.add(onSignal)
    defer {
      screen.stop()
      rawMode?.restore()
      restorer.uninstall()
    }
    screen.start()
    let navigator = Navigator(
      output: recording?.screen(screen) ?? screen, traceStyle: .panel(lines: 8), tracing: tracing)
    // A resize redraws at once: the pages lay out for the new height, and the whole screen is
    // written again, since the terminal may have moved or cut what was on it.
    let resizes = ResizeWatcher {
      recording?.resized(to: Terminal.size() ?? (80, 24))
      navigator.resized()
      screen.redraw()
    }
    defer { resizes.stop() }
    let session = AppSession(
      container: container, caseStudies: CompositionRoot.caseStudies, options: options, navigator: navigator)
    let reader = InputReader(mode: .keys)
    defer { reader.stop() }
    // The shell gets its terminal back as it lent it (main screen, cursor shown, lines) and
    // the app takes it again in the foreground: the size then is noted if a resize made while
    // it was stopped sent it no SIGWINCH.
    let sizeLeft = Mutex(Terminal.size())
    let leaveScreen = screen.leaveForAWhile
    let jobControl = JobControl(
      leave: {
        sizeLeft.withLock { $0 = Terminal.size() }
        leaveScreen()
        rawMode?.pause()
      },
      enter: {
        rawMode?.resume()
        if let now = Terminal.size(), sizeLeft.withLock({ $0.map { $0 != now } ?? true }) {
          recording?.resized(to: now)
        }
        navigator.resized()
        screen.enterAgain()
      })
    defer { jobControl.stop() }
    let keys = TerminalKeys(
      base: reader.events,
      suspend: {
        guard JobControl.canSuspend else { return navigator.notify(JobControl.cannotSuspend) }
        jobControl.suspend()
      },
      redraw: { screen.redraw() })
    let exit = await run(session, keys)
    dropped = navigator
    return exit
  }

  /// What quitting dropped (an unsaved date, a stopwatch's time), on standard error once the
  /// screen is the shell's again, as going back says it on the page below.
  private func sayWhatWasDropped(_ navigator: Navigator) {
    for note in navigator.leavingNotes {
      FileHandle.standardError.write(Data(charset.shown("reactor-demo: quit: \(note)\n").utf8))
    }
  }
}
