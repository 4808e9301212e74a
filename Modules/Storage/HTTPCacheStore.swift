import Foundation
import GRDB

/// Keeps HTTP responses by URL with their ETag, so a repeat request can be conditional and a
/// `304 Not Modified` can reuse the stored body.
///
/// The cache is bounded: every save, in the same transaction, removes the entries not used for
/// ``Limits/maxAge`` and then, least recently used first, as many as it takes to bring the
/// bodies within ``Limits/maxBodyBytes``. A body larger than the whole limit is not kept. The
/// space freed is given back to the file system once it is a quarter of the file.
public struct HTTPCacheStore: Sendable {
  /// One cached response.
  public struct Entry: Sendable, Equatable {
    /// The request URL the response answers; the cache key.
    public var url: String
    /// The response's `ETag`, sent back as `If-None-Match`; nil when the server gave none.
    public var etag: String?
    /// The response body.
    public var body: Data
    /// The response headers worth keeping (e.g. `Link`, rate-limit headers), by name.
    public var headers: [String: String]
    /// When the response was received.
    public var fetchedAt: Date

    /// Creates an entry from its fields.
    public init(url: String, etag: String?, body: Data, headers: [String: String], fetchedAt: Date) {
      self.url = url
      self.etag = etag
      self.body = body
      self.headers = headers
      self.fetchedAt = fetchedAt
    }
  }

  /// How much the cache keeps.
  public struct Limits: Sendable, Equatable {
    /// 32 MiB of bodies.
    public static let defaultMaxBodyBytes = 32 * 1024 * 1024
    /// 30 days.
    public static let defaultMaxAge: TimeInterval = 30 * 24 * 60 * 60

    /// The most body bytes kept, all entries together.
    public var maxBodyBytes: Int
    /// How long an entry is kept after it was last saved or served.
    public var maxAge: TimeInterval

    /// Creates limits; the defaults are 32 MiB and 30 days.
    public init(maxBodyBytes: Int = defaultMaxBodyBytes, maxAge: TimeInterval = defaultMaxAge) {
      self.maxBodyBytes = maxBodyBytes
      self.maxAge = maxAge
    }
  }

  private let database: AppDatabase
  private let limits: Limits
  private let now: @Sendable () -> Date
  private let oldestServed: Double

  /// Creates a store over `database`.
  ///
  /// - Parameters:
  ///   - now: the time entries are saved and used at, and their age is measured against.
  ///   - servesSavedSince: when set, an entry saved before it is not served (a recorded run's:
  ///     its session carries no HTTP cache, so its replay starts from none).
  public init(
    database: AppDatabase, limits: Limits = Limits(), now: @escaping @Sendable () -> Date = Date.init,
    servesSavedSince: Date? = nil
  ) {
    self.database = database
    self.limits = limits
    self.now = now
    oldestServed = servesSavedSince?.timeIntervalSinceReferenceDate ?? -.infinity
  }

  /// Returns the entry cached for `url`; nil when there is none or it is older than the age
  /// limit (a later save removes it).
  ///
  /// A read transaction: it never waits for a writer, in this process or another. Record the use
  /// with ``markUsed(url:)``, which may wait, off the path of the answer.
  public func entry(for url: String) throws(StorageError) -> Entry? {
    let oldest = now().timeIntervalSinceReferenceDate - limits.maxAge
    let oldestServed = oldestServed
    do {
      return try database.reader.read { db in
        guard let record = try HTTPCacheRecord.fetchOne(db, key: url), record.lastUsedAt >= oldest,
          record.fetchedAt >= oldestServed
        else {
          return nil
        }
        return Entry(
          url: record.url, etag: record.etag, body: record.body, headers: record.headers,
          fetchedAt: Date(timeIntervalSinceReferenceDate: record.fetchedAt))
      }
    } catch {
      throw StorageError(reading: error, path: database.path)
    }
  }

  /// Marks the entry for `url` used now, so eviction keeps it longer; an absent entry is fine.
  public func markUsed(url: String) throws(StorageError) {
    let now = now().timeIntervalSinceReferenceDate
    do {
      try database.writer.write { db in
        try db.execute(
          sql: "UPDATE \(Self.table) SET lastUsedAt = ? WHERE url = ?", arguments: [now, url])
      }
    } catch {
      throw StorageError(writing: error, path: database.path)
    }
  }

  /// Saves `entry`, replacing any entry for the same URL, and evicts what the limits no longer
  /// allow, in one transaction.
  public func save(_ entry: Entry) throws(StorageError) {
    let now = now().timeIntervalSinceReferenceDate
    let record = HTTPCacheRecord(
      url: entry.url, etag: entry.etag, body: entry.body, headers: entry.headers,
      fetchedAt: entry.fetchedAt.timeIntervalSinceReferenceDate, lastUsedAt: now)
    let limits = limits
    do {
      try database.writer.write { db in
        if entry.body.count > limits.maxBodyBytes {
          // Keeping it would evict everything else, and still break the limit.
          _ = try HTTPCacheRecord.deleteOne(db, key: entry.url)
        } else {
          try record.upsert(db)
        }
        try Self.evict(db, limits: limits, now: now)
      }
      try Self.giveBackFreePages(database.writer)
    } catch {
      throw StorageError(writing: error, path: database.path)
    }
  }

  /// Removes the entry for `url`; removing an absent entry is not an error.
  public func remove(url: String) throws(StorageError) {
    do {
      _ = try database.writer.write { db in try HTTPCacheRecord.deleteOne(db, key: url) }
    } catch {
      throw StorageError(writing: error, path: database.path)
    }
  }

  /// The bytes of all the bodies kept.
  public func bodyBytes() throws(StorageError) -> Int {
    do {
      return try database.reader.read { db in
        try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(length(body)), 0) FROM \(Self.table)") ?? 0
      }
    } catch {
      throw StorageError(reading: error, path: database.path)
    }
  }

  private static let table = HTTPCacheRecord.databaseTableName
  /// Free pages worth giving back: 1 MiB of 4 KiB pages.
  private static let minimumFreePages = 256

  /// Gives the pages evictions freed back to the file system once they are at least a quarter
  /// of the file, so the file shrinks with the cache. A file made before this (no auto-vacuum)
  /// is converted once with VACUUM; after that, `incremental_vacuum` returns only free pages.
  ///
  /// It runs after a save, never while opening, so it stays off the path to the first frame.
  private static func giveBackFreePages(_ pool: any DatabaseWriter) throws {
    try pool.writeWithoutTransaction { db in
      let free = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
      let total = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
      guard free >= minimumFreePages, free * 4 >= total else { return }
      if try Int.fetchOne(db, sql: "PRAGMA auto_vacuum") == 2 {
        try db.execute(sql: "PRAGMA incremental_vacuum")
      } else {
        try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
        try db.execute(sql: "VACUUM")
      }
      // The pages left through the log; a reader may keep it from emptying now, which is fine.
      _ = try? db.checkpoint(.truncate)
    }
  }

  /// Drops entries past the age limit, then the least recently used until the rest fit.
  private static func evict(_ db: Database, limits: Limits, now: Double) throws {
    try db.execute(sql: "DELETE FROM \(table) WHERE lastUsedAt < ?", arguments: [now - limits.maxAge])
    // The running total, newest use first: every entry whose total passes the limit goes.
    try db.execute(
      sql: """
        DELETE FROM \(table) WHERE url IN (
          SELECT url FROM (
            SELECT url, SUM(length(body)) OVER (ORDER BY lastUsedAt DESC, url ROWS UNBOUNDED PRECEDING)
              AS kept
            FROM \(table))
          WHERE kept > ?)
        """,
      arguments: [limits.maxBodyBytes])
  }
}
