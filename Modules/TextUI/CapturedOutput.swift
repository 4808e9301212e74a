import Synchronization

/// Collects everything written, for tests; safe to write from any thread.
public final class CapturedOutput: TextOutput {
  private let storage = Mutex("")

  /// Creates an empty capture.
  public init() {}

  /// Everything written so far.
  public var text: String {
    storage.withLock { $0 }
  }

  /// Appends `text` to the capture.
  public func write(_ text: String) {
    storage.withLock { $0 += text }
  }

  /// Empties the capture, so a test can look at only what comes next.
  public func clear() {
    storage.withLock { $0 = "" }
  }
}
