import Foundation
import Storage
import Synchronization
import Testing

/// The cache's bounds: what survives a fill past the size limit, and what the age limit removes.
@Suite("HTTPCacheStore limits")
struct HTTPCacheStoreLimitTests {
  /// A clock the test moves by hand.
  final class ManualClock: Sendable {
    private let seconds = Mutex<TimeInterval>(800_000_000)
    var now: Date { seconds.withLock { Date(timeIntervalSinceReferenceDate: $0) } }
    func advance(by interval: TimeInterval) { seconds.withLock { $0 += interval } }
  }

  private func entry(_ number: Int, bytes: Int, at date: Date) -> HTTPCacheStore.Entry {
    HTTPCacheStore.Entry(
      url: "https://api.github.com/search/repositories?q=q\(number)", etag: "\"e\(number)\"",
      body: Data(repeating: UInt8(number % 256), count: bytes), headers: [:], fetchedAt: date)
  }

  @Test("filled past its size limit, it keeps within it, the recently used entries first")
  func sizeLimit() throws {
    try TemporaryDirectory.run { directory in
      let clock = ManualClock()
      let store = HTTPCacheStore(
        database: try AppDatabase.open(directory: directory),
        limits: .init(maxBodyBytes: 10_000, maxAge: 3600), now: { clock.now })
      for number in 1...30 {
        try store.save(entry(number, bytes: 1_000, at: clock.now))
        clock.advance(by: 1)
        // The first search is repeated all along, so it stays recently used.
        _ = try store.entry(for: entry(1, bytes: 0, at: clock.now).url)
        clock.advance(by: 1)
      }
      #expect(try store.bodyBytes() <= 10_000)
      #expect(try store.entry(for: entry(1, bytes: 0, at: clock.now).url) != nil)
      let kept = try (1...30).filter { try store.entry(for: entry($0, bytes: 0, at: clock.now).url) != nil }
      #expect(kept == [1] + Array(22...30))
    }
  }

  @Test("a body larger than the whole limit is not kept, and evicts nothing")
  func oversizedBody() throws {
    try TemporaryDirectory.run { directory in
      let clock = ManualClock()
      let store = HTTPCacheStore(
        database: try AppDatabase.open(directory: directory),
        limits: .init(maxBodyBytes: 2_000, maxAge: 3600), now: { clock.now })
      try store.save(entry(1, bytes: 1_500, at: clock.now))
      try store.save(entry(2, bytes: 2_001, at: clock.now))
      #expect(try store.entry(for: entry(1, bytes: 0, at: clock.now).url) != nil)
      #expect(try store.entry(for: entry(2, bytes: 0, at: clock.now).url) == nil)
    }
  }

  @Test("an entry not used for longer than the age limit is gone")
  func ageLimit() throws {
    try TemporaryDirectory.run { directory in
      let clock = ManualClock()
      let store = HTTPCacheStore(
        database: try AppDatabase.open(directory: directory),
        limits: .init(maxBodyBytes: 1_000_000, maxAge: 3600), now: { clock.now })
      try store.save(entry(1, bytes: 10, at: clock.now))
      try store.save(entry(2, bytes: 10, at: clock.now))
      clock.advance(by: 3000)
      _ = try store.entry(for: entry(2, bytes: 0, at: clock.now).url)
      clock.advance(by: 1000)
      // Entry 1 was last used 4000 s ago; entry 2, 1000 s ago.
      #expect(try store.entry(for: entry(1, bytes: 0, at: clock.now).url) == nil)
      #expect(try store.entry(for: entry(2, bytes: 0, at: clock.now).url) != nil)
      clock.advance(by: 3601)
      try store.save(entry(3, bytes: 10, at: clock.now))
      #expect(try store.bodyBytes() == 10)
    }
  }

  @Test("the default limit is at most 32 MiB of bodies")
  func defaultLimit() {
    #expect(HTTPCacheStore.Limits().maxBodyBytes <= 32 * 1024 * 1024)
  }
}
