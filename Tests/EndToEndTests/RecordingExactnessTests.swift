import Foundation
import Testing

/// A recording its replay may not place exactly says so when it is written: keys typed faster
/// than a database read takes, on screens that read the database, may meet the read in another
/// order on replay.
@Suite struct RecordingExactnessTests {
  /// Home and back twice on the menu, offline: each visit reads the cached posts.
  ///
  /// Each of `keys` is typed once the screen before it is drawn, then `pause` passes: keys at
  /// least that far apart as the app reads them, however slow the machine. (A pause alone was
  /// not: an app held up past it reads two keys together.)
  static func record(typing keys: [(key: String, shows: String)], pause: Duration) async throws -> String {
    try await ReplayEdgeTests.inFolder { folder in
      let app = try PseudoTerminalSession(
        arguments: [
          "--offline", "--data-dir", folder.appendingPathComponent("data").path, "--record",
          folder.appendingPathComponent("burst.session").path,
        ],
        environment: ["COLORTERM": "", "NO_COLOR": ""])
      try await app.waitFor("pick one")
      for (key, shows) in keys {
        app.type(key)
        try await app.waitUntil(shows) { _ in app.lastScreen.contains { $0.contains(shows) } }
        try await Task.sleep(for: pause)
      }
      try await app.waitFor("pick one")
      app.type("q")
      #expect(try await app.exit() == 0, "\(app.output)")
      return app.output
    }
  }

  static let home = "── Home ──"
  static let menu = "pick one"

  @Test(.timeLimit(.minutes(5)))
  func keysFasterThanADatabaseReadAreNoted() async throws {
    let output = try await Self.record(
      typing: [("2", Self.home), ("b", Self.menu), ("2b2b", Self.menu)], pause: .milliseconds(300))
    #expect(
      output.contains("note: keys came less than 30 ms apart while screens read the database"), "\(output)")
  }

  @Test(.timeLimit(.minutes(5)))
  func keysTypedAtAPersonsPaceAreNotNoted() async throws {
    let output = try await Self.record(
      typing: [("2", Self.home), ("b", Self.menu), ("2", Self.home), ("b", Self.menu)],
      pause: .milliseconds(300))
    #expect(output.contains("session recorded to"), "\(output)")
    #expect(!output.contains("note:"), "\(output)")
  }
}
