import Foundation
import Synchronization

/// Raw (non-canonical, no echo) input mode on a terminal, restored exactly once.
///
/// In raw mode every keystroke is delivered as it is typed, and Ctrl-C arrives as byte 0x03
/// (``Key/interrupt``) rather than as SIGINT. Output processing stays on, so "\n" still starts
/// a new line. Restore on every exit path: call ``restore()`` directly, register it with a
/// ``TerminalRestorer`` for signals, and rely on `deinit` as the last resort.
public final class RawMode: Sendable {
  private let fileDescriptor: Int32
  private let original: termios
  private let raw: termios
  private let isRestored = Mutex(false)

  private init(fileDescriptor: Int32, original: termios, raw: termios) {
    self.fileDescriptor = fileDescriptor
    self.original = original
    self.raw = raw
  }

  deinit {
    restore()
  }

  /// Switches the terminal on `fileDescriptor` to raw mode, or returns nil if it is not a
  /// terminal (or its settings cannot be changed).
  public static func enable(fileDescriptor: Int32 = STDIN_FILENO) -> RawMode? {
    guard Terminal.isTTY(fileDescriptor) else { return nil }
    var original = termios()
    guard tcgetattr(fileDescriptor, &original) == 0 else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      // Block until at least one byte is there, with no inter-byte timer.
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    guard tcsetattr(fileDescriptor, TCSANOW, &raw) == 0 else { return nil }
    return RawMode(fileDescriptor: fileDescriptor, original: original, raw: raw)
  }

  /// Puts back the terminal's own settings for a while, as the app is suspended to the shell;
  /// ``resume()`` switches raw mode on again. Nothing once restored for good.
  public func pause() {
    isRestored.withLock { done in
      guard !done else { return }
      var settings = original
      _ = tcsetattr(fileDescriptor, TCSANOW, &settings)
    }
  }

  /// Raw mode again after ``pause()``, as the app comes back to the foreground.
  public func resume() {
    isRestored.withLock { done in
      guard !done else { return }
      var settings = raw
      _ = tcsetattr(fileDescriptor, TCSANOW, &settings)
    }
  }

  /// Puts back the settings the terminal had before ``enable(fileDescriptor:)``; idempotent.
  public func restore() {
    let isFirst = isRestored.withLock { done in
      defer { done = true }
      return !done
    }
    guard isFirst else { return }
    var settings = original
    _ = tcsetattr(fileDescriptor, TCSANOW, &settings)
  }
}
