import Foundation
import Models

/// The posts of the Home screen, page by page, with an offline-first cache, and what a post's
/// detail shows: its author and its comments.
///
/// A screen shows ``cachedPosts()`` at once, then asks for ``posts(page:)``; the first page
/// replaces the cache only when it was fetched successfully, so a failed refresh never loses
/// what was there.
public protocol PostsService: Sendable {
  /// The posts saved by the last successful refresh and when they were fetched; nil when none
  /// were ever saved.
  func cachedPosts() async throws -> CachedPosts?

  /// Fetches page `page` (1-based, ``PostsPage/size`` posts a page). A first page fetched from
  /// the network replaces the cached posts in one transaction.
  func posts(page: Int) async throws -> PostsPage

  /// The comments saved when post `postID` was last opened; nil when they never were.
  func cachedComments(postID: Int) async throws -> [Comment]?

  /// Fetches the comments of post `postID` and, when they came from the network, saves them.
  func comments(postID: Int) async throws -> PostComments

  /// Fetches the author of posts by `userID`.
  func author(userID: Int) async throws -> Author
}

/// Posts kept from an earlier run.
public struct CachedPosts: Sendable, Equatable {
  /// The posts, in the order they were shown.
  public var posts: [Post]
  /// When they were fetched, for "updated 12 min ago".
  public var fetchedAt: Date

  /// Creates a snapshot from its fields.
  public init(posts: [Post], fetchedAt: Date) {
    self.posts = posts
    self.fetchedAt = fetchedAt
  }
}

/// One page of posts and where it came from.
public struct PostsPage: Sendable, Equatable {
  /// How many posts a full page holds.
  public static let size = 20

  /// The posts of this page.
  public var posts: [Post]
  /// The page that follows, or nil at the end.
  public var nextPage: Int?
  /// Live or bundled sample data; its banner says which.
  public var origin: DataOrigin
  /// A problem that did not stop the page, such as a cache that could not be saved.
  public var warning: String?

  /// Creates a page from its fields.
  public init(posts: [Post], nextPage: Int?, origin: DataOrigin = .live, warning: String? = nil) {
    self.posts = posts
    self.nextPage = nextPage
    self.origin = origin
    self.warning = warning
  }
}

/// A post's comments and where they came from.
public struct PostComments: Sendable, Equatable {
  /// The comments, oldest first.
  public var comments: [Comment]
  /// Live or bundled sample data.
  public var origin: DataOrigin

  /// Creates a list from its fields.
  public init(comments: [Comment], origin: DataOrigin = .live) {
    self.comments = comments
    self.origin = origin
  }
}

/// The key of PostsService in ServiceValues.
public enum PostsServiceKey: ServiceKey {
  public static func inMemory(_ context: ServiceContext) -> any PostsService {
    InMemoryPostsService.sample(clock: context.clock, now: context.now)
  }
}

extension ServiceValues {
  /// Home's posts and their comments, cached between runs.
  public var posts: any PostsService {
    get { self[PostsServiceKey.self] }
    set { self[PostsServiceKey.self] = newValue }
  }
}
