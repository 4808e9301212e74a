import Foundation
import GRDB
import Models
import Storage
import Testing

@Suite("AppDatabase: opening, migrations, WAL")
struct AppDatabaseOpeningTests {
  @Test("migrations create every table and record their identifiers")
  func migrationsCreateTables() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      #expect(database.path == directory.appendingPathComponent("reactor-demo.sqlite").path)
      #expect(database.recoveryNotice == nil)
      let (tables, migrations) = try DatabaseQueue(path: database.path).read { db in
        (
          try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"),
          try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
        )
      }
      let expectedTables: Set = [
        "profile", "httpCache", "cachedPost", "postsCacheInfo", "cachedComment", "cachedCommentsInfo",
        "repoCatalog", "repoCatalogSearch", "repoCatalogInfo",
      ]
      #expect(expectedTables.isSubset(of: tables))
      #expect(
        migrations == [
          "v1-profile", "v1-http-cache", "v1-posts-cache", "v2-repo-catalog", "v3-http-cache-lru",
          "v4-http-cache-without-secrets", "v5-repo-catalog-search-without-triggers",
        ])
    }
  }

  @Test("the file is in WAL journal mode")
  func walMode() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      let mode = try DatabaseQueue(path: database.path).read { db in
        try String.fetchOne(db, sql: "PRAGMA journal_mode")
      }
      #expect(mode == "wal")
    }
  }

  @Test("creates missing parent folders and reopens an up-to-date file without a notice")
  func createsFoldersAndReopens() throws {
    try TemporaryDirectory.run { directory in
      let nested = directory.appendingPathComponent("a/b/reactor-demo", isDirectory: true)
      do {
        let first = try AppDatabase.open(directory: nested)
        try ProfileStore(database: first).save(Fixtures.profile())
      }
      let second = try AppDatabase.open(directory: nested)
      #expect(second.recoveryNotice == nil)
      #expect(try ProfileStore(database: second).load() == Fixtures.profile())
    }
  }

  @Test("two open databases on one folder see each other's writes, as two processes would")
  func twoConnectionsShareTheFile() throws {
    try TemporaryDirectory.run { directory in
      let writer = try AppDatabase.open(directory: directory)
      let reader = try AppDatabase.open(directory: directory)
      try PostsCacheStore(database: writer).replace(with: Fixtures.posts(3), fetchedAt: Fixtures.recoveryTime)
      #expect(try PostsCacheStore(database: reader).snapshot()?.posts == Fixtures.posts(3))
    }
  }

  @Test(
    "a file left by a crash (main file plus an unmerged WAL) opens with its data and no notice",
    arguments: [false, true])
  func crashLeftovers(withSharedMemory: Bool) throws {
    try TemporaryDirectory.run { directory in
      let live = try AppDatabase.open(directory: directory.appendingPathComponent("live"))
      try ProfileStore(database: live).save(Fixtures.profile("Crash"))
      // Copying while `live` is open captures the files as a killed process would leave them.
      let copy = directory.appendingPathComponent("copy", isDirectory: true)
      try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
      for suffix in ["", "-wal"] + (withSharedMemory ? ["-shm"] : []) {
        try FileManager.default.copyItem(
          atPath: live.path + suffix, toPath: copy.appendingPathComponent("reactor-demo.sqlite" + suffix).path
        )
      }
      let reopened = try AppDatabase.open(directory: copy)
      #expect(reopened.recoveryNotice == nil)
      #expect(try ProfileStore(database: reopened).load() == Fixtures.profile("Crash"))
    }
  }

  @Test("a data folder under a regular file gives cannotOpen naming that file")
  func folderUnderAFile() throws {
    try TemporaryDirectory.run { directory in
      let file = directory.appendingPathComponent("not-a-folder")
      try Data("x".utf8).write(to: file)
      let target = file.appendingPathComponent("data", isDirectory: true)
      let error = #expect(throws: StorageError.self) { try AppDatabase.open(directory: target) }
      guard case .cannotOpen(let path, let reason) = error else {
        Issue.record("expected cannotOpen, got \(String(describing: error))")
        return
      }
      #expect(path == target.appendingPathComponent("reactor-demo.sqlite").path)
      #expect(reason.contains(file.path))
      #expect(error?.description.hasPrefix("cannot open the database \(path)") == true)
    }
  }

  @Test("a data directory that is itself a file, or a database path that is a folder, gives cannotOpen")
  func pathsInTheWay() throws {
    try TemporaryDirectory.run { directory in
      let file = directory.appendingPathComponent("file")
      try Data().write(to: file)
      #expect(
        throws: StorageError.cannotOpen(
          path: file.appendingPathComponent("reactor-demo.sqlite").path,
          reason: "\(file.path) is a file, not a folder")
      ) {
        try AppDatabase.open(directory: file)
      }
      let folder = directory.appendingPathComponent("reactor-demo.sqlite", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      #expect(
        throws: StorageError.cannotOpen(path: folder.path, reason: "it is a folder, not a database file")
      ) {
        try AppDatabase.open(directory: directory)
      }
    }
  }
}
