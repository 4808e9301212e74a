import CCurl
import Dispatch
import FlyingFox
import Foundation
import HTTPTesting
import Synchronization
import Testing

@testable import Networking

/// Failures of libcurl calls a loopback server cannot provoke, injected through ``CurlHooks``,
/// and the multi handle's limits.
@Suite struct CurlFaultInjectionTests {
  private static let ok: LoopbackServer.Route = (
    "GET /ok", { _ in Reply(statusCode: .ok, body: Data("ok".utf8)) }
  )

  @Test func aHeaderThatCannotBeAddedFailsTheRequestAndNothingIsSent() async throws {
    let received = Mutex(0)
    try await LoopbackServer.with([
      (
        "GET /ok",
        { _ in
          received.withLock { $0 += 1 }
          return Reply(statusCode: .ok)
        }
      )
    ]) { server throws in
      var hooks = CurlHooks.live
      hooks.appendHeader = { list, line in
        line.hasPrefix("Authorization") ? nil : curl_slist_append(list, line)
      }
      let client = CurlHTTPClient(configuration: .init(), hooks: hooks)
      let request = Request(
        url: server.url("/ok"), headers: ["Accept": "text/plain", "Authorization": "Bearer secret"])
      let error = await #expect(throws: HTTPError.self) { try await client.send(request) }
      #expect(
        error
          == .transport(
            code: Int(CURLE_OUT_OF_MEMORY.rawValue),
            message: "out of memory while setting up the request; nothing was sent"))
      #expect(received.withLock { $0 } == 0, "the request never went out without its Authorization")
      // The next request, whose headers can be added, goes out as usual on the same client.
      #expect(try await client.send(Request(url: server.url("/ok"))).status == 200)
      client.shutdown()
    }
  }

  @Test func aFailingPollFailsTheRunningTransfersAndDoesNotSpin() async throws {
    try await LoopbackServer.with([Self.ok]) { server throws in
      let polls = Mutex(0)
      var hooks = CurlHooks.live
      hooks.poll = { _, _ in
        polls.withLock { $0 += 1 }
        return CURLM_INTERNAL_ERROR
      }
      let client = CurlHTTPClient(configuration: .init(), hooks: hooks)
      let error = await #expect(throws: HTTPError.self) {
        try await client.send(Request(url: server.url("/ok")))
      }
      guard case .transport(_, let message)? = error else {
        Issue.record("expected a transport error, got \(String(describing: error))")
        return
      }
      #expect(message.hasPrefix("curl_multi_poll failed: "))
      let clock = ContinuousClock()
      let start = clock.now
      let before = polls.withLock { $0 }
      try await Task.sleep(for: .milliseconds(500))
      let after = polls.withLock { $0 }
      let elapsed = start.duration(to: clock.now)
      // The loop pauses 100 ms after each failure, so the calls counted are at least 100 ms apart:
      // no more than one per 100 ms of the time that actually went by, and one more for the call
      // the window opened on. A busy machine stretches the window and the bound with it; a
      // spinning loop makes thousands of calls in it.
      let most = Int(elapsed / .milliseconds(100)) + 1
      #expect(after - before <= most, "\(after - before) calls in \(elapsed)")
      client.shutdown()
    }
  }

  @Test func aFailingPerformFailsTheRunningTransfers() async throws {
    try await LoopbackServer.with([Self.ok]) { server throws in
      var hooks = CurlHooks.live
      hooks.perform = { _, _ in CURLM_OUT_OF_MEMORY }
      let client = CurlHTTPClient(configuration: .init(), hooks: hooks)
      let error = await #expect(throws: HTTPError.self) {
        try await client.send(Request(url: server.url("/ok")))
      }
      guard case .transport(let code, let message)? = error else {
        Issue.record("expected a transport error, got \(String(describing: error))")
        return
      }
      #expect(code == Int(CURLM_OUT_OF_MEMORY.rawValue))
      #expect(message.hasPrefix("curl_multi_perform failed: "))
      client.shutdown()
    }
  }

  /// A hang guard, not a timing claim: both shutdowns return as soon as the thread has stopped,
  /// and only a shutdown that never returns takes a minute.
  private static let hangGuard = DispatchTimeInterval.seconds(60)

  @Test func twoShutdownsAtOnceBothWaitForTheThreadToStop() async throws {
    let events = Recorder<String>()
    let onTheirWay = DispatchSemaphore(value: 0)
    var hooks = CurlHooks.live
    // The thread finishes stopping only once both calls are on their way, so the second one
    // meets a thread that is stopping but not stopped.
    hooks.willCleanUp = {
      for _ in 0..<2 { onTheirWay.wait() }
      events.record("thread stopped")
    }
    let client = CurlHTTPClient(configuration: .init(), hooks: hooks)
    let returned = DispatchSemaphore(value: 0)
    for _ in 0..<2 {
      DispatchQueue.global().async {
        onTheirWay.signal()
        client.shutdown()
        events.record("returned")
        returned.signal()
      }
    }
    let bothReturned = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        let results = (0..<2).map { _ in returned.wait(timeout: .now() + Self.hangGuard) }
        continuation.resume(returning: results.allSatisfy { $0 == .success })
      }
    }

    #expect(bothReturned)
    #expect(
      events.all == ["thread stopped", "returned", "returned"], "no call returns before the thread stops")
  }

  @Test func noMoreThanSixConnectionsGoToOneHostAtOnce() async throws {
    let open = Mutex((now: 0, most: 0))
    try await LoopbackServer.with([
      (
        "GET /slow",
        { _ in
          open.withLock {
            $0.now += 1; $0.most = max($0.most, $0.now)
          }
          try await Task.sleep(for: .milliseconds(150))
          open.withLock { $0.now -= 1 }
          return Reply(statusCode: .ok)
        }
      )
    ]) { server throws in
      let client = CurlHTTPClient()
      try await withThrowingTaskGroup(of: Int.self) { group in
        for _ in 0..<12 {
          group.addTask { try await client.send(Request(url: server.url("/slow"))).status }
        }
        for try await status in group { #expect(status == 200) }
      }
      #expect(open.withLock { $0.most } <= CurlDriver.maxHostConnections)
      client.shutdown()
    }
  }
}
