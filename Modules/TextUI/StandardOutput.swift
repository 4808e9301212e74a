import Foundation

/// Writes to standard output (or another descriptor) with `write(2)`, unbuffered.
///
/// Each call is written out completely before it returns, so a whole screen written in one
/// call reaches the terminal together and nothing waits in a stdio buffer. Mixing it with
/// `print` is safe only if stdout is flushed first, since `print` buffers.
public final class StandardOutput: TextOutput {
  private let fileDescriptor: Int32

  /// Creates an output writing to `fileDescriptor`, standard output by default.
  public init(fileDescriptor: Int32 = STDOUT_FILENO) {
    self.fileDescriptor = fileDescriptor
  }

  /// Writes all of `text`, retrying after partial writes and interrupted calls.
  ///
  /// Write errors such as a closed pipe end the write silently: there is nowhere left to
  /// report them.
  public func write(_ text: String) {
    // Anything the program printed through stdio must come out before this.
    fflush(nil)
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(fileDescriptor, base + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else if written < 0, errno == EAGAIN {
          // A non-blocking descriptor is full: wait until it drains instead of spinning.
          var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&descriptor, 1, 100)
        } else {
          return
        }
      }
    }
  }
}
