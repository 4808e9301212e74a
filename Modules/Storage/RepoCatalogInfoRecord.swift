import GRDB

/// The catalog table's bookkeeping row: which bundled version it holds.
struct RepoCatalogInfoRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "repoCatalogInfo"

  /// Always 1: one row.
  var id: Int = 1
  var version: Int
}
