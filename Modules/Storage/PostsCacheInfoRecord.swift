import GRDB

/// The single row saying when the cached posts snapshot was fetched; absent until one is saved.
struct PostsCacheInfoRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "postsCacheInfo"

  /// Always 1: there is one snapshot.
  var id: Int = 1
  /// Seconds since 2001-01-01, so the `Date` round-trips exactly.
  var fetchedAt: Double
}
