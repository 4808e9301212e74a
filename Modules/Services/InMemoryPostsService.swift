import Foundation
import Models
import Synchronization

/// A ``PostsService`` kept in memory, for tests and previews: a server's posts, a cache that
/// the first page replaces, an optional latency on an injected clock, and a switch to fail.
public final class InMemoryPostsService: PostsService {
  /// The error fetches throw while ``failure`` is set.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What went wrong, as shown to the user.
    public let description: String

    /// A failure saying `description`.
    public init(_ description: String) {
      self.description = description
    }
  }

  private struct Contents {
    var posts: [Post]
    var comments: [Int: [Comment]]
    var authors: [Int: Author]
    var cached: CachedPosts?
    var cachedComments: [Int: [Comment]] = [:]
    var failure: Failure?
    var requestedPages: [Int] = []
  }

  private let contents: Mutex<Contents>
  private let origin: DataOrigin
  private let latency: Duration
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date

  /// - Parameters:
  ///   - posts: what the server has, in order.
  ///   - cached: what an earlier run saved.
  ///   - origin: where fetched pages say they came from.
  ///   - latency: how long each fetch waits on `clock` (a `TestClock` in tests) before answering.
  ///   - now: the time a first page is saved at.
  public init(
    posts: [Post] = [],
    comments: [Comment] = [],
    authors: [Author] = [],
    cached: CachedPosts? = nil,
    origin: DataOrigin = .live,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    contents = Mutex(
      Contents(
        posts: posts,
        comments: Dictionary(grouping: comments, by: \.postId),
        authors: Dictionary(authors.map { ($0.id, $0) }) { first, _ in first },
        cached: cached))
    self.origin = origin
    self.latency = latency
    self.clock = clock
    self.now = now
  }

  /// The error every fetch throws while set; reading the cache still works.
  public var failure: Failure? {
    get { contents.withLock { $0.failure } }
    set { contents.withLock { $0.failure = newValue } }
  }

  /// What the server has; change it to make a refresh bring something new.
  public var serverPosts: [Post] {
    get { contents.withLock { $0.posts } }
    set { contents.withLock { $0.posts = newValue } }
  }

  /// The pages fetched so far, in the order they were asked for.
  public var requestedPages: [Int] {
    contents.withLock { $0.requestedPages }
  }

  /// What the cache holds now.
  public var cached: CachedPosts? {
    contents.withLock { $0.cached }
  }

  public func cachedPosts() async throws -> CachedPosts? {
    contents.withLock { $0.cached }
  }

  public func posts(page: Int) async throws -> PostsPage {
    contents.withLock { $0.requestedPages.append(page) }
    try await wait()
    let now = now()
    return try contents.withLock { contents in
      if let failure = contents.failure { throw failure }
      let start = (page - 1) * PostsPage.size
      guard page >= 1, start <= contents.posts.count else {
        return PostsPage(posts: [], nextPage: nil, origin: origin)
      }
      let end = min(start + PostsPage.size, contents.posts.count)
      let posts = Array(contents.posts[start..<end])
      if page == 1 { contents.cached = CachedPosts(posts: posts, fetchedAt: now) }
      return PostsPage(posts: posts, nextPage: end < contents.posts.count ? page + 1 : nil, origin: origin)
    }
  }

  public func cachedComments(postID: Int) async throws -> [Comment]? {
    contents.withLock { $0.cachedComments[postID] }
  }

  public func comments(postID: Int) async throws -> PostComments {
    try await wait()
    return try contents.withLock { contents in
      if let failure = contents.failure { throw failure }
      let comments = contents.comments[postID] ?? []
      contents.cachedComments[postID] = comments
      return PostComments(comments: comments, origin: origin)
    }
  }

  public func author(userID: Int) async throws -> Author {
    try await wait()
    return try contents.withLock { contents in
      if let failure = contents.failure { throw failure }
      guard let author = contents.authors[userID] else { throw Failure("no user \(userID)") }
      return author
    }
  }

  private func wait() async throws {
    if latency > .zero { try await clock.sleep(for: latency) }
  }
}
