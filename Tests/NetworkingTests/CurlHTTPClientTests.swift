import FlyingFox
import Foundation
import HTTPTesting
import Networking
import Testing

/// Requests that succeed: statuses, headers, methods and bodies.
@Suite struct CurlHTTPClientTests {
  @Test func statusHeadersAndBodyOfA200() async throws {
    try await LoopbackServer.with([
      (
        "GET /hello",
        { _ in
          Reply.make(.ok, [("X-Test", "one"), ("Content-Type", "text/plain")], body: Data("hi".utf8))
        }
      )
    ]) { server in
      let response = try await CurlHTTPClient().send(Request(url: server.url("/hello")))
      #expect(response.status == 200)
      #expect(response.body == Data("hi".utf8))
      #expect(response.headers["x-test"] == "one")
      #expect(response.headers["Content-Type"] == "text/plain")
      #expect(response.url == server.url("/hello"))
    }
  }

  @Test func errorStatusesAreResponsesNotErrors() async throws {
    try await LoopbackServer.with([
      ("GET /missing", { _ in Reply(statusCode: .notFound, body: Data("nope".utf8)) }),
      ("GET /broken", { _ in Reply(statusCode: .internalServerError) }),
    ]) { server in
      let client = CurlHTTPClient()
      let missing = try await client.send(Request(url: server.url("/missing")))
      let broken = try await client.send(Request(url: server.url("/broken")))
      #expect(missing.status == 404)
      #expect(missing.body == Data("nope".utf8))
      #expect(broken.status == 500)
    }
  }

  @Test func postBodyAndHeadersReachTheServer() async throws {
    try await LoopbackServer.with([
      (
        "POST /echo",
        { request in
          let body = try await request.bodyData
          return Reply.make(
            .created,
            [
              ("X-Method", request.method.rawValue),
              ("X-Got-Type", request.header("Content-Type")),
              ("X-Got-Token", request.header("X-Token")),
            ],
            body: body
          )
        }
      )
    ]) { server in
      let payload = Data((0..<5_000).map { UInt8(truncatingIfNeeded: $0) })
      let request = Request(
        method: .post,
        url: server.url("/echo"),
        headers: ["Content-Type": "application/octet-stream", "X-Token": "abc"],
        body: payload
      )
      let response = try await CurlHTTPClient().send(request)
      #expect(response.status == 201)
      #expect(response.body == payload)
      #expect(response.headers["X-Method"] == "POST")
      #expect(response.headers["X-Got-Type"] == "application/octet-stream")
      #expect(response.headers["X-Got-Token"] == "abc")
    }
  }

  @Test(arguments: [HTTPMethod.put, .patch, .delete])
  func otherMethodsSendTheirVerbAndBody(method: Networking.HTTPMethod) async throws {
    try await LoopbackServer.with([
      (
        "/any",
        { request in
          let body = try await request.bodyData
          return Reply.make(.ok, [("X-Method", request.method.rawValue)], body: body)
        }
      )
    ]) { server in
      let request = Request(method: method, url: server.url("/any"), body: Data("payload".utf8))
      let response = try await CurlHTTPClient().send(request)
      #expect(response.headers["X-Method"] == method.rawValue)
      #expect(response.body == Data("payload".utf8))
    }
  }

  @Test func headReturnsHeadersWithoutABody() async throws {
    try await LoopbackServer.with([
      ("HEAD /file", { _ in Reply.make(.ok, [("X-Size", "3")]) })
    ]) { server in
      let response = try await CurlHTTPClient().send(Request(method: .head, url: server.url("/file")))
      #expect(response.status == 200)
      #expect(response.headers["X-Size"] == "3")
      #expect(response.body.isEmpty)
    }
  }

  @Test func userAgentComesFromConfigurationUnlessTheRequestSetsOne() async throws {
    try await LoopbackServer.with([
      ("GET /ua", { request in Reply.make(.ok, body: Data(request.header("User-Agent").utf8)) })
    ]) { server in
      let client = CurlHTTPClient(configuration: .init(userAgent: "reactor-demo-tests/1"))
      let configured = try await client.send(Request(url: server.url("/ua")))
      let overridden = try await client.send(
        Request(url: server.url("/ua"), headers: ["User-Agent": "custom/2"]))
      #expect(String(decoding: configured.body, as: UTF8.self) == "reactor-demo-tests/1")
      #expect(String(decoding: overridden.body, as: UTF8.self) == "custom/2")
    }
  }

  @Test func gzipBodiesAreDecoded() async throws {
    let text = String(repeating: "reactor-demo gzip line\n", count: 200)
    let compressed = try Gzip.compress(Data(text.utf8))
    #expect(compressed.count < text.utf8.count / 4)
    try await LoopbackServer.with([
      (
        "GET /gz",
        { request in
          Reply.make(
            .ok, [("Content-Encoding", "gzip"), ("X-Offered", request.header("Accept-Encoding"))],
            body: compressed)
        }
      )
    ]) { server in
      let response = try await CurlHTTPClient().send(Request(url: server.url("/gz")))
      #expect(String(decoding: response.body, as: UTF8.self) == text)
      #expect(response.headers["X-Offered"]?.contains("gzip") == true)
    }
  }

  @Test func redirectChainReportsTheFinalURL() async throws {
    try await LoopbackServer.with([
      ("GET /hop1", { _ in Reply.make(.found, [("Location", "/hop2")]) }),
      ("GET /hop2", { _ in Reply.make(.movedPermanently, [("Location", "/hop3")]) }),
      ("GET /hop3", { _ in Reply.make(.temporaryRedirect, [("Location", "/final")]) }),
      ("GET /final", { _ in Reply.make(.ok, [("X-Final", "yes")], body: Data("landed".utf8)) }),
    ]) { server in
      let response = try await CurlHTTPClient().send(Request(url: server.url("/hop1")))
      #expect(response.status == 200)
      #expect(response.url == server.url("/final"))
      #expect(String(decoding: response.body, as: UTF8.self) == "landed")
      #expect(response.headers["X-Final"] == "yes")
      #expect(response.headers["Location"] == nil, "only the final response's headers are kept")
    }
  }

  @Test func hundredConcurrentRequestsAllComplete() async throws {
    try await LoopbackServer.with([
      ("GET /n", { request in Reply(statusCode: .ok, body: Data((request.query["i"] ?? "?").utf8)) })
    ]) { server in
      let client = CurlHTTPClient()
      let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
        for index in 0..<100 {
          group.addTask {
            let response = try await client.send(Request(url: server.url("/n?i=\(index)")))
            return (index, String(decoding: response.body, as: UTF8.self))
          }
        }
        return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
      }
      #expect(bodies.count == 100)
      #expect(bodies.allSatisfy { String($0.key) == $0.value })
    }
  }

  @Test func sequentialRequestsReuseOneConnection() async throws {
    try await LoopbackServer.with([
      (
        "GET /port",
        { request in
          guard case .ip4(_, let port)? = request.remoteAddress else { return Reply(statusCode: .badRequest) }
          return Reply(statusCode: .ok, body: Data(String(port).utf8))
        }
      )
    ]) { server in
      let client = CurlHTTPClient()
      var ports: Set<String> = []
      for _ in 0..<20 {
        let response = try await client.send(Request(url: server.url("/port")))
        #expect(response.status == 200)
        ports.insert(String(decoding: response.body, as: UTF8.self))
      }
      #expect(ports.count < 20)
      #expect(ports.count == 1, "a keep-alive connection serves every request")
    }
  }
}
