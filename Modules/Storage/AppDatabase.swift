import Foundation
import GRDB
import Privacy

/// The app's one SQLite database: a WAL `DatabasePool` with every migration applied.
///
/// Open it once in the composition root and hand it to the stores. Each store method is one
/// transaction, so a failure or an interruption never leaves a half-written change behind.
public final class AppDatabase: @unchecked Sendable {
  /// The database file's name inside the data directory.
  public static let fileName = "reactor-demo.sqlite"

  /// The files the database is kept in, inside `directory`: the database, the log and
  /// shared-memory files SQLite keeps beside it in WAL mode, and the rollback journal it would
  /// read as one if a file stood there.
  public static func files(in directory: String) -> [String] {
    let database = URL(fileURLWithPath: directory).appendingPathComponent(fileName).path
    return [database, database + "-wal", database + "-shm", database + "-journal"]
  }

  /// The database file's full path.
  public let path: String

  /// Why the database can only be read (a read-only file, folder or file system), when it can:
  /// the stores then show what it holds and refuse every change with `.readOnly`, and nothing
  /// is written beside it either.
  public let readOnlyReason: String?

  /// Set when the file found at `path` was damaged or not a database and was moved aside;
  /// says where it went, for the app to show once.
  public var recoveryNotice: String? { withState { $0.notice } }

  private let busyTimeout: Duration
  private let queryTimeLimit: QueryTimeLimit?
  private let now: @Sendable () -> Date
  // NSLock rather than Synchronization.Mutex, as in Networking's CurlDriver: a cache write on
  // a background queue and the shutdown's close contend for it, and ThreadSanitizer cannot see
  // a contended Mutex being taken (it reported the pool as raced). `unsafeState` is touched
  // only in `withState`, which is what makes the class Sendable.
  private let lock = NSLock()
  private var unsafeState: State

  /// The writer (and its readers), opened at most once.
  private struct State {
    enum Pool {
      case notOpened
      case open(any DatabaseWriter)
      case failed(StorageError)
      case closed
    }

    var pool: Pool
    var notice: String?
    /// A copy asked for before the writer opened, made as it opens (``copyWhenOpened(leavingOut:deliver:)``).
    var copyRequest: (@Sendable (Result<any DatabaseWriter, StorageError>) -> Void)?
  }

  private init(
    path: String, readOnlyReason: String?, busyTimeout: Duration, queryTimeLimit: QueryTimeLimit?,
    now: @escaping @Sendable () -> Date, notice: String?
  ) {
    self.path = path
    self.readOnlyReason = readOnlyReason
    self.busyTimeout = busyTimeout
    self.queryTimeLimit = queryTimeLimit
    self.now = now
    unsafeState = State(pool: .notOpened, notice: notice)
  }

  /// What the stores read through, opened on first use when the database was opened with
  /// `opensOnFirstUse`.
  var reader: any DatabaseReader {
    get throws(StorageError) { try connection }
  }

  /// What the stores write through: refused with `.readOnly` when the database can only be read.
  var writer: any DatabaseWriter {
    get throws(StorageError) {
      let connection = try connection
      if let readOnlyReason { throw .readOnly(path: path, reason: readOnlyReason) }
      return connection
    }
  }

  /// The WAL pool (with migrations), or a read-only connection when the database can only be
  /// read; opened once.
  var connection: any DatabaseWriter {
    get throws(StorageError) {
      try withState { state throws(StorageError) in
        switch state.pool {
        case .open(let pool): return pool
        case .failed(let error): throw error
        case .closed: throw .cannotOpen(path: path, reason: "the database was closed")
        case .notOpened:
          let copyRequest = state.copyRequest
          state.copyRequest = nil
          do throws(StorageError) {
            let configuration = Self.makeConfiguration(
              busyTimeout: busyTimeout, queryTimeLimit: queryTimeLimit)
            let (pool, notice) =
              if let readOnlyReason {
                (
                  try Self.openReader(path, configuration: configuration, readOnlyReason: readOnlyReason),
                  state.notice
                )
              } else {
                try Self.openWriter(path, configuration: configuration, notice: state.notice, now: now)
              }
            state = State(pool: .open(pool), notice: notice)
            // Under the lock: no store writes before the copy is made.
            copyRequest?(.success(pool))
            return pool
          } catch {
            state.pool = .failed(error)
            copyRequest?(.failure(error))
            throw error
          }
        }
      }
    }
  }

  /// Opens (creating if needed) `<directory>/reactor-demo.sqlite` as a WAL `DatabasePool`,
  /// with migrations.
  ///
  /// - A file another process keeps locked is waited for up to `busyTimeout`, then reported
  ///   as `.locked`.
  /// - After a clean shutdown (``close()``) only the header and the schema are read, so start-up
  ///   does not grow with the file; after an unclean one (a `-wal` file left with frames in it)
  ///   the whole file is checked first (`PRAGMA quick_check`).
  /// - A file that is not a database or is damaged is moved aside to
  ///   `reactor-demo.sqlite.corrupt-<yyyyMMdd-HHmmss>` (UTC, from `now`) with its `-wal` and
  ///   `-shm`, a fresh database is created and `recoveryNotice` says so.
  /// - A file with migrations this build does not know is refused with `.newerSchema` and
  ///   left untouched: it is never migrated down.
  /// - A file holding what the migrations never make (a view, a trigger, a table, a column
  ///   changed) is refused with `.foreignSchema` and left untouched: nothing in it is run.
  /// - A folder that cannot be created or a path that cannot be opened gives `.cannotOpen`.
  /// - A file its owner made read-only, in a folder they made read-only or on a read-only file
  ///   system, is opened to be read and nothing else (``readOnlyReason``): no file is added
  ///   beside it, a damaged one is not moved, and every change is refused. Only others' access
  ///   to it is still taken away, where the file system allows.
  ///
  /// Every connection is defensive and trusts no schema (``harden(_:timeLimit:timers:)``).
  ///
  /// - Parameter queryTimeLimit: how long a query may run before it is interrupted; nil, the
  ///   default, for no bound (the app's own file). A replay bounds its copy of a session's.
  /// - Parameter opensOnFirstUse: only the read-only checks run now (a damaged file is moved
  ///   aside, a newer one refused); the writer, which writes and flushes to disk as it opens, is
  ///   opened by the first store call, and its failures (a lock, damage only a writer meets,
  ///   recovered as above) are that call's. The app opens it this way, so that a screen
  ///   without storage (the menu) writes nothing to disk.
  public static func open(
    directory: URL,
    busyTimeout: Duration = .seconds(5),
    opensOnFirstUse: Bool = false,
    queryTimeLimit: QueryTimeLimit? = nil,
    now: @escaping @Sendable () -> Date = Date.init
  ) throws(StorageError) -> AppDatabase {
    let path = directory.appendingPathComponent(fileName).path
    let readOnlyReason = readOnlyReason(of: path, in: directory)
    try prepareFolder(directory, databasePath: path, readOnlyReason: readOnlyReason)
    let configuration = makeConfiguration(busyTimeout: busyTimeout, queryTimeLimit: queryTimeLimit)

    var notice: String?
    let readsEveryPage = !wasClosedCleanly(path)
    if case .corrupt(let detail) = try inspect(
      path, configuration: configuration, readsEveryPage: readsEveryPage, readOnlyReason: readOnlyReason)
    {
      if let readOnlyReason {
        throw .cannotOpen(
          path: path, reason: "\(detail); it cannot be moved aside, because \(readOnlyReason)")
      }
      notice = try moveAside(path, detail: detail, at: now())
    }
    let database = AppDatabase(
      path: path, readOnlyReason: readOnlyReason, busyTimeout: busyTimeout, queryTimeLimit: queryTimeLimit,
      now: now, notice: notice)
    if !opensOnFirstUse { _ = try database.connection }
    return database
  }

  /// Opens the writer; damage that the read-only inspection missed and only a writer meets is
  /// recovered from once, unless a file was already moved aside.
  private static func openWriter(
    _ path: String, configuration: Configuration, notice: String?, now: @Sendable () -> Date
  ) throws(StorageError) -> (any DatabaseWriter, String?) {
    let detail: String
    do {
      return (try openPool(path, configuration: configuration), notice)
    } catch {
      guard StorageError.isCorruption(error), notice == nil else {
        throw openingError(error, path: path)
      }
      detail = StorageError.summary(of: error)
    }
    let recovered = try moveAside(path, detail: detail, at: now())
    do {
      return (try openPool(path, configuration: configuration), recovered)
    } catch {
      throw openingError(error, path: path)
    }
  }

  /// Closes the database, first copying the write-ahead log into the file and emptying it, so
  /// the next start knows the app stopped cleanly. Later use of the stores fails. When the log
  /// cannot be emptied (another process is reading), the next start checks the whole file.
  /// A database whose writer was never opened is left as it was: nothing was written to it.
  public func close() {
    withState { state in
      if case .open(let pool) = state.pool, readOnlyReason == nil {
        // The pool closes its read-only connections last, and those cannot checkpoint, so
        // SQLite's own checkpoint-on-close never runs: empty the log here, while the writer is open.
        _ = try? pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        try? pool.close()
      } else if case .open(let reader) = state.pool {
        try? reader.close()
      }
      state.pool = .closed
    }
  }

  /// Runs `body` on the database's state, under its lock.
  private func withState<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&unsafeState)
  }

  static func makeConfiguration(busyTimeout: Duration, queryTimeLimit: QueryTimeLimit?)
    -> Configuration
  {
    var configuration = Configuration()
    let timers = QueryTimers()
    configuration.prepareDatabase { db in try harden(db, timeLimit: queryTimeLimit, timers: timers) }
    let (seconds, attoseconds) = busyTimeout.components
    configuration.busyMode = .timeout(max(0, Double(seconds) + Double(attoseconds) / 1e18))
    configuration.label = "reactor-demo"
    return configuration
  }

  /// Opens the pool and brings the schema up to date, closing the pool again on failure so the
  /// file can be moved aside.
  private static func openPool(_ path: String, configuration: Configuration) throws -> DatabasePool {
    try protectFiles(path, creating: true)
    let pool = try walPool(path, configuration: configuration)
    do {
      // Checked again here because another process may have migrated since the inspection.
      // Skipping an up-to-date migrator avoids taking the write lock on every launch.
      if try !isUpToDate(pool, path: path) { try migrate(pool, with: Self.migrator) }
      return pool
    } catch {
      try? pool.close()
      throw error
    }
  }

  static func openingError(_ error: any Error, path: String) -> StorageError {
    if let error = error as? StorageError { return error }
    if StorageError.isBusy(error) { return .locked(path: path) }
    return .cannotOpen(path: path, reason: StorageError.summary(of: error))
  }
}

extension AppDatabase {
  /// Hands `deliver` a copy of the database (as ``snapshot(to:leavingOut:)`` makes it) when its
  /// writer opens, before any store uses it; at once when it is open. A run that never opens
  /// it (a screen without storage) gets no copy: nothing of the database was shown.
  public func copyWhenOpened(
    leavingOut secrets: [String], deliver: @escaping @Sendable (Result<Data, StorageError>) -> Void
  ) {
    let copy: @Sendable (Result<any DatabaseWriter, StorageError>) -> Void = { opened in
      deliver(opened.flatMap { pool in Self.copy(pool, leavingOut: secrets) })
    }
    withState { state in
      switch state.pool {
      case .notOpened: state.copyRequest = copy
      case .open(let pool): copy(.success(pool))
      case .failed(let error): copy(.failure(error))
      case .closed: copy(.failure(.cannotOpen(path: path, reason: "the database was closed")))
      }
    }
  }
}
