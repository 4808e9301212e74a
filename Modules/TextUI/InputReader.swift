import Foundation

/// Reads standard input (or any descriptor) on one dedicated thread and delivers events.
///
/// The blocking `read(2)` calls happen on a `Thread` of the reader's own, never on the main
/// actor or the cooperative pool, so a UI waiting for input blocks nothing else. Reading starts
/// when the reader is created; events wait in the stream until consumed.
public final class InputReader: Sendable {
  /// How input is split into events.
  public enum Mode: Sendable {
    /// One ``InputEvent/key(_:)`` per keystroke (use with ``RawMode``).
    case keys
    /// One ``InputEvent/line(_:)`` per line, for piped input and plain mode.
    case lines
  }

  /// The events read, ending with ``InputEvent/end`` at end of input.
  ///
  /// In keys mode each keystroke is a `.key`; in lines mode each line is a `.line` without its
  /// newline, with a trailing "\r" stripped and invalid UTF-8 replaced by U+FFFD. The stream
  /// finishes after `.end`, or without it after ``stop()``. It has a single consumer.
  public var events: AsyncStream<InputEvent> { stream }

  private let stream: AsyncStream<InputEvent>
  private let stopSignal: StopSignal

  /// Starts reading `fileDescriptor` in `mode`; the descriptor stays owned by the caller.
  public init(fileDescriptor: Int32 = STDIN_FILENO, mode: Mode) {
    let (stream, continuation) = AsyncStream<InputEvent>.makeStream()
    let stopSignal = StopSignal()
    self.stream = stream
    self.stopSignal = stopSignal
    continuation.onTermination = { _ in stopSignal.signal() }
    let pump = InputPump(
      fileDescriptor: fileDescriptor, mode: mode, stopSignal: stopSignal, continuation: continuation)
    let thread = Thread { pump.run() }
    thread.name = "TextUI.InputReader"
    thread.start()
  }

  deinit {
    stopSignal.signal()
  }

  /// Stops reading and finishes ``events``; calling it again does nothing.
  public func stop() {
    stopSignal.signal()
  }
}
