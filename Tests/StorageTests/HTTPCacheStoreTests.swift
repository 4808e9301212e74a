import Foundation
import Storage
import Testing

@Suite("HTTPCacheStore")
struct HTTPCacheStoreTests {
  private let url = "https://api.github.com/search/repositories?q=swift&page=1&per_page=30"

  private func entry(etag: String?, body: String, at seconds: Double) -> HTTPCacheStore.Entry {
    HTTPCacheStore.Entry(
      url: url, etag: etag, body: Data(body.utf8),
      headers: ["Link": #"<https://api.github.com/x?page=2>; rel="next""#, "X-RateLimit-Remaining": "9"],
      fetchedAt: Date(timeIntervalSinceReferenceDate: seconds))
  }

  @Test("an entry round-trips exactly, binary body and sub-second time included")
  func roundTrip() throws {
    try TemporaryDirectory.run { directory in
      let store = HTTPCacheStore(database: try AppDatabase.open(directory: directory))
      #expect(try store.entry(for: url) == nil)
      var saved = entry(etag: #"W/"abc123""#, body: "", at: 815_000_000.123_456_7)
      saved.body = Data([0, 255, 1, 254, 0x1B, 0x5B])
      try store.save(saved)
      #expect(try store.entry(for: url) == saved)
      #expect(try store.entry(for: url + "&other") == nil)
    }
  }

  @Test("saving the same URL again replaces the entry, a nil ETag included")
  func replace() throws {
    try TemporaryDirectory.run { directory in
      let store = HTTPCacheStore(database: try AppDatabase.open(directory: directory))
      try store.save(entry(etag: #""v1""#, body: "one", at: 1))
      let newer = entry(etag: nil, body: "two", at: 2)
      try store.save(newer)
      #expect(try store.entry(for: url) == newer)
    }
  }

  @Test("remove deletes only that URL, and removing twice is fine")
  func remove() throws {
    try TemporaryDirectory.run { directory in
      let store = HTTPCacheStore(database: try AppDatabase.open(directory: directory))
      var other = entry(etag: nil, body: "keep", at: 3)
      other.url = "https://example.com/other"
      try store.save(entry(etag: "e", body: "drop", at: 3))
      try store.save(other)
      try store.remove(url: url)
      try store.remove(url: url)
      #expect(try store.entry(for: url) == nil)
      #expect(try store.entry(for: other.url) == other)
    }
  }
}
