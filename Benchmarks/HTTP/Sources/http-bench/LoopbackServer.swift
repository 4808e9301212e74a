import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A minimal keep-alive HTTP/1.1 server on 127.0.0.1 with a thread per connection.
///
/// It answers every request with the same small response in a single `send`, with
/// TCP_NODELAY, so the server adds as little time as possible and the client is what
/// the benchmark measures. It understands only body-less requests, which is all it gets.
final class LoopbackServer: Sendable {
  /// The port the kernel chose.
  let port: UInt16
  /// The number of requests answered so far.
  var requestCount: Int { requests.load(ordering: .relaxed) }

  private let listener: Int32
  private let requests = Atomic<Int>(0)
  private static let response = Array(
    "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 13\r\n\r\nhello, world\n".utf8
  )
  /// The body every response carries, for checking what clients received.
  static let body = Data("hello, world\n".utf8)

  init() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw POSIXError(.EMFILE) }
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
        bind(listener, raw, length) == 0 && listen(listener, 128) == 0
          && getsockname(listener, raw, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      throw POSIXError(.EADDRNOTAVAIL)
    }
    self.listener = listener
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in acceptLoop() }
    thread.name = "loopback-accept"
    thread.start()
  }

  /// Stops accepting; open connections end when their clients close them.
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      var yes: Int32 = 1
      setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      let thread = Thread { [self] in serve(connection) }
      thread.name = "loopback-connection"
      thread.start()
    }
  }

  /// Answers each request that ends in a blank line, until the client closes.
  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return }
      buffer.append(contentsOf: chunk[0..<count])
      while let end = Self.endOfHead(in: buffer) {
        buffer.removeFirst(end)
        let sent = Self.response.withUnsafeBytes {
          send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        guard sent == Self.response.count else { return }
        requests.add(1, ordering: .relaxed)
      }
    }
  }

  /// The index just past the first "\r\n\r\n", if a whole request head has arrived.
  private static func endOfHead(in buffer: [UInt8]) -> Int? {
    guard buffer.count >= 4 else { return nil }
    for index in 3..<buffer.count
    where buffer[index] == 10 && buffer[index - 1] == 13 && buffer[index - 2] == 10 && buffer[index - 3] == 13
    {
      return index + 1
    }
    return nil
  }
}
