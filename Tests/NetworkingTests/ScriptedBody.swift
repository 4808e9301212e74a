import FlyingSocks
import HTTPTesting
import Synchronization

/// A response body that a test scripts chunk by chunk, pausing between chunks, and that
/// counts how many bytes the server has actually pulled from it.
struct ScriptedBody: AsyncBufferedSequence, Sendable {
  typealias Element = UInt8

  let chunks: [[UInt8]]
  let pause: Duration
  let produced: Counter
  let released: Flag

  /// `count` chunks of `chunkSize` bytes, with `pause` before every chunk but the first;
  /// `released` is raised once the server has let go of the body, read to the end or not.
  init(chunkSize: Int, count: Int, pause: Duration, produced: Counter = Counter(), released: Flag = Flag()) {
    chunks = Array(repeating: Array(repeating: UInt8(ascii: "x"), count: chunkSize), count: count)
    self.pause = pause
    self.produced = produced
    self.released = released
  }

  /// The total number of bytes the body would produce if read to the end.
  var totalBytes: Int { chunks.reduce(0) { $0 + $1.count } }

  func makeAsyncIterator() -> Iterator {
    Iterator(chunks: chunks, pause: pause, produced: produced, lifetime: Lifetime(released))
  }

  /// Raises a flag when the last copy of the iterator holding it goes away.
  final class Lifetime: Sendable {
    let flag: Flag
    init(_ flag: Flag) { self.flag = flag }
    deinit { flag.raise() }
  }

  /// Hands out the chunks in order, sleeping before each one after the first.
  struct Iterator: AsyncBufferedIteratorProtocol {
    let chunks: [[UInt8]]
    let pause: Duration
    let produced: Counter
    let lifetime: Lifetime
    var nextChunk = 0
    var pending: ArraySlice<UInt8> = []

    mutating func next() async throws -> UInt8? {
      try await nextBuffer(suggested: 1)?.first
    }

    mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
      if pending.isEmpty {
        guard nextChunk < chunks.count else { return nil }
        if nextChunk > 0 { try await Task.sleep(for: pause) }
        pending = chunks[nextChunk][...]
        nextChunk += 1
        produced.add(pending.count)
      }
      let buffer = pending.prefix(Swift.max(1, count))
      pending = pending.dropFirst(buffer.count)
      return buffer
    }
  }
}

/// A thread-safe running total.
final class Counter: Sendable {
  private let total = Mutex(0)

  /// Adds `amount` to the total.
  func add(_ amount: Int) {
    total.withLock { $0 += amount }
  }

  /// The current total.
  var value: Int { total.withLock { $0 } }
}

/// A thread-safe flag, raised once.
final class Flag: Sendable {
  private let isRaised = Mutex(false)

  /// Raises the flag.
  func raise() {
    isRaised.withLock { $0 = true }
  }

  /// Whether the flag is raised within ``LoopbackServer/hangGuard``: a loopback test's wait for
  /// the server, bounded only so that a server that never lets go fails the test instead of
  /// hanging it.
  func wait() async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: LoopbackServer.hangGuard)
    while ContinuousClock.now < deadline {
      if isRaised.withLock({ $0 }) { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return isRaised.withLock { $0 }
  }
}
