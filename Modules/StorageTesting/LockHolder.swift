import GRDB

/// A second connection that holds SQLite's exclusive lock until ``release()``, as another process
/// in the middle of a long write would.
public final class LockHolder: Sendable {
  private let queue: DatabaseQueue

  /// Opens the database at `path` (creating it if needed) and takes the exclusive lock.
  public init(path: String) throws {
    var configuration = Configuration()
    // Leaving the transaction open across calls is the point of this helper.
    configuration.allowsUnsafeTransactions = true
    queue = try DatabaseQueue(path: path, configuration: configuration)
    try queue.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
  }

  /// Commits the empty transaction, which releases the lock.
  public func release() throws {
    try queue.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
  }
}
