import Foundation
import Testing

/// The token is never sent in clear text to another machine: the app refuses to start.
struct TokenTransportTests {
  @Test func aTokenWithAPlainHTTPBaseURLElsewhereExits78NamingTheKey() async throws {
    let run = try await DemoBinary.run(
      ["--plain", "--offline"], input: "q\n",
      environment: [
        "GITHUB_TOKEN": "ghp_e2e_secret", "REACTOR_DEMO_GITHUB_BASE_URL": "http://api.example.com",
      ])

    #expect(run.status == 78)
    #expect(run.output.contains("github.baseURL"))
    #expect(run.output.contains("clear text"))
    #expect(!run.output.contains("ghp_e2e_secret"))
  }
}
