import Foundation

/// A comment on a post in the JSONPlaceholder shape (`/posts/{id}/comments`).
public struct Comment: Sendable, Hashable, Codable, Identifiable {
  /// The comment's identifier, unique among comments.
  public var id: Int
  /// The identifier of the post the comment belongs to.
  public var postId: Int
  /// The comment's title line.
  public var name: String
  /// The commenter's email address.
  public var email: String
  /// The comment's text.
  public var body: String

  /// Creates a comment from its fields.
  public init(id: Int, postId: Int, name: String, email: String, body: String) {
    self.id = id
    self.postId = postId
    self.name = name
    self.email = email
    self.body = body
  }
}
