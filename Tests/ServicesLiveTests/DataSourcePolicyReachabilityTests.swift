import FlyingFox
import Foundation
import HTTPTesting
import Models
import Networking
import ServicesLive
import Synchronization
import Testing

/// Per-host reachability against real loopback servers: one refuses, then comes back.
struct DataSourcePolicyReachabilityTests {
  private static let ping: LoopbackServer.Route = (
    "GET /ping", { _ in HTTPResponse(statusCode: .ok, body: Data("pong".utf8)) }
  )

  private func fetch(
    _ policy: DataSourcePolicy, _ client: CurlHTTPClient, _ baseURL: String
  ) async throws -> DataSourcePolicy.Sourced<String> {
    try await policy.fetch(
      from: baseURL,
      live: {
        String(decoding: try await client.send(HTTPRequest(url: baseURL + "/ping")).body, as: UTF8.self)
      },
      offline: { "sample" })
  }

  /// The host that refuses, then comes back.
  private static let flakyHost = "127.0.0.2"

  @Test func aRefusingHostFallsBackAloneAndIsLiveAgainOnceItAccepts() async throws {
    let now = Mutex(DataSourcePolicyTests.start)
    let policy = DataSourcePolicy(
      mode: .auto, now: { now.withLock { $0 } }, timeZone: DataSourcePolicyTests.utc)
    let client = CurlHTTPClient()
    defer { client.shutdown() }

    try await LoopbackServer.with([Self.ping]) { healthy in
      // The port is held while it refuses: a stopped server's port could be handed to another
      // test's server in between, whose answer (or reset) is not a refusal. On 127.0.0.2, where
      // no other test's server binds, it cannot be handed away before it is taken back either.
      let port = try await RefusedPort.with(host: Self.flakyHost) { refusing in
        let refused = try await fetch(policy, client, refusing.baseURL)
        #expect(refused.value == "sample")
        #expect(
          refused.origin
            == .offline(
              reason:
                "\(Self.flakyHost):\(refusing.port) is unreachable (could not connect to \(Self.flakyHost)); "
                + "trying it again after 13:53:50"))
        #expect(
          try await fetch(policy, client, healthy.baseURL).origin == .live, "the other host stays live")
        return refusing.port
      }
      let flaky = "http://\(Self.flakyHost):\(port)"

      let received = Mutex(0)
      let back = try await LoopbackServer.start(
        [
          (
            "GET /ping",
            { _ in
              received.withLock { $0 += 1 }
              return HTTPResponse(statusCode: .ok, body: Data("pong".utf8))
            }
          )
        ], host: Self.flakyHost, port: port)
      now.withLock { $0 = DataSourcePolicyTests.start.addingTimeInterval(29) }
      #expect(try await fetch(policy, client, flaky).value == "sample")
      #expect(received.withLock { $0 } == 0, "nothing is sent to the host before its retry time")

      now.withLock { $0 = DataSourcePolicyTests.start.addingTimeInterval(30) }
      let again = try await fetch(policy, client, flaky)
      #expect(again.value == "pong")
      #expect(again.origin == .reconnected(host: "\(Self.flakyHost):\(port)"))
      #expect(again.origin.banner == "back online: live data from \(Self.flakyHost):\(port) again")
      #expect(try await fetch(policy, client, flaky).origin == .live)
      await back.stop()
    }
  }
}
