import Foundation

/// The author of a post, in the JSONPlaceholder shape (`/users/{id}`); fields the app does not
/// show (address, company…) are ignored when decoding.
public struct Author: Sendable, Hashable, Codable, Identifiable {
  /// The user's identifier, the `userId` of their posts.
  public var id: Int
  /// The full name.
  public var name: String
  /// The short handle.
  public var username: String
  /// The contact address.
  public var email: String

  /// Creates an author from their fields.
  public init(id: Int, name: String, username: String, email: String) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
  }
}
