import Foundation
import GRDB
import Storage
import StorageTesting
import Synchronization
import Testing

/// The cache's bounds: what survives a fill past the size limit, and what the age limit removes.
@Suite("HTTPCacheStore limits")
struct HTTPCacheStoreLimitTests {
  /// A clock the test moves by hand.
  final class ManualClock: Sendable {
    private let seconds = Mutex<TimeInterval>(800_000_000)
    var now: Date { seconds.withLock { Date(timeIntervalSinceReferenceDate: $0) } }
    func advance(by interval: TimeInterval) { seconds.withLock { $0 += interval } }
  }

  private func entry(_ number: Int, bytes: Int, at date: Date) -> HTTPCacheStore.Entry {
    HTTPCacheStore.Entry(
      url: "https://api.github.com/search/repositories?q=q\(number)", etag: "\"e\(number)\"",
      body: Data(repeating: UInt8(number % 256), count: bytes), headers: [:], fetchedAt: date)
  }

  @Test("filled past its size limit, it keeps within it, the recently used entries first")
  func sizeLimit() throws {
    try TemporaryDirectory.run { directory in
      let clock = ManualClock()
      let store = HTTPCacheStore(
        database: try AppDatabase.open(directory: directory),
        limits: .init(maxBodyBytes: 10_000, maxAge: 3600), now: { clock.now })
      for number in 1...30 {
        try store.save(entry(number, bytes: 1_000, at: clock.now))
        clock.advance(by: 1)
        // The first search is repeated all along, so it stays recently used.
        try store.markUsed(url: entry(1, bytes: 0, at: clock.now).url)
        clock.advance(by: 1)
      }
      #expect(try store.bodyBytes() <= 10_000)
      #expect(try store.entry(for: entry(1, bytes: 0, at: clock.now).url) != nil)
      let kept = try (1...30).filter { try store.entry(for: entry($0, bytes: 0, at: clock.now).url) != nil }
      #expect(kept == [1] + Array(22...30))
    }
  }

  @Test("a body larger than the whole limit is not kept, and evicts nothing")
  func oversizedBody() throws {
    try TemporaryDirectory.run { directory in
      let clock = ManualClock()
      let store = HTTPCacheStore(
        database: try AppDatabase.open(directory: directory),
        limits: .init(maxBodyBytes: 2_000, maxAge: 3600), now: { clock.now })
      try store.save(entry(1, bytes: 1_500, at: clock.now))
      try store.save(entry(2, bytes: 2_001, at: clock.now))
      #expect(try store.entry(for: entry(1, bytes: 0, at: clock.now).url) != nil)
      #expect(try store.entry(for: entry(2, bytes: 0, at: clock.now).url) == nil)
    }
  }

  @Test("an entry not used for longer than the age limit is gone")
  func ageLimit() throws {
    try TemporaryDirectory.run { directory in
      let clock = ManualClock()
      let store = HTTPCacheStore(
        database: try AppDatabase.open(directory: directory),
        limits: .init(maxBodyBytes: 1_000_000, maxAge: 3600), now: { clock.now })
      try store.save(entry(1, bytes: 10, at: clock.now))
      try store.save(entry(2, bytes: 10, at: clock.now))
      clock.advance(by: 3000)
      try store.markUsed(url: entry(2, bytes: 0, at: clock.now).url)
      clock.advance(by: 1000)
      // Entry 1 was last used 4000 s ago; entry 2, 1000 s ago.
      #expect(try store.entry(for: entry(1, bytes: 0, at: clock.now).url) == nil)
      #expect(try store.entry(for: entry(2, bytes: 0, at: clock.now).url) != nil)
      clock.advance(by: 3601)
      try store.save(entry(3, bytes: 10, at: clock.now))
      #expect(try store.bodyBytes() == 10)
    }
  }

  @Test("the default limit is at most 32 MiB of bodies")
  func defaultLimit() {
    #expect(HTTPCacheStore.Limits().maxBodyBytes <= 32 * 1024 * 1024)
  }

  @Test("a lookup never waits for a writer: another process holding the write lock delays nothing")
  func lookupDuringAnotherWrite() throws {
    try TemporaryDirectory.run { directory in
      // A lookup that waited for the lock would fail after this busy timeout.
      let database = try AppDatabase.open(directory: directory, busyTimeout: .milliseconds(1))
      let store = HTTPCacheStore(database: database)
      let saved = entry(1, bytes: 10, at: Date())
      try store.save(saved)
      let holder = try LockHolder(path: database.path)
      defer { try? holder.release() }

      #expect(try store.entry(for: saved.url)?.etag == saved.etag)
      #expect(throws: StorageError.self, "recording the use is what waits, off the answer's path") {
        try store.markUsed(url: saved.url)
      }
    }
  }

  @Test("space freed by eviction goes back to the file system, so the file shrinks with the cache")
  func freedSpaceIsGivenBack() throws {
    try TemporaryDirectory.run { directory in
      let database = try AppDatabase.open(directory: directory)
      let url = { (number: Int) in entry(number, bytes: 0, at: Date()).url }
      let roomy = HTTPCacheStore(database: database, limits: .init(maxBodyBytes: 8_000_000))
      for number in 1...40 { try roomy.save(entry(number, bytes: 100_000, at: Date())) }
      let fullPages = try pageCounts(database)
      #expect(fullPages.total > 900)

      let tight = HTTPCacheStore(database: database, limits: .init(maxBodyBytes: 100_000))
      try tight.save(entry(41, bytes: 100_000, at: Date()))

      let pages = try pageCounts(database)
      #expect(try tight.entry(for: url(41)) != nil)
      #expect(try tight.entry(for: url(1)) == nil)
      #expect(pages.total * 4 < fullPages.total, "the file shrank: \(fullPages) → \(pages)")
      #expect(pages.free < 256)
    }
  }

  private func pageCounts(_ database: AppDatabase) throws -> (total: Int, free: Int) {
    // A connection of its own: the store's pool is not public.
    try DatabaseQueue(path: database.path).read { db in
      (
        try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0,
        try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
      )
    }
  }
}
