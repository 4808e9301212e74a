import Foundation
import Testing

/// Keys typed faster than the database answers replay as they were recorded: each read and
/// write is local work, noted where among the keys the run took it, and held there on replay.
@Suite struct RecordingExactnessTests {
  /// Home and back eight times from the menu, offline, on a terminal, with `gap` between keys:
  /// each visit reads the cached posts, and a key may come before or after that read ends.
  static func recordHomeAndBack(gap: Duration, into folder: URL) async throws -> String {
    let session = folder.appendingPathComponent("burst.session").path
    let app = try PseudoTerminalSession(
      arguments: [
        "--offline", "--data-dir", folder.appendingPathComponent("data").path, "--record", session,
      ],
      environment: ["COLORTERM": "", "NO_COLOR": ""])
    try await app.waitFor("pick one")
    for key in Array(repeating: ["2", "b"], count: 8).joined() {
      app.type(key)
      try await Task.sleep(for: gap)
    }
    // Past the last key's reading, so the menu waited for is the one the last `b` drew.
    try await Task.sleep(for: .milliseconds(300))
    try await app.waitUntil("the menu after the last b") { _ in
      app.lastScreen.contains { $0.contains("pick one") }
    }
    app.type("q")
    #expect(try await app.exit() == 0, "\(app.output)")
    #expect(app.output.contains("session recorded to"), "\(app.output)")
    return session
  }

  /// Keys 4 ms apart over eight reads of the cache: every one of 20 replays draws the recorded
  /// frames. Before the reads were held to their place, 2 of 20 differed.
  @Test(.timeLimit(.minutes(5)))
  func keysFourMillisecondsApartOverDatabaseReadsReplayExactly() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let session = try await Self.recordHomeAndBack(gap: .milliseconds(4), into: folder)
      let text = try String(contentsOfFile: session, encoding: .utf8)
      #expect(text.contains(#""work":"database cached posts""#), "the reads are noted in the session")
      var outcomes: [String: Int] = [:]
      for _ in 0..<20 {
        let run = try await DemoBinary.run(["--replay", session, "--check"], input: "")
        let last = run.output.split(separator: "\n").last.map(String.init) ?? ""
        outcomes[run.status == 0 ? "match" : last, default: 0] += 1
      }
      #expect(outcomes == ["match": 20])
    }
  }
}
