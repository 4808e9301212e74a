import Foundation
import GRDB

/// One cached HTTP response, keyed by its URL.
struct HTTPCacheRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "httpCache"

  var url: String
  var etag: String?
  var body: Data
  /// Stored as a JSON object in a text column.
  var headers: [String: String]
  /// Seconds since 2001-01-01, so the `Date` round-trips exactly.
  var fetchedAt: Double
  /// When the entry was last saved or served, in the same unit; the cache evicts the smallest.
  var lastUsedAt: Double
}
