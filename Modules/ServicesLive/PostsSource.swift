import Models
import Services

/// Where posts come from before any caching: the HTTP API (``PostsAPI``) or the bundled sample
/// (``BundledPosts``). Both give the same models, so the screens cannot tell them apart.
public protocol PostsSource: Sendable {
  /// Page `page` (1-based) of ``PostsPage/size`` posts; its origin is set by the caller.
  func posts(page: Int) async throws -> PostsPage

  /// The comments of post `postID`.
  func comments(postID: Int) async throws -> [Comment]

  /// The user who wrote the posts with `userID`.
  func author(userID: Int) async throws -> Author
}
