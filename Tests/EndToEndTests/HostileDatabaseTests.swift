import Foundation
import GRDB
import SessionRecording
import Testing

/// A session's copy of the database is a stranger's: one holding a view, a trigger or a changed
/// table, or bytes that are no database, ends `--replay --check` at once with exit 65 and one
/// sentence, nothing in it run and nothing left in the temporary folder.
@Suite struct HostileDatabaseTests {
  static let profile = GoldenSessionTests.folder.appendingPathComponent("profile-journey.session").path

  /// Profile's golden session, its database copy changed by `change`, written into `folder`.
  static func session(in folder: URL, changing change: (inout Data) throws -> Void) throws -> String {
    var session = try Session.read(path: profile)
    let index = try #require(
      session.events.firstIndex { if case .database = $0.payload { true } else { false } })
    guard case .database(var bytes) = session.events[index].payload else { return "" }
    try change(&bytes)
    session.events[index] = SessionEvent(t: session.events[index].t, .database(bytes))
    let path = folder.appendingPathComponent("hostile.session").path
    try session.encoded().write(to: URL(fileURLWithPath: path))
    return path
  }

  /// `sql` run on `bytes` as a database file, outside the app.
  static func run(_ sql: String, on bytes: inout Data, in folder: URL) throws {
    let file = folder.appendingPathComponent("copy.sqlite")
    try bytes.write(to: file)
    let queue = try DatabaseQueue(path: file.path)
    try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
    try queue.close()
    bytes = try Data(contentsOf: file)
  }

  /// Replays `path` with `--check` in a temporary folder of its own: its output and status, and
  /// what it left there.
  ///
  /// A replay that ran the endless query would never end; ``Command`` kills it after its hang
  /// guard, and its status is then not 65. How long a refusal takes is the machine's speed, and
  /// is not checked.
  static func check(_ path: String, in folder: URL) async throws -> (DemoBinary.Run, [String]) {
    let temporary = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
    let run = try await DemoBinary.run(
      ["--replay", path, "--check"], input: "", environment: ["TMPDIR": temporary.path])
    return (run, try FileManager.default.contentsOfDirectory(atPath: temporary.path))
  }

  static let endless = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n)"

  @Test(
    .timeLimit(.minutes(5)),
    arguments: [
      ("CREATE VIEW spy AS \(endless) SELECT x FROM n", "a view 'spy', which this app never makes"),
      (
        "CREATE TRIGGER grow AFTER UPDATE ON profile BEGIN "
          + "INSERT INTO profile(name, birthdate) SELECT name, birthdate FROM profile; END",
        "a trigger 'grow', which this app never makes"
      ),
      (
        "ALTER TABLE profile RENAME TO kept; "
          + "CREATE VIEW profile AS \(endless) SELECT x AS id, 'Eve' AS name, '2000-01-01' AS birthdate FROM n",
        "the view 'profile', which is not as this app makes it"
      ),
    ])
  func aForeignObjectInTheCopyIsNamedAndNeverRun(sql: String, named: String) async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let path = try Self.session(in: folder) { try Self.run(sql, on: &$0, in: folder) }
      let (run, left) = try await Self.check(path, in: folder)
      #expect(run.status == 65, "\(run.output)")
      #expect(run.output.contains("the session's database holds"), "\(run.output)")
      #expect(run.output.contains(named), "\(run.output)")
      #expect(run.output.contains("it may be damaged or hostile, and nothing in it was run"), "\(run.output)")
      #expect(left.isEmpty, "\(left)")
    }
  }

  /// A SQLite header over pages of noise, the same noise every run.
  @Test(.timeLimit(.minutes(5)))
  func bytesThatAreNoDatabaseAreRefusedAsDamaged() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let path = try Self.session(in: folder) { bytes in
        for index in stride(from: 200, to: bytes.count, by: 97) { bytes[index] = UInt8(index % 251) }
      }
      let (run, left) = try await Self.check(path, in: folder)
      #expect(run.status == 65, "\(run.output)")
      #expect(run.output.contains("the session's database cannot be read: it is damaged"), "\(run.output)")
      #expect(left.isEmpty, "\(left)")
    }
  }

  /// The app reads no value over 64 MiB, so no run could have shown one: a copy holding one is
  /// refused before anything reads it, where a screen would have failed to load it.
  @Test(.timeLimit(.minutes(5)))
  func aValueOverTheLimitIsRefusedAsNoRunCouldShowIt() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let path = try Self.session(in: folder) { bytes in
        // The session's copy was made as the profile opened, before anything was saved.
        let name = "printf('%.*c', \(64 << 20 + 1), 'x')"
        try Self.run(
          "INSERT OR REPLACE INTO profile VALUES (1, \(name), '1990-05-17')", on: &bytes, in: folder)
      }
      let (run, left) = try await Self.check(path, in: folder)
      #expect(run.status == 65, "\(run.output)")
      #expect(
        run.output.contains(
          "the session's database holds a value or row over 64 MiB, which no run can show: it may be damaged or hostile"
        ),
        "\(run.output)")
      #expect(!run.output.contains("differs"), "\(run.output)")
      #expect(left.isEmpty, "\(left)")
    }
  }

  /// The app's own database, planted with a view in the data folder, is reported and not run:
  /// the screen works on without it.
  @Test(.timeLimit(.minutes(5)))
  func aViewPlantedInTheAppsOwnDatabaseIsReported() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let data = folder.appendingPathComponent("data")
      let first = try await DemoBinary.run(["profile", "--plain", "--data-dir", data.path], input: "q\n")
      #expect(first.status == 0, "\(first.output)")
      let file = data.appendingPathComponent("reactor-demo.sqlite")
      var bytes = try Data(contentsOf: file)
      try Self.run("CREATE VIEW spy AS \(Self.endless) SELECT x FROM n", on: &bytes, in: folder)
      try bytes.write(to: file)
      let run = try await DemoBinary.run(["profile", "--plain", "--data-dir", data.path], input: "q\n")
      #expect(run.status == 0, "\(run.output)")
      #expect(run.output.contains("holds a view 'spy', which this app never makes"), "\(run.output)")
      #expect(try Data(contentsOf: file) == bytes, "left untouched")
    }
  }
}
