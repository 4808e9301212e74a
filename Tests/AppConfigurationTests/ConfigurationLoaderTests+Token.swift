import AppConfiguration
import Foundation
import Testing

/// The GitHub token goes only where it cannot be read on the way: over https, or to this machine.
@Suite("The token's transport")
struct TokenTransportTests {
  private let home = ["HOME": "/home/ada"]
  private let noFile = "/nonexistent/reactor-demo.json"

  @Test(arguments: [
    "http://api.example.com", "http://10.0.0.2:8080", "http://127.evil.test",
    // libcurl reads leading-zero parts as octal and looks "08" and "09" up as host names.
    "http://127.0.0.08:18401", "http://127.09.0.1", "http://127.0.0.01", "http://127.0.0.+1",
  ])
  func aTokenForAPlainHTTPHostElsewhereIsRefusedNamingTheKey(url: String) async {
    await #expect {
      _ = try await ConfigurationLoader.load(
        environment: home.merging(["GITHUB_TOKEN": "ghp_secret1", "REACTOR_DEMO_GITHUB_BASE_URL": url]) {
          $1
        },
        defaultFile: noFile)
    } throws: { error in
      let text = "\(error)"
      return error as? ConfigurationError == .insecureTokenURL(key: "github.baseURL", url: "\"\(url)\"")
        && text.contains("github.baseURL") && text.contains("clear text") && !text.contains("ghp_secret1")
    }
  }

  @Test(arguments: [
    "https://github.example.com/api/v3", "http://127.0.0.1:8080", "http://localhost:9000", "http://[::1]:80",
  ])
  func aTokenOverHTTPSOrToThisMachineIsAccepted(url: String) async throws {
    let config = try await ConfigurationLoader.load(
      environment: home.merging(["GITHUB_TOKEN": "ghp_secret1", "REACTOR_DEMO_GITHUB_BASE_URL": url]) { $1 },
      defaultFile: noFile)
    #expect(config.githubToken == "ghp_secret1")
  }

  @Test(arguments: ["GITHUB_TOKEN", "REACTOR_DEMO_GITHUB_TOKEN"])
  func aValueRefusedForHoldingAQueryDoesNotQuoteTheToken(variable: String) async {
    let token = "ghp_0123456789abcdefghij0123456789abcdef"
    await #expect {
      _ = try await ConfigurationLoader.load(
        environment: home.merging([
          variable: token, "REACTOR_DEMO_GITHUB_BASE_URL": "http://127.0.0.1:1/?t=\(token)",
        ]) {
          $1
        },
        defaultFile: noFile)
    } throws: { error in
      let text = "\(error)"
      return text.contains("github.baseURL") && text.contains("?t=[redacted]")
        && !text.contains("0123456789abcdef")
    }
  }

  @Test func plainHTTPElsewhereIsFineWithoutAToken() async throws {
    let config = try await ConfigurationLoader.load(
      environment: home.merging(["REACTOR_DEMO_GITHUB_BASE_URL": "http://api.example.com"]) { $1 },
      defaultFile: noFile)
    #expect(config.githubBaseURL == "http://api.example.com")
  }

  @Test func theCacheLimitIsAKeyWithA32MiBDefault() async throws {
    let defaults = try await ConfigurationLoader.load(environment: home, defaultFile: noFile)
    #expect(defaults.httpCacheMaxBytes == 32 * 1024 * 1024)
    let set = try await ConfigurationLoader.load(
      environment: home.merging(["REACTOR_DEMO_HTTP_CACHE_MAX_BYTES": "1048576"]) { $1 }, defaultFile: noFile)
    #expect(set.httpCacheMaxBytes == 1_048_576)
    #expect(set.printedLines.contains("http.cacheMaxBytes = 1048576"))
  }
}
