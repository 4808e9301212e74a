import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// A FlyingFox server on 127.0.0.1 (an OS-chosen port) answering every `GET /api/…` with
/// `reply`, and recording the request targets it saw.
final class RandomUserTestServer: Sendable {
  private let server: HTTPServer
  private let task: Task<Void, any Error>
  private let recorder: RecordingTargets
  let port: UInt16

  /// The base URL to configure the service with.
  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// The raw request targets received, path and query: `/api/1.4/?results=…`.
  var received: [String] { recorder.targets.withLock { $0 } }

  private init(server: HTTPServer, task: Task<Void, any Error>, recorder: RecordingTargets, port: UInt16) {
    self.server = server
    self.task = task
    self.recorder = recorder
    self.port = port
  }

  /// Starts a server and runs `body` against it, stopping the server afterwards.
  static func with<T>(
    reply: @escaping @Sendable (FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse,
    _ body: (RandomUserTestServer) async throws -> T
  ) async throws -> T {
    let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
    let recorder = RecordingTargets()
    await server.appendRoute("GET /api/*") { request in
      recorder.append(request.target.rawValue)
      return try await reply(request)
    }
    let task = Task { try await server.run() }
    try await server.waitUntilListening()
    guard case .ip4(_, let port)? = await server.listeningAddress else {
      task.cancel()
      throw SocketError.unsupportedAddress
    }
    let testServer = RandomUserTestServer(server: server, task: task, recorder: recorder, port: port)
    defer { task.cancel() }
    do {
      let result = try await body(testServer)
      await server.stop(timeout: 0)
      return result
    } catch {
      await server.stop(timeout: 0)
      throw error
    }
  }

  /// A response with a status, headers and a body.
  static func reply(_ status: HTTPStatusCode, _ headers: [(String, String)] = [], body: String)
    -> FlyingFox.HTTPResponse
  {
    var fields = FlyingFox.HTTPHeaders()
    for (name, value) in headers {
      fields[HTTPHeader(name)] = value
    }
    return FlyingFox.HTTPResponse(statusCode: status, headers: fields, body: Data(body.utf8))
  }
}

/// Request targets, appended from the server's connection tasks and read by the test.
private final class RecordingTargets: Sendable {
  let targets = Mutex<[String]>([])

  func append(_ target: String) {
    targets.withLock { $0.append(target) }
  }
}
