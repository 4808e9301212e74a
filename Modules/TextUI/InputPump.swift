import Foundation

/// The loop that ``InputReader`` runs on its thread: poll, read, decode, yield.
struct InputPump: Sendable {
  let fileDescriptor: Int32
  let mode: InputReader.Mode
  let stopSignal: StopSignal
  let continuation: AsyncStream<InputEvent>.Continuation

  /// Reads until end of input, an unrecoverable error, or a stop request.
  func run() {
    var keys = KeyDecoder()
    var lines = LineSplitter()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while waitForInput() {
      let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        let bytes = buffer[0..<count]
        switch mode {
        case .keys:
          for key in keys.decode(bytes) { continuation.yield(.key(key)) }
        case .lines:
          for line in lines.append(bytes) { continuation.yield(.line(line)) }
        }
        continue
      }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      // End of input, or an error that ends it just the same.
      switch mode {
      case .keys:
        for key in keys.flush() { continuation.yield(.key(key)) }
      case .lines:
        if let last = lines.finish() { continuation.yield(.line(last)) }
      }
      continuation.yield(.end)
      break
    }
    continuation.finish()
  }

  /// Blocks until the descriptor can be read; returns false once a stop was requested.
  private func waitForInput() -> Bool {
    let readable = Int16(POLLIN | POLLHUP | POLLERR)
    // Without a wake pipe the only way to notice a stop is to look again now and then.
    let timeout: Int32 = stopSignal.wakeDescriptor >= 0 ? -1 : 100
    while !stopSignal.isSignalled {
      var descriptors = [
        pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stopSignal.wakeDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        // poll itself failed; let read(2) report the descriptor's state.
        return !stopSignal.isSignalled
      }
      if descriptors[1].revents != 0 { return false }
      if descriptors[0].revents & readable != 0 { return true }
      if descriptors[0].revents & Int16(POLLNVAL) != 0 { return true }
    }
    return false
  }
}
