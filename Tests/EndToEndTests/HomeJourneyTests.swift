import FlyingFox
import Foundation
import HTTPTesting
import Testing

struct HomeJourneyTests {
  private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
  }

  /// The frames printed after the first one whose title rule names `title`.
  private func after(_ title: String, in output: String) -> String {
    output.components(separatedBy: "── \(title) ").dropFirst().joined(separator: "── \(title) ")
  }

  @Test func liveHomeOpensAPostAndGoesBack() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try await PostsServer.with(edition: "loopback") { server in
      try await DemoBinary.run(
        ["home", "--plain", "--live", "--data-dir", directory.path], input: "n\n23\nb\nq\n",
        environment: server.environment)
    }

    #expect(run.status == 0)
    #expect(run.output.contains("›   1  loopback post 1"))
    #expect(run.output.contains("   25  loopback post 25"), "n loaded the second page")
    let detail = after("Home · Post 23", in: run.output)
    #expect(detail.contains("by Loopback Author 2 (@loop2)"))
    #expect(detail.contains("• reply to 23 — reader@mail.example"))
    #expect(detail.contains("loopback comment on 23"))
    let list = detail.components(separatedBy: "── Home ──").last ?? ""
    #expect(list.contains("›  23  loopback post 23"), "back on the list, 23 selected")
    #expect(!run.output.contains("bundled sample data"))
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test func aSecondRunShowsTheCachedPostsBeforeTheNetworkAnswers() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = ["home", "--plain", "--live", "--data-dir", directory.path]
    let first = try await PostsServer.with(edition: "first") { server in
      try await DemoBinary.run(arguments, input: "q\n", environment: server.environment)
    }
    #expect(first.output.contains("first post 1"))

    let second = try await PostsServer.with(edition: "second", behaviour: .slow(.milliseconds(300))) {
      server in
      try await DemoBinary.run(arguments, input: "q\n", environment: server.environment)
    }
    let cached = try #require(second.output.range(of: "cached, updated just now · ⠋ refreshing…"))
    let fresh = try #require(second.output.range(of: "second post 1"))
    #expect(cached.upperBound < fresh.lowerBound)
    #expect(second.output[cached.upperBound..<fresh.lowerBound].contains("first post 1"))
  }

  @Test func aFailedRefreshKeepsTheCachedPostsAndSaysWhy() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = ["home", "--plain", "--live", "--data-dir", directory.path]
    _ = try await PostsServer.with(edition: "kept") { server in
      try await DemoBinary.run(arguments, input: "q\n", environment: server.environment)
    }

    let run = try await PostsServer.with(edition: "never", behaviour: .failing(.serviceUnavailable)) {
      server in
      try await DemoBinary.run(arguments, input: "r\nq\n", environment: server.environment)
    }
    #expect(run.status == 0)
    let last = run.output.components(separatedBy: "── Home ").last ?? ""
    #expect(last.contains("refresh failed: the posts server answered 503 for /posts?_page=1&_limit=20"))
    #expect(last.contains("cached, updated just now"))
    #expect(last.contains("kept post 20"))
    #expect(!run.output.contains("never post"))
  }

  @Test func offlineHomeShowsTheBundledSampleAndItsComments() async throws {
    let run = try await DemoBinary.run(["--plain", "--offline"], input: "home\no 11\nb\nq\n")

    #expect(run.status == 0)
    #expect(run.output.contains("offline: showing bundled sample data"))
    #expect(!run.output.contains("updated just now"), "the bundled sample was never updated")
    #expect(!run.output.contains("refreshing…"), "posts shown are never still refreshing")
    #expect(run.output.contains("›   1  Keeping a sourdough starter alive through a cold winter"))
    let detail = after("Home · Post 11", in: run.output)
    #expect(detail.contains("by Tomasz Wielgosz (@tomek_rides)"))
    #expect(detail.contains("5 comments"))
  }

  @Test func autoFallsBackToTheSampleWhenTheServerCannotBeReached() async throws {
    let (run, host) = try await RefusedPort.with { refused in
      let run = try await DemoBinary.run(
        ["home", "--plain"], input: "b\ncounter\nq\n",
        environment: ["REACTOR_DEMO_POSTS_BASE_URL": refused.baseURL])
      return (run, "127.0.0.1:\(refused.port)")
    }

    #expect(run.status == 0)
    let words = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      words.contains(
        "offline, showing bundled sample data: \(host) is unreachable (could not connect to 127.0.0.1); trying it again"
      ))
    #expect(words.contains("showing bundled sample data"))
    #expect(run.output.contains("Keeping a sourdough starter"))
    // The menu says so from then on; Counter, which reads no host, does not.
    let frameWords = { (title: String) throws -> String in
      let frame = try #require(run.output.components(separatedBy: title).last)
      return frame.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let menu = try frameWords("── reactor-demo ")
    #expect(menu.contains("some screens show bundled sample data: \(host) is unreachable"), "\(menu)")
    let counter = try frameWords("── Counter ")
    #expect(!counter.contains("bundled sample data"), "\(counter)")
  }

  @Test(.timeLimit(.minutes(5)))
  func onATerminalArrowsMoveTheSelectionAndEnterOpensThePost() async throws {
    let session = try PseudoTerminalSession(arguments: ["home", "--offline"])
    try await session.waitFor("Keeping a sourdough starter")
    #expect(!session.output.contains("Mapping the quiet streets"), "post 20 is below a 24-row screen")
    session.type("\u{1B}[B")
    session.type("\r")
    try await session.waitFor("Home · Post 2")
    try await session.waitFor("5 comments")
    #expect(session.output.contains("by Mira Castellanos (@mira.bakes)"))
    let fifth = "thank you for writing this — dmitri.quiroga@letters.example"
    #expect(!session.output.contains(fifth), "the fifth comment is below the screen")
    // The post scrolls a page down to its last comment.
    session.type("\u{1B}[6~")
    try await session.waitUntil("the fifth comment scrolled into view") { _ in
      session.lastScreen.contains("  • " + fifth)
    }
    session.type("b")
    // Page Down twice: past the last row, so the selection stops there and the next page loads.
    session.type("\u{1B}[6~\u{1B}[6~")
    try await session.waitFor("Mapping the quiet streets")
    try await session.waitFor("Tomatoes on a north-facing balcony")
    session.type("q")
    #expect(try await session.exit() == 0)
  }
}
