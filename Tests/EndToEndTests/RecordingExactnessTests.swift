import Foundation
import Testing

/// A recording its replay may not place exactly says so when it is written: keys typed faster
/// than a database read takes, on screens that read the database, may meet the read in another
/// order on replay.
@Suite struct RecordingExactnessTests {
  /// Home and back twice on the menu, offline: each visit reads the cached posts.
  static func record(typing keys: [String], pause: Duration) async throws -> String {
    try await ReplayEdgeTests.inFolder { folder in
      let app = try PseudoTerminalSession(
        arguments: [
          "--offline", "--data-dir", folder.appendingPathComponent("data").path, "--record",
          folder.appendingPathComponent("burst.session").path,
        ],
        environment: ["COLORTERM": "", "NO_COLOR": ""])
      try await app.waitFor("pick one")
      for key in keys {
        app.type(key)
        try await Task.sleep(for: pause)
      }
      try await app.waitFor("pick one")
      app.type("q")
      #expect(try await app.exit() == 0, "\(app.output)")
      return app.output
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func keysFasterThanADatabaseReadAreNoted() async throws {
    let output = try await Self.record(typing: ["2", "b", "2b2b"], pause: .milliseconds(300))
    #expect(
      output.contains("note: keys came less than 30 ms apart while screens read the database"), "\(output)")
  }

  @Test(.timeLimit(.minutes(1)))
  func keysTypedAtAPersonsPaceAreNotNoted() async throws {
    let output = try await Self.record(typing: ["2", "b", "2", "b"], pause: .milliseconds(300))
    #expect(output.contains("session recorded to"), "\(output)")
    #expect(!output.contains("note:"), "\(output)")
  }
}
