import Foundation
import Models
import Services
import Storage

/// The Home screen's posts: fetched live or from the bundled sample as the data-source policy
/// decides, with the last live first page and opened posts' comments kept in SQLite.
///
/// Only live data is cached, so the sample never passes for something fetched. A cache that
/// cannot be written does not cost the user the fresh posts: the page says so in its warning.
public struct LivePostsService: PostsService {
  private let live: any PostsSource
  private let offline: any PostsSource
  private let policy: DataSourcePolicy
  /// Where `live` fetches from, for the policy's per-host reachability.
  private let liveURL: String
  private let store: PostsCacheStore?
  private let now: @Sendable () -> Date
  private let work: LocalWork

  /// - Parameters:
  ///   - liveURL: the base URL `live` fetches from (`posts.baseURL`).
  ///   - store: the cache; nil when the database could not be opened, and nothing is cached.
  ///   - now: the time a fetched page is saved at.
  ///   - work: where each read and write of the cache runs, off the cooperative pool.
  public init(
    live: any PostsSource,
    offline: any PostsSource,
    policy: DataSourcePolicy,
    liveURL: String,
    store: PostsCacheStore?,
    now: @escaping @Sendable () -> Date = Date.init,
    work: LocalWork = LocalWork()
  ) {
    self.work = work
    self.live = live
    self.offline = offline
    self.policy = policy
    self.liveURL = liveURL
    self.store = store
    self.now = now
  }

  public func cachedPosts() async throws -> CachedPosts? {
    let store = store
    return try await work.runBlocking("database cached posts") {
      try store?.snapshot().map { CachedPosts(posts: $0.posts, fetchedAt: $0.fetchedAt) }
    }
  }

  public func posts(page: Int) async throws -> PostsPage {
    let (live, offline) = (self.live, self.offline)
    let sourced = try await policy.fetch(
      from: liveURL,
      live: { try await live.posts(page: page) },
      offline: { try await offline.posts(page: page) })
    var result = sourced.value
    result.origin = sourced.origin
    if page == 1, sourced.origin.isLive, let store {
      do {
        let (posts, fetchedAt) = (result.posts, now())
        try await work.runBlocking("database posts saved") {
          try store.replace(with: posts, fetchedAt: fetchedAt)
        }
      } catch {
        result.warning = "the posts were not saved for next time: \(error)"
      }
    }
    return result
  }

  public func cachedComments(postID: Int) async throws -> [Comment]? {
    let store = store
    return try await work.runBlocking("database cached comments") { try store?.comments(postID: postID) }
  }

  public func comments(postID: Int) async throws -> PostComments {
    let (live, offline) = (self.live, self.offline)
    let sourced = try await policy.fetch(
      from: liveURL,
      live: { try await live.comments(postID: postID) },
      offline: { try await offline.comments(postID: postID) })
    if sourced.origin.isLive {
      // Comments that cannot be saved are still shown; the next visit fetches them again.
      let (store, comments) = (store, sourced.value)
      _ = try? await work.runBlocking("database comments saved") {
        try store?.saveComments(comments, postID: postID)
      }
    }
    return PostComments(comments: sourced.value, origin: sourced.origin)
  }

  public func author(userID: Int) async throws -> Author {
    let (live, offline) = (self.live, self.offline)
    return try await policy.fetch(
      from: liveURL,
      live: { try await live.author(userID: userID) },
      offline: { try await offline.author(userID: userID) }
    ).value
  }
}
