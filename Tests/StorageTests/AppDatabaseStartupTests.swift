import Foundation
import GRDB
import Models
import Storage
import Testing

/// Opening costs the same at any size: after a clean shutdown only the header and the schema
/// are read; the whole-file check runs only after an unclean one.
@Suite("AppDatabase: start-up")
struct AppDatabaseStartupTests {
  private func databaseURL(_ directory: URL) -> URL {
    directory.appendingPathComponent("reactor-demo.sqlite")
  }

  /// A database of cached posts, closed cleanly, with its last pages (the posts' bodies) damaged.
  private func damagedAtTheEnd(in directory: URL) throws -> Data {
    let source = directory.appendingPathComponent("source", isDirectory: true)
    let original = try AppDatabase.open(directory: source)
    let posts = Fixtures.posts(200).map { post in
      Post(id: post.id, userId: post.userId, title: post.title, body: String(repeating: "lorem ", count: 100))
    }
    try PostsCacheStore(database: original).replace(with: posts, fetchedAt: Fixtures.recoveryTime)
    original.close()
    #expect(walSize(source) == 0)
    var bytes = try Data(contentsOf: databaseURL(source))
    let pageSize = 4096
    #expect(bytes.count > pageSize * 16)
    let end = bytes.count - pageSize
    bytes.replaceSubrange((end - pageSize * 4)..<end, with: Data(repeating: 0xAB, count: pageSize * 4))
    return bytes
  }

  @Test("after a clean shutdown, opening reads no page past the schema, so damage there waits")
  func cleanShutdownSkipsTheWholeFileCheck() throws {
    try TemporaryDirectory.run { directory in
      let bytes = try damagedAtTheEnd(in: directory)
      try bytes.write(to: databaseURL(directory))

      let database = try AppDatabase.open(directory: directory, now: { Fixtures.recoveryTime })

      #expect(database.recoveryNotice == nil)
      #expect(try Data(contentsOf: databaseURL(directory)) == bytes, "the file is used as it is")
      let store = ProfileStore(database: database)
      try store.save(Fixtures.profile())
      #expect(try store.load() == Fixtures.profile())
    }
  }

  @Test("after an unclean shutdown the same file is checked whole and moved aside")
  func uncleanShutdownChecksTheWholeFile() throws {
    try TemporaryDirectory.run { directory in
      let bytes = try damagedAtTheEnd(in: directory)
      try bytes.write(to: databaseURL(directory))
      try Data("left by a crash".utf8).write(to: directory.appendingPathComponent("reactor-demo.sqlite-wal"))

      let database = try AppDatabase.open(directory: directory, now: { Fixtures.recoveryTime })

      #expect(database.recoveryNotice?.contains("moved to \(Fixtures.recoveryName)") == true)
      #expect(try Data(contentsOf: directory.appendingPathComponent(Fixtures.recoveryName)) == bytes)
    }
  }

  @Test("close empties the write-ahead log into the file, which is how the next start knows")
  func closeEmptiesTheLog() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      try ProfileStore(database: database).save(Fixtures.profile())
      #expect(walSize(directory) > 0)
      database.close()
      #expect(walSize(directory) == 0)
      let reopened = try AppDatabase.open(directory: directory)
      #expect(try ProfileStore(database: reopened).load() == Fixtures.profile())
    }
  }

  @Test("opened on first use, a database no store touches is neither written nor left with a log")
  func openingOnFirstUseWritesNothingUntilAStoreIsUsed() throws {
    try TemporaryDirectory.run { directory in
      let first = try AppDatabase.open(directory: directory)
      try ProfileStore(database: first).save(Fixtures.profile())
      first.close()
      let bytes = try Data(contentsOf: databaseURL(directory))
      let modified = try modificationDate(databaseURL(directory))

      let untouched = try AppDatabase.open(directory: directory, opensOnFirstUse: true)
      untouched.close()
      #expect(try Data(contentsOf: databaseURL(directory)) == bytes)
      #expect(try modificationDate(databaseURL(directory)) == modified)
      #expect(walSize(directory) == 0)

      let used = try AppDatabase.open(directory: directory, opensOnFirstUse: true)
      let store = ProfileStore(database: used)
      #expect(try store.load() == Fixtures.profile())
      try store.save(Fixtures.profile("Grace"))
      used.close()
      #expect(walSize(directory) == 0, "closed cleanly")
      #expect(throws: StorageError.self) { try store.load() }
      let reopened = try AppDatabase.open(directory: directory, opensOnFirstUse: true)
      #expect(try ProfileStore(database: reopened).load()?.name == "Grace")
    }
  }

  @Test("opened on first use, a newer file is still refused at once and a damaged one moved aside")
  func openingOnFirstUseStillChecksTheFileAtOnce() throws {
    try TemporaryDirectory.run { directory in
      try Data("not a database at all, not even close".utf8).write(to: databaseURL(directory))
      let database = try AppDatabase.open(
        directory: directory, opensOnFirstUse: true, now: { Fixtures.recoveryTime })
      #expect(database.recoveryNotice?.contains("moved to \(Fixtures.recoveryName)") == true)
      try ProfileStore(database: database).save(Fixtures.profile())
      #expect(try ProfileStore(database: database).load() == Fixtures.profile())
    }
  }

  private func modificationDate(_ url: URL) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
  }

  /// The `-wal` file's size; 0 when there is none.
  private func walSize(_ directory: URL) -> Int {
    let path = databaseURL(directory).path + "-wal"
    return ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
  }
}
