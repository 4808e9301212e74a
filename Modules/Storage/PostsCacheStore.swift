import Foundation
import GRDB
import Models

/// The offline-first cache of the Home screen: the last posts fetched, when, and the comments
/// of the posts that were opened.
public struct PostsCacheStore: Sendable {
  /// The cached posts and the time they were fetched, for "updated 12 min ago".
  public struct Snapshot: Sendable, Equatable {
    /// The posts, in the order they were saved.
    public var posts: [Post]
    /// When the posts were fetched.
    public var fetchedAt: Date

    /// Creates a snapshot from its fields.
    public init(posts: [Post], fetchedAt: Date) {
      self.posts = posts
      self.fetchedAt = fetchedAt
    }
  }

  private let database: AppDatabase

  /// Creates a store over `database`.
  public init(database: AppDatabase) {
    self.database = database
  }

  /// Returns the cached snapshot, or nil when no posts were ever saved.
  public func snapshot() throws(StorageError) -> Snapshot? {
    do {
      return try database.reader.read { db in
        guard let info = try PostsCacheInfoRecord.fetchOne(db) else { return nil }
        let posts = try PostRecord.order(Column("position")).fetchAll(db).map { record in
          Post(id: record.id, userId: record.userId, title: record.title, body: record.body)
        }
        return Snapshot(posts: posts, fetchedAt: Date(timeIntervalSinceReferenceDate: info.fetchedAt))
      }
    } catch {
      throw StorageError(reading: error, path: database.path)
    }
  }

  /// Replaces the cached posts with `posts` in one transaction: either all of them and
  /// `fetchedAt` are saved, or (on any failure, e.g. two posts with one id) the old snapshot
  /// stays exactly as it was.
  public func replace(with posts: [Post], fetchedAt: Date) throws(StorageError) {
    do {
      try database.writer.write { db in
        try PostRecord.deleteAll(db)
        for (position, post) in posts.enumerated() {
          try PostRecord(
            id: post.id, position: position, userId: post.userId, title: post.title, body: post.body
          ).insert(db)
        }
        try PostsCacheInfoRecord(fetchedAt: fetchedAt.timeIntervalSinceReferenceDate).upsert(db)
      }
    } catch {
      throw StorageError(writing: error, path: database.path)
    }
  }

  /// Returns the cached comments of post `postID`: nil when they were never saved, empty when
  /// the post had none.
  public func comments(postID: Int) throws(StorageError) -> [Comment]? {
    do {
      return try database.reader.read { db in
        guard try CommentsCacheInfoRecord.exists(db, key: postID) else { return nil }
        return
          try CommentRecord
          .filter(Column("postId") == postID)
          .order(Column("position"))
          .fetchAll(db)
          .map { Comment(id: $0.id, postId: $0.postId, name: $0.name, email: $0.email, body: $0.body) }
      }
    } catch {
      throw StorageError(reading: error, path: database.path)
    }
  }

  /// Replaces the cached comments of post `postID` in one transaction.
  ///
  /// Every comment must belong to `postID`; otherwise nothing is saved and `.writeFailed` says
  /// which comment did not.
  public func saveComments(_ comments: [Comment], postID: Int) throws(StorageError) {
    if let stray = comments.first(where: { $0.postId != postID }) {
      throw .writeFailed("comment \(stray.id) belongs to post \(stray.postId), not to post \(postID)")
    }
    do {
      try database.writer.write { db in
        try CommentRecord.filter(Column("postId") == postID).deleteAll(db)
        for (position, comment) in comments.enumerated() {
          try CommentRecord(
            postId: postID, id: comment.id, position: position, name: comment.name,
            email: comment.email, body: comment.body
          ).insert(db)
        }
        try CommentsCacheInfoRecord(postId: postID).upsert(db)
      }
    } catch {
      throw StorageError(writing: error, path: database.path)
    }
  }
}
