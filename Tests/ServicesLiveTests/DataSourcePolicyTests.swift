import Models
import Networking
import ServicesLive
import Synchronization
import Testing

struct DataSourcePolicyTests {
  @Test func autoFallsBackOnADNSOrConnectFailureAndStaysOffline() async throws {
    let policy = DataSourcePolicy(mode: .auto)
    let liveCalls = Mutex(0)

    let first = try await policy.fetch(
      live: { () async throws -> String in
        liveCalls.withLock { $0 += 1 }
        throw HTTPError.dns(host: "api.github.com")
      },
      offline: { "sample" })
    #expect(first.value == "sample")
    #expect(
      first.origin
        == .offline(reason: "the network is unreachable; the first failure was looking up api.github.com"))
    #expect(first.origin.banner?.hasPrefix("offline (") == true)

    let second = try await policy.fetch(
      live: {
        liveCalls.withLock { $0 += 1 }; return "live"
      }, offline: { "sample" })
    #expect(second.value == "sample")
    #expect(liveCalls.withLock { $0 } == 1, "once unreachable, auto stops trying the network")
  }

  @Test func autoShowsOtherErrorsInsteadOfFallingBack() async {
    let policy = DataSourcePolicy(mode: .auto)
    await #expect(throws: HTTPError.timeout) {
      try await policy.fetch(
        live: { () async throws -> String in throw HTTPError.timeout }, offline: { "sample" })
    }
    let connect = try? await policy.fetch(
      live: { () async throws -> String in throw HTTPError.connect(host: "127.0.0.1") }, offline: { "sample" }
    )
    #expect(
      connect?.origin
        == .offline(reason: "the network is unreachable; the first failure was connecting to 127.0.0.1"))
  }

  @Test func liveShowsTheErrorAndOfflineNeverTouchesTheNetwork() async throws {
    await #expect(throws: HTTPError.connect(host: "example.com")) {
      try await DataSourcePolicy(mode: .live).fetch(
        live: { () async throws -> String in throw HTTPError.connect(host: "example.com") },
        offline: { "sample" })
    }
    let offline = try await DataSourcePolicy(mode: .offline).fetch(
      live: { () async throws -> String in
        Issue.record("the network was touched"); return "live"
      },
      offline: { "sample" })
    #expect(offline.value == "sample")
    #expect(offline.origin == .offline(reason: nil))
    #expect(offline.origin.banner == "offline: showing bundled sample data")
  }

  @Test func liveDataHasNoBanner() async throws {
    let result = try await DataSourcePolicy(mode: .auto).fetch(live: { "live" }, offline: { "sample" })
    #expect(result.origin == .live)
    #expect(result.origin.banner == nil)
  }
}
