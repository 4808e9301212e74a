import Foundation
import Models
import Storage
import Testing

/// The copy of the database a recorded session starts from: what a replay reads, and nothing an
/// earlier run searched for.
@Suite struct AppDatabaseSnapshotTests {
  @Test func theCopyHoldsTheProfileAndPostsButNoHTTPCacheAndIsTheOwnersAlone() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      try ProfileStore(database: database).save(Fixtures.profile())
      try PostsCacheStore(database: database).replace(with: Fixtures.posts(3), fetchedAt: Date())
      try HTTPCacheStore(database: database).save(
        .init(
          url: "https://api.github.com/search/repositories?q=private", etag: #""v1""#,
          body: Data(#"{"items":[{"full_name":"acme/private-repo"}]}"#.utf8), headers: [:], fetchedAt: Date())
      )
      let copyFolder = directory.appendingPathComponent("copy")
      try FileManager.default.createDirectory(at: copyFolder, withIntermediateDirectories: false)
      try database.snapshot(to: copyFolder.appendingPathComponent(AppDatabase.fileName).path)

      let path = copyFolder.appendingPathComponent(AppDatabase.fileName).path
      var status = stat()
      #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(bytes.range(of: Data("acme/private-repo".utf8)) == nil, "not even in a free page")
      let copy = try AppDatabase.open(directory: copyFolder)
      #expect(try ProfileStore(database: copy).load() == Fixtures.profile())
      #expect(try PostsCacheStore(database: copy).snapshot()?.posts == Fixtures.posts(3))
      #expect(try HTTPCacheStore(database: copy).bodyBytes() == 0)
    }
  }

  /// A one-character password (`https://bob:1@…`) is no secret to look for: every row holding
  /// a `1` would go, the profile and the record of migrations with them.
  @Test func aSecretTooShortToBeOneLeavesTheCopyWhole() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      try ProfileStore(database: database).save(Fixtures.profile())
      let folder = directory.appendingPathComponent("copy")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      try database.snapshot(
        to: folder.appendingPathComponent(AppDatabase.fileName).path, leavingOut: ["1", "bob:1"])
      let copy = try AppDatabase.open(directory: folder)
      #expect(try ProfileStore(database: copy).load() == Fixtures.profile())
    }
  }

  /// A recorded run's cache serves only what it saved itself: its session carries no cache, and
  /// its replay must meet the same answers.
  @Test func aStoreThatServesOnlyThisRunsAnswersIgnoresEarlierOnes() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
      let (earlier, later) = ("https://h/earlier", "https://h/later")
      let store = HTTPCacheStore(database: database, now: { start })
      for (url, seconds) in [(earlier, -5.0), (later, 0.0)] {
        try store.save(
          .init(url: url, etag: "e", body: Data(), headers: [:], fetchedAt: start.addingTimeInterval(seconds))
        )
      }
      let thisRun = HTTPCacheStore(database: database, now: { start }, servesSavedSince: start)
      #expect(try thisRun.entry(for: earlier) == nil)
      #expect(try thisRun.entry(for: later)?.etag == "e")
      #expect(try store.entry(for: earlier)?.etag == "e", "an ordinary run still has it")
    }
  }
}
