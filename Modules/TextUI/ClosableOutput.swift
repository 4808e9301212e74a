import Foundation

/// An output that can be closed from any thread with a last write, after which every write is
/// dropped: the terminal given back on a signal is not drawn on again by a frame on its way.
/// Paused (the app suspended to the shell), it drops writes until resumed.
final class ClosableOutput: TextOutput, @unchecked Sendable {
  private let base: any TextOutput
  // NSLock rather than Synchronization.Mutex, as elsewhere where two threads contend: a draw on
  // the main actor and a signal's close. `isClosed` is touched only under it.
  private let lock = NSLock()
  private var isClosed = false
  private var isPaused = false

  init(_ base: any TextOutput) {
    self.base = base
  }

  func write(_ text: String) {
    lock.withLock {
      guard !isClosed, !isPaused else { return }
      base.write(text)
    }
  }

  /// Writes `text`, unless already closed, then drops every later write. A write under way on
  /// another thread finishes first, so `text` comes after all of it.
  func close(after text: String) {
    lock.withLock {
      guard !isClosed else { return }
      isClosed = true
      base.write(text)
    }
  }

  /// Writes `text`, then drops every write until ``resume()``: the shell has the terminal.
  func pause(after text: String) {
    lock.withLock {
      guard !isClosed, !isPaused else { return }
      isPaused = true
      base.write(text)
    }
  }

  /// Writes go through again.
  func resume() {
    lock.withLock { isPaused = false }
  }
}
