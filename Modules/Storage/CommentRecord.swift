import GRDB

/// One cached comment of one post.
struct CommentRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "cachedComment"

  var postId: Int
  var id: Int
  /// The comment's index in its post's list, so comments read back in the order they were saved.
  var position: Int
  var name: String
  var email: String
  var body: String
}
