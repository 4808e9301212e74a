import Foundation
import Models
import Storage
import Testing

@Suite("PostsCacheStore")
struct PostsCacheStoreTests {
  @Test("no snapshot at first; a replacement reads back in order with its time")
  func roundTrip() throws {
    try TemporaryDirectory.run { directory in
      let store = PostsCacheStore(database: try AppDatabase.open(directory: directory))
      #expect(try store.snapshot() == nil)
      let posts = Fixtures.posts(20, firstID: 50).reversed() + Fixtures.posts(3, firstID: 1)
      let time = Date(timeIntervalSinceReferenceDate: 815_000_000.25)
      try store.replace(with: Array(posts), fetchedAt: time)
      #expect(try store.snapshot() == PostsCacheStore.Snapshot(posts: Array(posts), fetchedAt: time))
    }
  }

  @Test("a second replacement drops posts that are no longer there")
  func replacesEverything() throws {
    try TemporaryDirectory.run { directory in
      let store = PostsCacheStore(database: try AppDatabase.open(directory: directory))
      try store.replace(with: Fixtures.posts(100), fetchedAt: Date(timeIntervalSinceReferenceDate: 1))
      try store.replace(
        with: Fixtures.posts(5, firstID: 7, batch: "b"), fetchedAt: Date(timeIntervalSinceReferenceDate: 2))
      let snapshot = try #require(try store.snapshot())
      #expect(snapshot.posts == Fixtures.posts(5, firstID: 7, batch: "b"))
      #expect(snapshot.fetchedAt == Date(timeIntervalSinceReferenceDate: 2))
      try store.replace(with: [], fetchedAt: Date(timeIntervalSinceReferenceDate: 3))
      #expect(
        try store.snapshot()
          == PostsCacheStore.Snapshot(posts: [], fetchedAt: Date(timeIntervalSinceReferenceDate: 3)))
    }
  }

  @Test("a replacement that fails midway (a duplicate id) leaves the old snapshot intact")
  func atomicReplacement() throws {
    try TemporaryDirectory.run { directory in
      let store = PostsCacheStore(database: try AppDatabase.open(directory: directory))
      let old = PostsCacheStore.Snapshot(
        posts: Fixtures.posts(10), fetchedAt: Date(timeIntervalSinceReferenceDate: 10))
      try store.replace(with: old.posts, fetchedAt: old.fetchedAt)
      // The 30th post repeats an id, so the insert fails after 29 rows were written.
      var bad = Fixtures.posts(40, firstID: 500, batch: "new")
      bad[29].id = bad[3].id
      let error = #expect(throws: StorageError.self) {
        try store.replace(with: bad, fetchedAt: Date(timeIntervalSinceReferenceDate: 20))
      }
      guard case .writeFailed(let message) = error else {
        Issue.record("expected writeFailed, got \(String(describing: error))")
        return
      }
      #expect(message.contains("UNIQUE"))
      #expect(try store.snapshot() == old)
    }
  }

  @Test("comments: nil until saved, empty when a post has none, replaced per post")
  func comments() throws {
    try TemporaryDirectory.run { directory in
      let store = PostsCacheStore(database: try AppDatabase.open(directory: directory))
      #expect(try store.comments(postID: 1) == nil)
      try store.saveComments(Fixtures.comments(5, postID: 1), postID: 1)
      try store.saveComments([], postID: 2)
      #expect(try store.comments(postID: 1) == Fixtures.comments(5, postID: 1))
      #expect(try store.comments(postID: 2) == [])
      let fewer = Array(Fixtures.comments(5, postID: 1).suffix(2).reversed())
      try store.saveComments(fewer, postID: 1)
      #expect(try store.comments(postID: 1) == fewer)
      // Replacing the posts does not drop comments already fetched.
      try store.replace(with: Fixtures.posts(3), fetchedAt: Date(timeIntervalSinceReferenceDate: 5))
      #expect(try store.comments(postID: 1) == fewer)
    }
  }

  @Test("comments of another post are refused and nothing is saved")
  func strayComments() throws {
    try TemporaryDirectory.run { directory in
      let store = PostsCacheStore(database: try AppDatabase.open(directory: directory))
      let mixed = Fixtures.comments(2, postID: 1) + Fixtures.comments(1, postID: 9)
      #expect(throws: StorageError.writeFailed("comment 900 belongs to post 9, not to post 1")) {
        try store.saveComments(mixed, postID: 1)
      }
      #expect(try store.comments(postID: 1) == nil)
    }
  }
}
