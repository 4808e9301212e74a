import GRDB

/// One post of the cached posts snapshot.
struct PostRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "cachedPost"

  var id: Int
  /// The post's index in the snapshot, so posts read back in the order they were saved.
  var position: Int
  var userId: Int
  var title: String
  var body: String
}
