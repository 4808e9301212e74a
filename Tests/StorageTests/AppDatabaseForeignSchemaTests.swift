import Foundation
import GRDB
import Synchronization
import Testing

@testable import Storage

/// A database file may come from a stranger (a session's copy) or be planted in the data
/// folder: what the migrations never make is named and refused before anything in it runs, and
/// the file is left as it was.
@Suite struct AppDatabaseForeignSchemaTests {
  /// The app's database in `directory`, then `sql` run on it as a stranger would, outside the app.
  static func plant(_ sql: String, in directory: URL) throws -> Data {
    try AppDatabase.open(directory: directory).close()
    let path = directory.appendingPathComponent(AppDatabase.fileName).path
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
    try queue.close()
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test(arguments: [
    (
      "CREATE VIEW spy AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n",
      "a view 'spy', which this app never makes"
    ),
    (
      "CREATE TRIGGER grow AFTER INSERT ON profile BEGIN INSERT INTO profile(name, birthdate) "
        + "SELECT name, birthdate FROM profile; END",
      "a trigger 'grow', which this app never makes"
    ),
    ("ALTER TABLE profile ADD COLUMN note TEXT", "the table 'profile', which is not as this app makes it"),
    // Named as SQLite names its own, through `writable_schema`: SQLite still loads and runs it.
    (
      "CREATE TRIGGER zzt AFTER UPDATE ON profile BEGIN SELECT 1; END; PRAGMA writable_schema = ON; "
        + "UPDATE sqlite_schema SET name = 'sqlite_zzt', sql = replace(sql, 'zzt', 'sqlite_zzt') "
        + "WHERE name = 'zzt'; PRAGMA writable_schema = OFF",
      "a trigger 'sqlite_zzt', which this app never makes"
    ),
    ("CREATE TABLE \"\u{1B}[31mred\" (x)", "a table '??31mred', which this app never makes"),
  ])
  func aForeignObjectIsNamedAndNothingRuns(sql: String, named: String) throws {
    try TemporaryDirectory.run { directory in
      let before = try Self.plant(sql, in: directory)
      #expect {
        try AppDatabase.open(directory: directory)
      } throws: { error in
        guard case .foreignSchema(_, let objects) = error as? StorageError else { return false }
        return objects == [named]
      }
      let path = directory.appendingPathComponent(AppDatabase.fileName).path
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "left as it was")
    }
  }

  /// A view in place of the record of migrations would run as the migrations are read: it is
  /// named, never read.
  @Test(.timeLimit(.minutes(1)))
  func aRecordOfMigrationsThatIsAViewIsNeverRead() throws {
    try TemporaryDirectory.run { directory in
      _ = try Self.plant(
        "DROP TABLE grdb_migrations; CREATE VIEW grdb_migrations AS WITH RECURSIVE n(x) AS "
          + "(SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT 'v' || x AS identifier FROM n",
        in: directory)
      #expect {
        try AppDatabase.open(directory: directory)
      } throws: { error in
        guard case .foreignSchema(_, let objects) = error as? StorageError else { return false }
        return objects == ["the view 'grdb_migrations', which is not as this app makes it"]
      }
    }
  }

  /// A file made by an older build, its later migrations not run yet, is this app's own.
  @Test func anOlderBuildsFileIsNotForeign() throws {
    try TemporaryDirectory.run { directory in
      let path = directory.appendingPathComponent(AppDatabase.fileName).path
      let queue = try DatabaseQueue(path: path)
      try AppDatabase.migrator.migrate(queue, upTo: "v2-repo-catalog")
      try queue.close()
      let database = try AppDatabase.open(directory: directory)
      #expect(try ProfileStore(database: database).load() == nil)
      database.close()
    }
  }

  /// A query that runs past the time limit is interrupted, and the limit's owner told.
  @Test(.timeLimit(.minutes(1)))
  func aQueryPastTheTimeLimitIsInterrupted() throws {
    try TemporaryDirectory.run { directory in
      let told = Mutex(0)
      let database = try AppDatabase.open(
        directory: directory, queryTimeLimit: .init(.milliseconds(200)) { told.withLock { $0 += 1 } })
      defer { database.close() }
      let endless = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n"
      #expect(throws: DatabaseError.self) {
        try database.reader.read { db in try Int.fetchOne(db, sql: endless) }
      }
      #expect(told.withLock { $0 } == 1)
      // The next query starts its own time.
      #expect(try database.reader.read { db in try Int.fetchOne(db, sql: "SELECT 1") } == 1)
    }
  }

  /// A value no connection of the app can read (over 64 MiB), or a row that long, which no
  /// query could sort, is found by the check before a screen fails on it; a row just under the
  /// limit passes.
  @Test func aValueOrRowLongerThanTheAppReadsIsRefusedByTheCheck() throws {
    try TemporaryDirectory.run { directory in
      let limit = Int(AppDatabase.maxValueBytes)
      let path = directory.appendingPathComponent(AppDatabase.fileName).path
      _ = try Self.plant(
        "INSERT INTO profile VALUES (1, printf('%.*c', \(limit - 100), 'x'), '1990-05-17')", in: directory)
      try AppDatabase.check(directory: directory, queryTimeLimit: nil)
      _ = try Self.plant("UPDATE profile SET name = printf('%.*c', \(limit + 1), 'x')", in: directory)
      #expect(throws: StorageError.oversizedValue(path: path, table: "profile")) {
        try AppDatabase.check(directory: directory, queryTimeLimit: nil)
      }
      let half = "printf('%.*c', \(limit / 2 + 1), 'x')"
      _ = try Self.plant("UPDATE profile SET name = \(half), birthdate = \(half)", in: directory)
      #expect(throws: StorageError.oversizedValue(path: path, table: "profile")) {
        try AppDatabase.check(directory: directory, queryTimeLimit: nil)
      }
    }
  }
}
