import Foundation

/// A post in the JSONPlaceholder shape (`/posts`), decoded from live and offline data alike.
public struct Post: Sendable, Hashable, Codable, Identifiable {
  /// The post's identifier, unique among posts.
  public var id: Int
  /// The identifier of the user who wrote the post.
  public var userId: Int
  /// The post's title.
  public var title: String
  /// The post's text.
  public var body: String

  /// Creates a post from its fields.
  public init(id: Int, userId: Int, title: String, body: String) {
    self.id = id
    self.userId = userId
    self.title = title
    self.body = body
  }
}
