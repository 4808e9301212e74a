import FlyingFox
import Foundation
import HTTPTesting
import Networking
import Testing

/// Progress reporting and cancellation, which both follow a transfer while it runs.
@Suite struct CurlHTTPClientProgressTests {
  @Test func progressClimbsToTheBodySizeWithTheExpectedLength() async throws {
    let body = ScriptedBody(chunkSize: 20_000, count: 15, pause: .milliseconds(2))
    try await LoopbackServer.with([
      (
        "GET /file",
        { _ in Reply(statusCode: .ok, body: HTTPBodySequence(from: body, count: body.totalBytes)) }
      )
    ]) { server in
      let events = Recorder<(Int64, Int64?)>()
      let response = try await CurlHTTPClient().send(Request(url: server.url("/file"))) {
        received, expected in
        events.record((received, expected))
      }
      let recorded = events.all
      #expect(response.body.count == 300_000)
      #expect(recorded.count >= 2)
      #expect(zip(recorded, recorded.dropFirst()).allSatisfy { $0.0 < $1.0 }, "strictly increasing")
      #expect(recorded.last?.0 == 300_000)
      #expect(recorded.allSatisfy { $0.1 == 300_000 })
    }
  }

  @Test func progressWithoutContentLengthHasNoExpectedTotal() async throws {
    let body = ScriptedBody(chunkSize: 10_000, count: 3, pause: .milliseconds(2))
    try await LoopbackServer.with([
      ("GET /chunked", { _ in Reply(statusCode: .ok, body: HTTPBodySequence(from: body)) })
    ]) { server in
      let events = Recorder<(Int64, Int64?)>()
      let response = try await CurlHTTPClient().send(Request(url: server.url("/chunked"))) {
        received, expected in
        events.record((received, expected))
      }
      #expect(response.body.count == 30_000)
      #expect(!events.all.isEmpty)
      #expect(events.all.allSatisfy { $0.1 == nil })
    }
  }

  // What a user notices is that cancelling does not wait for a stalled server; how fast it
  // returns on a loaded machine is a speed figure, which belongs in a benchmark, not a test.
  @Test func cancellingMidBodyDoesNotWaitForAStalledServer() async throws {
    // 1,000 bytes arrive, then the server stalls for a minute (past the test's end) before the
    // rest: returning before the stall ends is returning without waiting for it.
    let stall = LoopbackServer.hangGuard
    let body = ScriptedBody(chunkSize: 1_000, count: 10, pause: stall)
    try await LoopbackServer.with([
      (
        "GET /stall",
        { _ in Reply(statusCode: .ok, body: HTTPBodySequence(from: body, count: body.totalBytes)) }
      )
    ]) { server in
      let client = CurlHTTPClient()
      let (started, startedSignal) = AsyncStream.makeStream(of: Void.self)
      let task = Task { () -> Result<Networking.HTTPResponse, HTTPError> in
        do throws(HTTPError) {
          return .success(
            try await client.send(Request(url: server.url("/stall"))) { received, _ in
              if received > 0 { startedSignal.yield() }
            })
        } catch {
          return .failure(error)
        }
      }
      for await _ in started { break }
      let clock = ContinuousClock()
      let cancelledAt = clock.now
      task.cancel()
      let result = await task.value
      let elapsed = clock.now - cancelledAt
      #expect(result == .failure(.cancelled))
      #expect(elapsed < stall, "waited \(elapsed), as long as the server's stall")
    }
  }

  @Test func aTaskCancelledBeforeSendingNeverStarts() async {
    let client = CurlHTTPClient()
    let task = Task { () -> HTTPError? in
      while !Task.isCancelled { await Task.yield() }
      do throws(HTTPError) {
        _ = try await client.send(Request(url: "http://127.0.0.1:9/"))
        return nil
      } catch {
        return error
      }
    }
    task.cancel()
    #expect(await task.value == .cancelled)
  }
}
