import FlyingSocks
import Foundation

/// A port on 127.0.0.1 that refuses every connection: a socket bound to it that never listens.
///
/// A stopped server's port stands in badly for a host that cannot be reached: while tests run
/// in parallel, the system can hand the freed port to another test's server, which then answers.
/// A held port cannot be taken, so connecting to it is refused for as long as the body runs.
public struct RefusedPort: Sendable {
  /// The port held.
  public let port: UInt16

  /// `http://127.0.0.1:PORT`, with no trailing slash.
  public var baseURL: String { "http://127.0.0.1:\(port)" }

  /// Holds a port the system picks while `body` runs, then lets it go.
  public static func with<T>(_ body: (RefusedPort) async throws -> T) async throws -> T {
    let socket = try Socket(domain: AF_INET, type: .stream)
    defer { try? socket.close() }
    try socket.bind(to: .inet(ip4: "127.0.0.1", port: 0))
    guard case .ip4(_, let port) = try socket.sockname() else { throw SocketError.unsupportedAddress }
    return try await body(RefusedPort(port: port))
  }
}
