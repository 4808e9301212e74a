import FlyingFox
import Foundation
import HTTPTesting
import Networking
import SessionRecording
import Synchronization
import Testing

/// The recording client against a loopback server: what reaches the session, and what never does.
@Suite struct RecordingHTTPClientTests {
  static let token = "ghp_sessionTestToken1234567890"

  @Test func anExchangeIsRecordedWithoutTheTokenAnywhereInTheFile() async throws {
    try await LoopbackServer.with([
      (
        "GET /search/repositories",
        { _ in .make(.ok, [("X-RateLimit-Remaining", "9")], body: "{\"items\":[]}") }
      )
    ]) { server in
      try await Self.inDirectory { directory in
        let path = directory.appendingPathComponent("run.session").path
        let recorder = try SessionRecorder(path: path, header: SessionTests.header) { .milliseconds(12) }
        let curl = CurlHTTPClient(configuration: .init())
        defer { curl.shutdown() }
        let client = RecordingHTTPClient(base: curl, recorder: recorder, secrets: [Self.token])
        let url = server.url("/search/repositories?q=swift")
        let request = Networking.HTTPRequest(
          url: url, headers: ["Authorization": "Bearer \(Self.token)", "Accept": "application/json"])
        let response = try await client.send(request, progress: nil)
        #expect(response.status == 200)
        recorder.close()

        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.range(of: Data(Self.token.utf8)) == nil, "the token's bytes are not in the file")
        let session = try Session.read(path: path)
        guard case .http(let exchange) = session.events.first?.payload else {
          Issue.record("no exchange recorded: \(session.events)")
          return
        }
        #expect(exchange.method == "GET")
        #expect(exchange.url == url)
        #expect(exchange.requestHeaders == [["Accept", "application/json"]])
        #expect(exchange.response?.status == 200)
        #expect(exchange.response?.httpResponse.body == Data("{\"items\":[]}".utf8))
        #expect(exchange.response?.httpResponse.headers["x-ratelimit-remaining"] == "9")
      }
    }
  }

  @Test func aTransportFailureIsRecordedAndThrownAsItWas() async throws {
    try await Self.inDirectory { directory in
      let path = directory.appendingPathComponent("run.session").path
      let recorder = try SessionRecorder(path: path, header: SessionTests.header) { .zero }
      try await RefusedPort.with { port in
        let curl = CurlHTTPClient(configuration: .init())
        defer { curl.shutdown() }
        let client = RecordingHTTPClient(base: curl, recorder: recorder, secrets: [])
        let error = await #expect(throws: HTTPError.self) {
          try await client.send(Networking.HTTPRequest(url: port.baseURL + "/x"), progress: nil)
        }
        recorder.close()
        let session = try Session.read(path: path)
        guard case .http(let exchange) = session.events.first?.payload else {
          Issue.record("no exchange recorded")
          return
        }
        #expect(exchange.response == nil)
        #expect(exchange.failure?.error == error)
      }
    }
  }

  /// A download's progress reaches the caller as it happens and the session too, each change
  /// once, ending with the whole body, so a replay can report it again.
  @Test func aDownloadsProgressIsPassedOnAndRecorded() async throws {
    let body = Data(repeating: 42, count: 40_000)
    try await LoopbackServer.with([("GET /image", { _ in .make(.ok, body: body) })]) { server in
      try await Self.inDirectory { directory in
        let path = directory.appendingPathComponent("run.session").path
        let recorder = try SessionRecorder(path: path, header: SessionTests.header) { .milliseconds(5) }
        let curl = CurlHTTPClient(configuration: .init())
        defer { curl.shutdown() }
        let client = RecordingHTTPClient(base: curl, recorder: recorder, secrets: [])
        let seen = ReplayTests.Log()
        _ = try await client.send(
          Networking.HTTPRequest(url: server.url("/image")),
          progress: { received, expected in
            seen.items.withLock { $0.append("\(received)/\(expected.map(String.init) ?? "?")") }
          })
        recorder.close()
        let session = try Session.read(path: path)
        guard case .http(let exchange) = session.events.first?.payload else {
          Issue.record("no exchange recorded")
          return
        }
        let marks = try #require(exchange.progress)
        #expect(marks.last == .init(at: 5, received: 40_000, expected: 40_000))
        let recorded = marks.map { "\($0.received)/\($0.expected.map(String.init) ?? "?")" }
        #expect(Set(recorded).count == recorded.count, "a repeated report is recorded once")
        var distinct: [String] = []
        for report in seen.items.withLock({ $0 }) where distinct.last != report { distinct.append(report) }
        #expect(recorded == distinct, "what the caller saw, as it changed")
      }
    }
  }

  static func inDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("session-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
  }
}
