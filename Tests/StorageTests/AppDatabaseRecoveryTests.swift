import Foundation
import GRDB
import Models
import Storage
import Testing

@Suite("AppDatabase: corrupt files and newer schemas")
struct AppDatabaseRecoveryTests {
  private func databaseURL(_ directory: URL) -> URL {
    directory.appendingPathComponent("reactor-demo.sqlite")
  }

  /// Writes `contents` where the database goes, opens it, and checks the recovery.
  private func expectRecovery(from contents: Data, in directory: URL) throws {
    try contents.write(to: databaseURL(directory))
    let database = try AppDatabase.open(directory: directory, now: { Fixtures.recoveryTime })
    let moved = directory.appendingPathComponent(Fixtures.recoveryName)
    #expect(try Data(contentsOf: moved) == contents)
    let notice = try #require(database.recoveryNotice)
    #expect(notice.contains("moved to \(Fixtures.recoveryName)"))
    #expect(notice.hasSuffix("started a fresh database"))
    let store = ProfileStore(database: database)
    #expect(try store.load() == nil)
    try store.save(Fixtures.profile())
    #expect(try store.load() == Fixtures.profile())
  }

  @Test("a text file is moved aside with a timestamped name and a fresh database starts")
  func textFile() throws {
    try TemporaryDirectory.run { directory in
      try expectRecovery(from: Data("these are my notes, not a database\n".utf8), in: directory)
    }
  }

  @Test("random bytes are moved aside together with their -wal and -shm files")
  func randomBytes() throws {
    try TemporaryDirectory.run { directory in
      var generator = SystemRandomNumberGenerator()
      let bytes = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
      let wal = Data("stale wal".utf8)
      try wal.write(to: directory.appendingPathComponent("reactor-demo.sqlite-wal"))
      try Data("stale shm".utf8).write(to: directory.appendingPathComponent("reactor-demo.sqlite-shm"))
      try expectRecovery(from: bytes, in: directory)
      let movedWAL = directory.appendingPathComponent(Fixtures.recoveryName + "-wal")
      #expect(try Data(contentsOf: movedWAL) == wal)
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(names.contains(Fixtures.recoveryName + "-shm"))
    }
  }

  @Test("a real database cut short inside its first page is moved aside")
  func truncatedDatabase() throws {
    try TemporaryDirectory.run { directory in
      let source = directory.appendingPathComponent("source", isDirectory: true)
      let original = try AppDatabase.open(directory: source)
      try ProfileStore(database: original).save(Fixtures.profile())
      let bytes = try Data(contentsOf: databaseURL(source))
      try expectRecovery(from: bytes.prefix(60), in: directory)
    }
  }

  @Test("after an unclean shutdown, a database whose later pages are garbage is moved aside")
  func damagedPages() throws {
    try TemporaryDirectory.run { directory in
      let source = directory.appendingPathComponent("source", isDirectory: true)
      do {
        let original = try AppDatabase.open(directory: source)
        let posts = Fixtures.posts(200).map { post in
          Post(
            id: post.id, userId: post.userId, title: post.title, body: String(repeating: "lorem ", count: 100)
          )
        }
        try PostsCacheStore(database: original).replace(with: posts, fetchedAt: Fixtures.recoveryTime)
      }
      var bytes = try Data(contentsOf: databaseURL(source))
      let pageSize = 4096
      #expect(bytes.count > pageSize * 8)
      bytes.replaceSubrange((pageSize * 2)..<(pageSize * 6), with: Data(repeating: 0xAB, count: pageSize * 4))
      // What a crash leaves: a write-ahead log with something in it (here, one SQLite ignores).
      try Data("stale wal".utf8).write(to: directory.appendingPathComponent("reactor-demo.sqlite-wal"))
      try expectRecovery(from: bytes, in: directory)
    }
  }

  @Test("a second recovery in the same second does not overwrite the first one")
  func sameSecondRecoveries() throws {
    try TemporaryDirectory.run { directory in
      try Data("first".utf8).write(to: databaseURL(directory))
      _ = try AppDatabase.open(directory: directory, now: { Fixtures.recoveryTime })
      try FileManager.default.removeItem(at: databaseURL(directory))
      try Data("second".utf8).write(to: databaseURL(directory))
      let database = try AppDatabase.open(directory: directory, now: { Fixtures.recoveryTime })
      let first = directory.appendingPathComponent(Fixtures.recoveryName)
      let second = directory.appendingPathComponent(Fixtures.recoveryName + "-2")
      #expect(try Data(contentsOf: first) == Data("first".utf8))
      #expect(try Data(contentsOf: second) == Data("second".utf8))
      #expect(database.recoveryNotice?.contains(Fixtures.recoveryName + "-2") == true)
    }
  }

  @Test("a file migrated by a newer build is refused and its bytes stay unchanged")
  func newerSchema() throws {
    try TemporaryDirectory.run { directory in
      do {
        let database = try AppDatabase.open(directory: directory)
        try ProfileStore(database: database).save(Fixtures.profile())
      }
      // A later build's migration, already applied to this file.
      try DatabaseQueue(path: databaseURL(directory).path).write { db in
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: ["v9-future"])
        try db.execute(sql: "CREATE TABLE future (id INTEGER PRIMARY KEY)")
      }
      let before = try Data(contentsOf: databaseURL(directory))
      let path = databaseURL(directory).path
      #expect(throws: StorageError.newerSchema(path: path)) {
        try AppDatabase.open(directory: directory)
      }
      #expect(try Data(contentsOf: databaseURL(directory)) == before)
      // A write could also hide in the WAL, which the next reader would see.
      let wal = databaseURL(directory).path + "-wal"
      let attributes = try? FileManager.default.attributesOfItem(atPath: wal)
      #expect(((attributes?[.size] as? NSNumber)?.intValue ?? 0) == 0)
      let migrations = try DatabaseQueue(path: path).read { db in
        try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
      }
      #expect(migrations.contains("v9-future"))
      let message = StorageError.newerSchema(path: path).description
      #expect(message.contains("newer reactor-demo"))
      #expect(message.contains("left untouched"))
    }
  }
}
