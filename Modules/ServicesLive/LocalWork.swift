import Dispatch

/// Told, on the main actor, as the app takes the outcome of a piece of local work, by name: work
/// that waits on neither the clock nor the network, whose place among the keys a recorded session
/// keeps so its replay can hold it to it. False when the outcome must not be shown: the replay's
/// app has ended.
public typealias LocalWorkFinished = @MainActor @Sendable (_ name: String) async -> Bool

/// Where the services do local work: a read or write of the database, the bundled sample read
/// and decoded, offline people made up.
///
/// Such work waits on neither the clock nor the network: it takes as long as the machine makes
/// it take, so a key typed meanwhile comes before or after it by chance. A recorded run notes
/// where among the keys each piece ended (`reportingTo`), and its replay holds each there.
public struct LocalWork: Sendable {
  private let finished: LocalWorkFinished?

  /// Work that is not reported: a run that is neither recorded nor replayed has no place to keep.
  public init() {
    finished = nil
  }

  /// Work reported to `finished` as each piece ends.
  public init(reportingTo finished: @escaping LocalWorkFinished) {
    self.finished = finished
  }

  /// The value `body` returns, or the error it throws, computed on a Dispatch thread: SQLite
  /// calls can wait up to the busy timeout for another process's lock, and Swift's cooperative
  /// pool (one thread per core) must never be stuck behind them.
  ///
  /// - Parameter name: names the piece for a session (`database profile`); the first word is
  ///   its kind.
  /// - Throws: `CancellationError` when a replay's app ended while it ran.
  ///
  /// Each piece is reported as it ends, even when the task that asked for it was cancelled.
  @discardableResult
  func runBlocking<Value: Sendable>(
    _ name: String, _ body: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await run(name) {
      try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global(qos: .userInitiated).async {
          continuation.resume(with: Result { try body() })
        }
      }
    }
  }

  /// The value `body` returns, or the error it throws, reported as it ends.
  ///
  /// - Throws: `CancellationError` when a replay's app ended while it ran.
  func run<Value: Sendable>(
    _ name: String, _ body: () async throws -> Value
  ) async throws -> Value {
    let outcome: Result<Value, any Error>
    do {
      outcome = .success(try await body())
    } catch {
      outcome = .failure(error)
    }
    // Reported given up or not: a screen left meanwhile drops the outcome a hop later, and
    // whether it had been left by now is chance, which a replay could not repeat.
    if let finished, await !finished(name) {
      throw CancellationError()
    }
    return try outcome.get()
  }
}
