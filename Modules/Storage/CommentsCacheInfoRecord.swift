import GRDB

/// Marks one post's comments as cached, which tells "fetched, none" apart from "never fetched".
struct CommentsCacheInfoRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "cachedCommentsInfo"

  var postId: Int
}
