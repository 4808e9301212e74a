import Foundation
import Models
import Networking
import Services
import ServicesLive
import Storage
import StorageTesting
import Testing

struct LivePostsServiceTests {
  let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

  private func service(
    _ live: FixedSource, mode: DataSourcePolicy.Mode = .auto, store: PostsCacheStore?
  ) -> LivePostsService {
    LivePostsService(
      live: live, offline: FixedSource(batch: "sample"), policy: .fixed(mode),
      liveURL: "http://127.0.0.1:9", store: store,
      now: { [now] in now })
  }

  @Test func aLiveFirstPageReplacesTheCacheAndLaterPagesDoNot() async throws {
    let directory = try TemporaryDirectory()
    let store = PostsCacheStore(database: try AppDatabase.open(directory: directory.url))
    let service = service(FixedSource(batch: "live"), store: store)
    #expect(try await service.cachedPosts() == nil)

    let first = try await service.posts(page: 1)
    #expect(first.origin == .live)
    #expect(first.warning == nil)
    #expect(try await service.cachedPosts() == CachedPosts(posts: first.posts, fetchedAt: now))

    _ = try await service.posts(page: 2)
    #expect(try await service.cachedPosts()?.posts == first.posts)
  }

  @Test func aFailedRefreshLeavesTheCacheAsItWas() async throws {
    let directory = try TemporaryDirectory()
    let store = PostsCacheStore(database: try AppDatabase.open(directory: directory.url))
    let old = FixedSource.posts(batch: "old", page: 1)
    try store.replace(with: old, fetchedAt: Date(timeIntervalSinceReferenceDate: 1))
    let service = service(
      FixedSource(batch: "live", error: PostsError.status(500, path: "/posts")), store: store)

    await #expect(throws: PostsError.status(500, path: "/posts")) { try await service.posts(page: 1) }
    #expect(
      try await service.cachedPosts()
        == CachedPosts(posts: old, fetchedAt: Date(timeIntervalSinceReferenceDate: 1)))
  }

  @Test func anUnreachableServerFallsBackToTheSampleWhichIsNeverCached() async throws {
    let directory = try TemporaryDirectory()
    let store = PostsCacheStore(database: try AppDatabase.open(directory: directory.url))
    let service = service(
      FixedSource(batch: "live", error: HTTPError.connect(host: "127.0.0.1")), store: store)

    let page = try await service.posts(page: 1)
    #expect(page.posts == FixedSource.posts(batch: "sample", page: 1))
    let offline = DataOrigin.offline(
      reason: "127.0.0.1:9 is unreachable (could not connect to 127.0.0.1); trying it again after 13:53:50")
    #expect(page.origin == offline)
    #expect(try await service.comments(postID: 3).origin == offline)
    #expect(try await service.cachedPosts() == nil)
    #expect(try await service.cachedComments(postID: 3) == nil)
  }

  @Test func liveCommentsAreSavedForTheNextVisit() async throws {
    let directory = try TemporaryDirectory()
    let store = PostsCacheStore(database: try AppDatabase.open(directory: directory.url))
    let service = service(FixedSource(batch: "live"), mode: .live, store: store)

    #expect(try await service.cachedComments(postID: 4) == nil)
    let fetched = try await service.comments(postID: 4)
    #expect(fetched == PostComments(comments: FixedSource.comments(postID: 4), origin: .live))
    #expect(try await service.cachedComments(postID: 4) == fetched.comments)
    #expect(try await service.author(userID: 2).name == "live author 2")
  }

  @Test func aCacheThatCannotBeWrittenCostsNothingButAWarning() async throws {
    let directory = try TemporaryDirectory()
    let database = try AppDatabase.open(directory: directory.url, busyTimeout: .milliseconds(50))
    let service = service(FixedSource(batch: "live"), store: PostsCacheStore(database: database))
    let lock = try LockHolder(path: database.path)
    defer { try? lock.release() }

    let page = try await service.posts(page: 1)
    #expect(page.posts == FixedSource.posts(batch: "live", page: 1))
    #expect(
      page.warning == "the posts were not saved for next time: \(StorageError.locked(path: database.path))")
  }

  @Test func withoutADatabaseNothingIsCachedAndPostsStillCome() async throws {
    let service = service(FixedSource(batch: "live"), store: nil)
    #expect(try await service.posts(page: 1).posts.count == 20)
    #expect(try await service.cachedPosts() == nil)
    #expect(try await service.cachedComments(postID: 1) == nil)
  }
}

/// A source with 30 posts per batch name, or one that always throws `error`.
private struct FixedSource: PostsSource {
  var batch: String
  var error: (any Error & Sendable)?

  static func posts(batch: String, page: Int) -> [Post] {
    let ids = page == 1 ? Array(1...20) : page == 2 ? Array(21...30) : []
    return ids.map { Post(id: $0, userId: $0 % 3 + 1, title: "\(batch) \($0)", body: "body") }
  }

  static func comments(postID: Int) -> [Models.Comment] {
    [Models.Comment(id: postID * 10, postId: postID, name: "c", email: "c@mail.example", body: "hello")]
  }

  func posts(page: Int) async throws -> PostsPage {
    if let error { throw error }
    return PostsPage(posts: Self.posts(batch: batch, page: page), nextPage: page == 1 ? 2 : nil)
  }

  func comments(postID: Int) async throws -> [Models.Comment] {
    if let error { throw error }
    return Self.comments(postID: postID)
  }

  func author(userID: Int) async throws -> Author {
    if let error { throw error }
    return Author(
      id: userID, name: "\(batch) author \(userID)", username: "u\(userID)", email: "u@mail.example")
  }
}
