import CSQLite
import Foundation
import GRDB
import Synchronization

/// How every connection to a database is set up: as to a file from elsewhere, since a session's
/// copy of the database is a stranger's, and a data folder may hold a planted file.
extension AppDatabase {
  /// How long one query against a database may run, and what is told when one runs longer.
  public struct QueryTimeLimit: Sendable {
    public var limit: Duration
    /// Called, on the connection's thread, when a query has run past `limit`; the query is then
    /// interrupted, and fails.
    public var exceeded: @Sendable () -> Void

    public init(_ limit: Duration, exceeded: @escaping @Sendable () -> Void) {
      self.limit = limit
      self.exceeded = exceeded
    }
  }

  /// The largest file a database may grow to: 1 GiB, far above what the app keeps (its HTTP
  /// cache is bounded at 32 MiB), so a trigger that inserts without end fails, not the disk.
  static let maxFileBytes = 1 << 30
  /// The longest text or bytes a value may hold: 64 MiB, above the largest body the app accepts.
  static let maxValueBytes: Int32 = 64 << 20

  /// Sets up `db`'s connection: defensive (no hand-made changes to the schema or its shadow
  /// tables), its schema untrusted (a trigger or view may call no function with side effects),
  /// no extension loading, values and the file bounded, and with a `timeLimit`, a query that
  /// runs past it interrupted.
  static func harden(_ db: Database, timeLimit: QueryTimeLimit?, timers: QueryTimers) throws {
    let connection = db.sqliteConnection
    _ = csqlite_db_config(connection, SQLITE_DBCONFIG_DEFENSIVE, 1)
    _ = csqlite_db_config(connection, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0)
    _ = csqlite_db_config(connection, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0)
    _ = sqlite3_limit(connection, SQLITE_LIMIT_LENGTH, maxValueBytes)
    let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
    try db.execute(sql: "PRAGMA max_page_count = \(maxFileBytes / max(pageSize, 512))")
    guard let timeLimit else { return }
    let timer = timers.make(timeLimit)
    let context = Unmanaged.passUnretained(timer).toOpaque()
    // Each statement's run starts its time (the connection has no triggers: the schema check
    // refuses foreign ones, and v5 dropped the app's).
    sqlite3_trace_v2(
      connection, UInt32(SQLITE_TRACE_STMT),
      { _, context, _, _ in
        guard let context else { return 0 }
        Unmanaged<QueryTimer>.fromOpaque(context).takeUnretainedValue().started()
        return 0
      }, context)
    sqlite3_progress_handler(
      connection, 1_000,
      { context in
        guard let context else { return 0 }
        return Unmanaged<QueryTimer>.fromOpaque(context).takeUnretainedValue().isPastLimit() ? 1 : 0
      }, context)
  }

  /// The timers of a database's connections, kept as long as its configuration is: a progress
  /// handler holds its timer unretained.
  final class QueryTimers: Sendable {
    private let timers = Mutex<[QueryTimer]>([])

    func make(_ limit: QueryTimeLimit) -> QueryTimer {
      let timer = QueryTimer(limit)
      timers.withLock { $0.append(timer) }
      return timer
    }
  }

  /// How long the statement a connection runs has run: SQLite starts it as a statement begins
  /// (the trace) and asks every thousand steps (the progress handler) whether it is past its
  /// limit.
  ///
  /// Touched only on its connection's thread, one statement at a time, as SQLite calls it.
  final class QueryTimer: @unchecked Sendable {
    private let limit: QueryTimeLimit
    private var start = ContinuousClock.now

    init(_ limit: QueryTimeLimit) {
      self.limit = limit
    }

    func started() {
      start = .now
    }

    func isPastLimit() -> Bool {
      guard ContinuousClock.now - start > limit.limit else { return false }
      limit.exceeded()
      return true
    }
  }
}
