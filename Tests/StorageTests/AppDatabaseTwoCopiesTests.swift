import Foundation
import Models
import Storage
import Testing

/// Two copies of the app started together on an empty data folder, each with its own
/// connection: both bring the schema up, and both load the profile.
struct AppDatabaseTwoCopiesTests {
  /// Forty rounds, each on a new folder; two threads open it at the same moment.
  @Test func twoCopiesOpeningAnEmptyFolderTogetherBothLoadTheProfile() throws {
    for _ in 1...40 {
      try TemporaryDirectory.run { directory in
        let results = try Self.together(2) { () throws -> Profile? in
          try ProfileStore(database: try AppDatabase.open(directory: directory)).load()
        }
        for result in results {
          #expect(throws: Never.self) { try result.get() }
        }
      }
    }
  }

  /// Runs `body` on `count` threads released at once, and gives each one's result.
  private static func together<Value: Sendable>(
    _ count: Int, _ body: @escaping @Sendable () throws -> Value
  ) throws -> [Result<Value, any Error>] {
    let start = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()
    let results = LockedResults<Value>()
    for _ in 0..<count {
      finished.enter()
      Thread {
        start.wait()
        results.append(Result(catching: body))
        finished.leave()
      }.start()
    }
    for _ in 0..<count { start.signal() }
    finished.wait()
    return results.all
  }
}

/// The threads' results, gathered under a lock.
private final class LockedResults<Value: Sendable>: @unchecked Sendable {
  // Every access goes through `lock`.
  private let lock = NSLock()
  private var values: [Result<Value, any Error>] = []

  func append(_ result: Result<Value, any Error>) {
    lock.withLock { values.append(result) }
  }

  var all: [Result<Value, any Error>] { lock.withLock { values } }
}
