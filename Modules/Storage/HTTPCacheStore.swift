import Foundation
import GRDB

/// Keeps HTTP responses by URL with their ETag, so a repeat request can be conditional and a
/// `304 Not Modified` can reuse the stored body.
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

  private let database: AppDatabase

  /// Creates a store over `database`.
  public init(database: AppDatabase) {
    self.database = database
  }

  /// Returns the entry cached for `url`, or nil when there is none.
  public func entry(for url: String) throws(StorageError) -> Entry? {
    do {
      return try database.pool.read { db in
        try HTTPCacheRecord.fetchOne(db, key: url).map { record in
          Entry(
            url: record.url, etag: record.etag, body: record.body, headers: record.headers,
            fetchedAt: Date(timeIntervalSinceReferenceDate: record.fetchedAt))
        }
      }
    } catch {
      throw StorageError(reading: error, path: database.path)
    }
  }

  /// Saves `entry`, replacing any entry for the same URL, in one transaction.
  public func save(_ entry: Entry) throws(StorageError) {
    let record = HTTPCacheRecord(
      url: entry.url, etag: entry.etag, body: entry.body, headers: entry.headers,
      fetchedAt: entry.fetchedAt.timeIntervalSinceReferenceDate)
    do {
      try database.pool.write { db in try record.upsert(db) }
    } catch {
      throw StorageError(writing: error, path: database.path)
    }
  }

  /// Removes the entry for `url`; removing an absent entry is not an error.
  public func remove(url: String) throws(StorageError) {
    do {
      _ = try database.pool.write { db in try HTTPCacheRecord.deleteOne(db, key: url) }
    } catch {
      throw StorageError(writing: error, path: database.path)
    }
  }
}
