import Foundation

/// Watches for the terminal's size changes (SIGWINCH) until stopped.
public final class ResizeWatcher: Sendable {
  private let watchers: SignalWatchers

  /// Starts calling `handler` on the main actor each time the terminal's size changes.
  public init(_ handler: @escaping @MainActor @Sendable () -> Void) {
    watchers = SignalWatchers(signals: [SIGWINCH]) { _ in
      Task { @MainActor in handler() }
    }
  }

  /// Stops watching and puts SIGWINCH's previous action back; idempotent.
  public func stop() {
    watchers.cancel()
  }
}
