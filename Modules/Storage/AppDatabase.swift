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
      case open(DatabasePool)
      case failed(StorageError)
      case closed
    }

    var pool: Pool
    var notice: String?
    /// A copy asked for before the writer opened, made as it opens (``copyWhenOpened(leavingOut:deliver:)``).
    var copyRequest: (@Sendable (Result<DatabasePool, StorageError>) -> Void)?
  }

  private init(
    path: String, busyTimeout: Duration, queryTimeLimit: QueryTimeLimit?, now: @escaping @Sendable () -> Date,
    notice: String?
  ) {
    self.path = path
    self.busyTimeout = busyTimeout
    self.queryTimeLimit = queryTimeLimit
    self.now = now
    unsafeState = State(pool: .notOpened, notice: notice)
  }

  /// The pool the stores read and write through, opened (with migrations) on first use when
  /// the database was opened with `opensOnFirstUse`.
  var pool: DatabasePool {
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
            let (pool, notice) = try Self.openWriter(
              path,
              configuration: Self.makeConfiguration(busyTimeout: busyTimeout, queryTimeLimit: queryTimeLimit),
              notice: state.notice, now: now)
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
    try prepareFolder(directory, databasePath: path)
    let configuration = makeConfiguration(busyTimeout: busyTimeout, queryTimeLimit: queryTimeLimit)

    var notice: String?
    let readsEveryPage = !wasClosedCleanly(path)
    if case .corrupt(let detail) = try inspect(
      path, configuration: configuration, readsEveryPage: readsEveryPage)
    {
      notice = try moveAside(path, detail: detail, at: now())
    }
    let database = AppDatabase(
      path: path, busyTimeout: busyTimeout, queryTimeLimit: queryTimeLimit, now: now, notice: notice)
    if !opensOnFirstUse { _ = try database.pool }
    return database
  }

  /// Checks the database in `directory` as ``open(directory:busyTimeout:opensOnFirstUse:queryTimeLimit:now:)``
  /// does before it uses a file, reading every page, but never moves it aside or writes to it:
  /// for a file from elsewhere (a session's copy), which is refused when it is not this app's.
  ///
  /// - Throws: `.foreignSchema` or `.newerSchema`; `.cannotOpen` for a file that is damaged
  ///   or not a database, or a check interrupted by `queryTimeLimit`.
  public static func check(directory: URL, queryTimeLimit: QueryTimeLimit?) throws(StorageError) {
    let path = directory.appendingPathComponent(fileName).path
    let configuration = makeConfiguration(busyTimeout: .seconds(5), queryTimeLimit: queryTimeLimit)
    if case .corrupt(let detail) = try inspect(path, configuration: configuration, readsEveryPage: true) {
      throw .cannotOpen(path: path, reason: detail)
    }
  }

  /// Opens the writer; damage that the read-only inspection missed and only a writer meets is
  /// recovered from once, unless a file was already moved aside.
  private static func openWriter(
    _ path: String, configuration: Configuration, notice: String?, now: @Sendable () -> Date
  ) throws(StorageError) -> (DatabasePool, String?) {
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
      if case .open(let pool) = state.pool {
        // The pool closes its read-only connections last, and those cannot checkpoint, so
        // SQLite's own checkpoint-on-close never runs: empty the log here, while the writer is open.
        _ = try? pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        try? pool.close()
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

  private static func makeConfiguration(busyTimeout: Duration, queryTimeLimit: QueryTimeLimit?)
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
    let pool = try DatabasePool(path: path, configuration: configuration)
    do {
      let migrator = Self.migrator
      let isUpToDate = try pool.read { db in
        // Checked again here because another process may have migrated since the inspection.
        if try migrator.hasBeenSuperseded(db) { throw StorageError.newerSchema(path: path) }
        return try migrator.hasCompletedMigrations(db)
      }
      // Skipping an up-to-date migrator avoids taking the write lock on every launch.
      if !isUpToDate { try migrator.migrate(pool) }
      return pool
    } catch {
      try? pool.close()
      throw error
    }
  }

  private static func openingError(_ error: any Error, path: String) -> StorageError {
    if let error = error as? StorageError { return error }
    if StorageError.isBusy(error) { return .locked(path: path) }
    return .cannotOpen(path: path, reason: StorageError.summary(of: error))
  }
}

extension AppDatabase {
  /// Writes a consistent copy of the database to a new file at `path` (`VACUUM INTO`), readable
  /// by its owner only, for a recorded session to start a replay from: the profile, the posts
  /// and comments cached, and the offline catalog; never the HTTP cache (answers to earlier
  /// runs' searches, an authenticated one's included). Every text in it goes through the same
  /// redaction as a session's frames: each of `secrets`, and each piece of 8 or more characters
  /// of one, is replaced by `[redacted]`.
  public func snapshot(to path: String, leavingOut secrets: [String] = []) throws(StorageError) {
    try Self.snapshot(pool, to: path, leavingOut: secrets)
  }

  /// Hands `deliver` a copy of the database (as ``snapshot(to:leavingOut:)`` makes it) when its
  /// writer opens, before any store uses it; at once when it is open. A run that never opens
  /// it (a screen without storage) gets no copy: nothing of the database was shown.
  public func copyWhenOpened(
    leavingOut secrets: [String], deliver: @escaping @Sendable (Result<Data, StorageError>) -> Void
  ) {
    let copy: @Sendable (Result<DatabasePool, StorageError>) -> Void = { opened in
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

  /// The bytes of a copy of `pool`'s database, made in a folder of the user's alone.
  private static func copy(_ pool: DatabasePool, leavingOut secrets: [String]) -> Result<Data, StorageError> {
    let folder: URL
    do {
      folder = try PrivateFolder.temporary(named: "reactor-demo-snapshot")
    } catch {
      return .failure(
        .writeFailed("cannot make a folder for a copy of the database: \(error.localizedDescription)"))
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(fileName).path
    return Result { () throws(StorageError) -> Data in
      try snapshot(pool, to: path, leavingOut: secrets)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .writeFailed("cannot read the copy of the database at \(path)")
      }
      return data
    }
  }

  private static func snapshot(_ pool: DatabasePool, to path: String, leavingOut secrets: [String])
    throws(StorageError)
  {
    do {
      // An empty file is a database VACUUM INTO may write to, and it keeps the mode made here.
      try PrivateFile.protect(path, creating: true)
      try pool.writeWithoutTransaction { db in try db.execute(sql: "VACUUM INTO ?", arguments: [path]) }
      let copy = try DatabaseQueue(path: path)
      defer { try? copy.close() }
      try copy.write { db in
        // Its rows mean what their URLs say, a query's secret included: none is kept.
        try db.execute(sql: "DELETE FROM \(HTTPCacheRecord.databaseTableName)")
        try Self.redactRows(Redactor(secrets: secrets), in: db)
        // A full-text index keeps a changed row's old words until its segments merge: built
        // again, it holds only the words the rows hold now.
        let indexes = try String.fetchAll(
          db,
          sql:
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE % USING fts5%'"
        )
        for index in indexes {
          let quoted = index.quotedDatabaseIdentifier
          try db.execute(sql: "INSERT INTO \(quoted)(\(quoted)) VALUES('rebuild')")
        }
      }
      // Deleted rows stay in free pages until the file is rewritten.
      try copy.writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
    } catch {
      throw .writeFailed("cannot copy the database to \(path): \(StorageError.summary(of: error))")
    }
  }

  /// Redacts every text of every row of every ordinary table (not a full-text index's own,
  /// which is built again after, nor the record of migrations): a secret and each piece of one
  /// become `[redacted]`, as in a session's frames. A row is deleted when its new text would
  /// clash with another's (a repository's unique name), when a number or bytes that are not text
  /// spell a piece of a secret, or when its values side by side do (the file stores them so: a
  /// title ending as a secret begins and a body going on with it).
  private static func redactRows(_ redactor: Redactor, in db: Database) throws {
    let tables = try String.fetchAll(
      db,
      sql:
        "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' "
        + "AND name != 'grdb_migrations'")
    for table in tables {
      let quotedTable = table.quotedDatabaseIdentifier
      let columns = try db.columns(in: table).map(\.name)
      for row in try Row.fetchAll(db, sql: "SELECT rowid, * FROM \(quotedTable)") {
        let rowID: Int64 = row[0]
        let values = columns.indices.map { row[$0 + 1] as DatabaseValue }
        let (changes, isSecret) = redacted(values, columns: columns, by: redactor)
        if !isSecret, !changes.isEmpty {
          let assignments = changes.map { "\($0.column.quotedDatabaseIdentifier) = ?" }.joined(
            separator: ", ")
          try db.execute(
            sql: "UPDATE OR IGNORE \(quotedTable) SET \(assignments) WHERE rowid = ?",
            arguments: StatementArguments(changes.map(\.value) + [rowID.databaseValue]))
          if db.changesCount == 1 { continue }
        }
        if isSecret || !changes.isEmpty {
          try db.execute(sql: "DELETE FROM \(quotedTable) WHERE rowid = ?", arguments: [rowID])
        }
      }
    }
  }

  /// The texts of one row's `values` that redaction changes, and whether the row must go whole
  /// because what spells a secret cannot be redacted (a number, bytes that are not text, or the
  /// values side by side once redacted).
  private static func redacted(
    _ values: [DatabaseValue], columns: [String], by redactor: Redactor
  ) -> (changes: [(column: String, value: DatabaseValue)], isSecret: Bool) {
    var changes: [(column: String, value: DatabaseValue)] = []
    var isSecret = false
    var sideBySide = ""
    for (column, value) in zip(columns, values) {
      let text: String
      switch value.storage {
      case .string(let string): text = string
      case .blob(let bytes): text = String(decoding: bytes, as: UTF8.self)
      case .int64(let number): text = String(number)
      case .double(let number): text = String(number)
      case .null: continue
      }
      let clean = redactor(text)
      sideBySide += clean
      guard clean != text else { continue }
      switch value.storage {
      case .string: changes.append((column, clean.databaseValue))
      case .blob(let bytes) where String(data: bytes, encoding: .utf8) != nil:
        changes.append((column, Data(clean.utf8).databaseValue))
      default: isSecret = true
      }
    }
    return (changes, isSecret || redactor.finds(in: sideBySide))
  }
}
