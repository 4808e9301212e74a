import FlyingFox
import Foundation
import HTTPTesting
import Networking
import Testing

/// The proxy is decided by the client, so a proxy that cannot be reached is blamed, not the origin.
@Suite struct ProxySettingsTests {
  @Test func theEnvironmentIsReadAsLibcurlReadsIt() {
    let settings = ProxySettings(environment: [
      "http_proxy": "http://proxy.test:3128", "HTTPS_PROXY": "http://secure.test:3129",
      "NO_PROXY": "localhost, .internal.test,10.0.0.1",
    ])
    #expect(settings.proxy(for: "http://example.com/a") == "http://proxy.test:3128")
    #expect(settings.proxy(for: "https://api.github.com/x") == "http://secure.test:3129")
    #expect(settings.proxy(for: "http://localhost:8080/") == nil)
    #expect(settings.proxy(for: "http://a.internal.test/") == nil)
    #expect(settings.proxy(for: "http://internal.test/") == nil)
    #expect(settings.proxy(for: "http://10.0.0.1/") == nil)
    #expect(settings.proxy(for: "http://notinternal.test/") == "http://proxy.test:3128")
    // Upper-case HTTP_PROXY is not read (it can be set by a CGI request's Proxy header).
    #expect(ProxySettings(environment: ["HTTP_PROXY": "http://p.test"]).proxy(for: "http://a.test/") == nil)
    let all = ProxySettings(environment: ["ALL_PROXY": "socks5://s.test:1080", "no_proxy": "*"])
    #expect(all.proxy(for: "https://a.test/") == nil)
    #expect(ProxySettings(environment: ["all_proxy": "socks5://s.test:1080"]).http == "socks5://s.test:1080")
  }

  @Test func aProxyThatRefusesIsBlamedNotTheOrigin() async throws {
    try await RefusedPort.with { refused in
      try await LoopbackServer.with([("GET /", { _ in Reply(statusCode: .ok) })]) { server in
        let client = CurlHTTPClient(
          configuration: .init(proxies: ProxySettings(http: "http://user:secret@127.0.0.1:\(refused.port)")))
        defer { client.shutdown() }
        do {
          _ = try await client.send(Request(url: server.url("/")))
          Issue.record("the request went around the proxy")
        } catch let error as HTTPError {
          #expect(error == .proxy("could not connect to the proxy 127.0.0.1:\(refused.port)"))
          #expect(!"\(error)".contains("secret"))
        }
      }
    }
  }

  @Test func withoutAProxyTheEnvironmentOfTheProcessIsNotUsed() async throws {
    // The client was given none, so even if this process has http_proxy set, it goes directly.
    try await LoopbackServer.with([("GET /", { _ in Reply(statusCode: .ok) })]) { server in
      let client = CurlHTTPClient()
      defer { client.shutdown() }
      let response = try await client.send(Request(url: server.url("/")))
      #expect(response.status == 200)
    }
  }
}
