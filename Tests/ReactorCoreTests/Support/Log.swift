import Synchronization

/// A thread-safe list of entries, for effects and `@Sendable` closures to report what they did.
final class Log: Sendable {
  private let storage = Mutex<[String]>([])

  func append(_ entry: String) {
    storage.withLock { $0.append(entry) }
  }

  var entries: [String] {
    storage.withLock { $0 }
  }

  func removeAll() {
    storage.withLock { $0.removeAll() }
  }
}

struct Boom: Error {}
