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

  @Test func aRefusingHostFallsBackAloneAndIsLiveAgainOnceItAccepts() async throws {
    let now = Mutex(DataSourcePolicyTests.start)
    let policy = DataSourcePolicy(
      mode: .auto, now: { now.withLock { $0 } }, timeZone: DataSourcePolicyTests.utc)
    let client = CurlHTTPClient()
    defer { client.shutdown() }

    try await LoopbackServer.with([Self.ping]) { healthy in
      // The port is held while it refuses: a stopped server's port could be handed to another
      // test's server in between, whose answer (or reset) is not a refusal.
      let port = try await RefusedPort.with { refusing in
        let refused = try await fetch(policy, client, refusing.baseURL)
        #expect(refused.value == "sample")
        #expect(
          refused.origin
            == .offline(
              reason: "127.0.0.1:\(refusing.port) is unreachable (could not connect to 127.0.0.1); "
                + "trying it again after 13:53:50"))
        #expect(
          try await fetch(policy, client, healthy.baseURL).origin == .live, "the other host stays live")
        return refusing.port
      }
      let flaky = "http://127.0.0.1:\(port)"

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
        ], port: port)
      now.withLock { $0 = DataSourcePolicyTests.start.addingTimeInterval(29) }
      #expect(try await fetch(policy, client, flaky).value == "sample")
      #expect(received.withLock { $0 } == 0, "nothing is sent to the host before its retry time")

      now.withLock { $0 = DataSourcePolicyTests.start.addingTimeInterval(30) }
      let again = try await fetch(policy, client, flaky)
      #expect(again.value == "pong")
      #expect(again.origin == .reconnected(host: "127.0.0.1:\(port)"))
      #expect(again.origin.banner == "back online: live data from 127.0.0.1:\(port) again")
      #expect(try await fetch(policy, client, flaky).origin == .live)
      await back.stop()
    }
  }
}
