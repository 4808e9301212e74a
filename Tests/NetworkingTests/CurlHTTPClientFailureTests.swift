import FlyingFox
import Foundation
import HTTPTesting
import Networking
import Testing

/// Requests that end in a typed error.
@Suite struct CurlHTTPClientFailureTests {
  /// Sends `request` and returns its error, or nil if it unexpectedly succeeded.
  private func failure(of request: Request, client: CurlHTTPClient = CurlHTTPClient()) async -> HTTPError? {
    do {
      _ = try await client.send(request)
      return nil
    } catch {
      return error
    }
  }

  /// The server holds its answer past the end of the test, so a `.timeout` can only be the
  /// client giving up; how soon after the 300 ms it returns is the machine's speed, so only the
  /// lower bound is checked: it did not give up early.
  @Test func slowServerTimesOut() async throws {
    try await LoopbackServer.with([
      (
        "GET /slow",
        { _ in
          try await Task.sleep(for: LoopbackServer.hangGuard)
          return Reply(statusCode: .ok)
        }
      )
    ]) { server in
      var request = Request(url: server.url("/slow"))
      request.timeout = .milliseconds(300)
      let clock = ContinuousClock()
      let start = clock.now
      let error = await failure(of: request)
      #expect(error == .timeout)
      #expect(clock.now - start >= .milliseconds(300), "it gave up before its timeout")
    }
  }

  @Test func refusedConnectionIsAConnectError() async throws {
    let error = try await RefusedPort.with { refused in
      await failure(of: Request(url: refused.baseURL + "/"))
    }
    #expect(error == .connect(host: "127.0.0.1"))
    #expect(error?.isUnreachable == true)
  }

  @Test(arguments: [
    "not a url", "ftp://example.com/file", "example.com/path", "http://exa mple.com/", "http://", "",
  ])
  func malformedURLsAreInvalid(url: String) async {
    let error = await failure(of: Request(url: url))
    #expect(error == .invalidURL(url))
  }

  @Test func badURLSyntaxInsideHTTPIsReportedByLibcurl() async {
    let url = "http://[::1/"
    #expect(await failure(of: Request(url: url)) == .invalidURL(url))
  }

  @Test func declaredBodyOverTheCapIsRefused() async throws {
    let big = Data(repeating: 0x61, count: 50_000)
    try await LoopbackServer.with([
      ("GET /big", { _ in Reply(statusCode: .ok, body: big) })
    ]) { server in
      var request = Request(url: server.url("/big"))
      request.maxBodyBytes = 10_000
      #expect(await failure(of: request) == .tooLarge(limit: 10_000))
      let client = CurlHTTPClient(configuration: .init(maxBodyBytes: 1_000))
      #expect(await failure(of: Request(url: server.url("/big")), client: client) == .tooLarge(limit: 1_000))
    }
  }

  @Test func streamedBodyOverTheCapStopsTheTransfer() async throws {
    // Chunked, so libcurl cannot know the size up front: the write callback must stop it. The
    // body would take the server over eight minutes to send; it lets go of it only once the
    // client has hung up.
    let produced = Counter()
    let released = Flag()
    let body = ScriptedBody(
      chunkSize: 32_768, count: 100_000, pause: .milliseconds(5), produced: produced, released: released)
    try await LoopbackServer.with([
      ("GET /stream", { _ in Reply(statusCode: .ok, body: HTTPBodySequence(from: body)) })
    ]) { server in
      var request = Request(url: server.url("/stream"))
      request.maxBodyBytes = 100_000
      #expect(await failure(of: request) == .tooLarge(limit: 100_000))
      let isReleased = await released.wait()
      #expect(isReleased, "the server is still sending after the client gave up")
      // What was sent before the connection closed: the cap, and what socket buffers took.
      #expect(produced.value < 8_000_000)
    }
  }

  @Test func redirectLoopIsTooManyRedirects() async throws {
    try await LoopbackServer.with([
      ("GET /loop", { _ in Reply.make(.found, [("Location", "/loop")]) })
    ]) { server in
      #expect(await failure(of: Request(url: server.url("/loop"))) == .tooManyRedirects)
    }
  }

  @Test func atMostFiveRedirectsAreFollowed() async throws {
    try await LoopbackServer.with([
      (
        "GET /countdown",
        { request in
          let left = Int(request.query["n"] ?? "") ?? 0
          guard left > 0 else { return Reply.make(.ok, body: Data("done".utf8)) }
          return Reply.make(.found, [("Location", "/countdown?n=\(left - 1)")])
        }
      )
    ]) { server in
      let five = try await CurlHTTPClient().send(Request(url: server.url("/countdown?n=5")))
      #expect(five.url == server.url("/countdown?n=0"))
      #expect(await failure(of: Request(url: server.url("/countdown?n=6"))) == .tooManyRedirects)
    }
  }

  @Test func redirectToAnotherSchemeIsRefused() async throws {
    try await LoopbackServer.with([
      ("GET /ftp", { _ in Reply.make(.found, [("Location", "ftp://127.0.0.1/file")]) })
    ]) { server in
      let error = await failure(of: Request(url: server.url("/ftp")))
      #expect(error == .invalidURL("ftp://127.0.0.1/file"))
    }
  }

  @Test func headerValuesWithLineBreaksAreRejectedWithoutShowingTheValue() async {
    let request = Request(
      url: "http://127.0.0.1:9/", headers: ["Authorization": "Bearer secret-token\r\nX-Evil: 1"])
    let error = await failure(of: request)
    guard case .transport(let code, _)? = error else {
      Issue.record("expected a transport error, got \(String(describing: error))")
      return
    }
    #expect(code == 43)
    #expect(error?.description.contains("secret") == false)
    #expect(error?.description.contains("Authorization") == true)
  }

  @Test func shutdownIsIdempotentAndFailsLaterRequests() async {
    let client = CurlHTTPClient()
    client.shutdown()
    client.shutdown()
    #expect(await failure(of: Request(url: "http://127.0.0.1:9/"), client: client) == .cancelled)
  }
}
