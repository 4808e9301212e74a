import Foundation
import Models
import Networking
import ServicesLive
import Synchronization
import Testing

struct DataSourcePolicyTests {
  static let utc = TimeZone(identifier: "UTC")!
  static let start = Date(timeIntervalSince1970: 1_767_362_000)  // 13:53:20 UTC

  @Test func autoFallsBackForTheHostThatFailedAndLeavesItAloneForThirtySeconds() async throws {
    let now = Mutex(Self.start)
    let policy = DataSourcePolicy(mode: .auto, now: { now.withLock { $0 } }, timeZone: Self.utc)
    let liveCalls = Mutex(0)

    let first = try await policy.fetch(
      from: "https://api.github.com/search/repositories?q=a",
      live: { () async throws -> String in
        liveCalls.withLock { $0 += 1 }
        throw HTTPError.dns(host: "api.github.com")
      },
      offline: { "sample" })
    #expect(first.value == "sample")
    let reason =
      "api.github.com is unreachable (could not resolve host api.github.com); trying it again after 13:53:50"
    #expect(first.origin == .offline(reason: reason))
    #expect(first.origin.banner == "offline, showing bundled sample data: \(reason)")

    now.withLock { $0 = Self.start.addingTimeInterval(29) }
    let second = try await policy.fetch(
      from: "https://api.github.com/search/repositories?q=b",
      live: {
        liveCalls.withLock { $0 += 1 }
        return "live"
      }, offline: { "sample" })
    #expect(second.value == "sample")
    #expect(liveCalls.withLock { $0 } == 1, "within 30 s the host is not asked again")

    let other = try await policy.fetch(
      from: "https://randomuser.me", live: { "people" }, offline: { "sample" })
    #expect(other.value == "people")
    #expect(other.origin == .live, "another host is not affected")
  }

  @Test func autoShowsOtherErrorsInsteadOfFallingBack() async {
    let policy = DataSourcePolicy(mode: .auto, timeZone: Self.utc)
    await #expect(throws: HTTPError.timeout) {
      try await policy.fetch(
        from: "https://a.test", live: { () async throws -> String in throw HTTPError.timeout },
        offline: { "sample" })
    }
    let timedOut = try? await policy.fetch(
      from: "http://10.1.2.3:8080/x",
      live: { () async throws -> String in throw HTTPError.connectTimeout(host: "10.1.2.3") },
      offline: { "sample" })
    #expect(timedOut?.value == "sample", "a connect timeout counts as unreachable")
    guard case .offline(let reason?) = timedOut?.origin else {
      Issue.record("expected a fallback")
      return
    }
    #expect(reason.hasPrefix("10.1.2.3:8080 is unreachable (could not connect to 10.1.2.3 in time)"))
  }

  @Test func liveShowsTheErrorAndOfflineNeverTouchesTheNetwork() async throws {
    await #expect(throws: HTTPError.connect(host: "example.com")) {
      try await DataSourcePolicy(mode: .live).fetch(
        from: "https://example.com",
        live: { () async throws -> String in throw HTTPError.connect(host: "example.com") },
        offline: { "sample" })
    }
    let offline = try await DataSourcePolicy(mode: .offline).fetch(
      from: "https://example.com",
      live: { () async throws -> String in
        Issue.record("the network was touched")
        return "live"
      },
      offline: { "sample" })
    #expect(offline.value == "sample")
    #expect(offline.origin == .offline(reason: nil))
    #expect(offline.origin.banner == "offline: showing bundled sample data")
  }

  @Test func liveDataHasNoBanner() async throws {
    let result = try await DataSourcePolicy(mode: .auto).fetch(
      from: "https://example.com", live: { "live" }, offline: { "sample" })
    #expect(result.origin == .live)
    #expect(result.origin.banner == nil)
  }

  @Test func theBannerOfOtherScreensNeverCallsTheirDataSampleAndNeverShowsAPassedTime() async throws {
    let now = Mutex(Self.start)
    let policy = DataSourcePolicy(mode: .auto, now: { now.withLock { $0 } }, timeZone: Self.utc)
    #expect(policy.fallback == nil)
    _ = try await policy.fetch(
      from: "http://nonexistent.invalid/a.png",
      live: { () async throws -> String in throw HTTPError.dns(host: "nonexistent.invalid") },
      offline: { "sample" })
    let unreachable = "nonexistent.invalid is unreachable (could not resolve host nonexistent.invalid)"
    #expect(
      policy.fallback
        == "some screens show bundled sample data: \(unreachable); trying it again after 13:53:50")
    #expect(policy.fallback?.contains("showing bundled sample data") == false)

    now.withLock { $0 = Self.start.addingTimeInterval(31) }
    #expect(
      policy.fallback
        == "some screens show bundled sample data: \(unreachable); trying it again with the next request"
    )
  }
}
