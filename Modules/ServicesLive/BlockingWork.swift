import Dispatch

/// Runs blocking work (SQLite calls, which can wait up to the busy timeout for another
/// process's lock, and the catalog's first load) on a Dispatch thread, so Swift's cooperative
/// pool (one thread per core) is never stuck behind it and the screen keeps responding.
enum BlockingWork {
  /// The value `body` returns, or the error it throws, computed off the cooperative pool.
  @discardableResult
  static func run<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global(qos: .userInitiated).async {
        continuation.resume(with: Result { try body() })
      }
    }
  }
}
