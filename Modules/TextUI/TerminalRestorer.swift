import Foundation

/// Runs terminal-restoring closures on every way out: SIGINT, SIGTERM, SIGHUP, and normal exit.
///
/// `install` ignores the signals' default action and watches them with dispatch signal
/// sources instead, so the restore closures run on an ordinary queue (not inside a signal
/// handler) before the process exits with 128 + the signal number (130 for SIGINT). There is
/// no `atexit` hook, because it could not reach the closures without global state: the app
/// keeps the returned restorer and calls ``restoreAll()`` on its own exit paths.
///
/// In raw mode Ctrl-C is not a signal but the byte 0x03 (``Key/interrupt``); the app handles it.
public final class TerminalRestorer: Sendable {
  /// The signals `install` watches: SIGINT, SIGTERM and SIGHUP.
  public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  private let restorers: RestoreList
  private let watchers: SignalWatchers

  private init(restorers: RestoreList, watchers: SignalWatchers) {
    self.restorers = restorers
    self.watchers = watchers
  }

  /// Installs the signal handlers and returns the restorer, which the app must keep.
  ///
  /// Call it once, early, when the first terminal change is made (raw mode, alternate
  /// screen), and add later restore closures with ``add(_:)``. Releasing the restorer
  /// uninstalls the handlers, so keep it for the life of the program. Install once per
  /// process: on Linux, libdispatch sets up its forwarding of a signal to the source only the
  /// first time that signal gets one, so a second install may miss signals.
  public static func install(_ restore: @escaping @Sendable () -> Void) -> TerminalRestorer {
    install(restore, signals: signals) { status in exit(status) }
  }

  /// Installs handlers for `signals` that call `terminate` with the exit status; for tests.
  static func install(
    _ restore: @escaping @Sendable () -> Void,
    signals: [Int32],
    terminate: @escaping @Sendable (Int32) -> Void
  ) -> TerminalRestorer {
    let restorers = RestoreList([restore])
    let watchers = SignalWatchers(signals: signals) { signal in
      restorers.runAll()
      terminate(128 + signal)
    }
    return TerminalRestorer(restorers: restorers, watchers: watchers)
  }

  /// Adds another closure to run, after those already added.
  public func add(_ restore: @escaping @Sendable () -> Void) {
    restorers.add(restore)
  }

  /// Runs every restore closure once, in the order added; later calls do nothing until more
  /// closures are added. Call it on each exit path of the app.
  public func restoreAll() {
    restorers.runAll()
  }

  /// Stops watching the signals and puts back the actions they had before `install`.
  public func uninstall() {
    watchers.cancel()
  }
}
