import Foundation
import GRDB

/// The app's one SQLite database: a WAL `DatabasePool` with every migration applied.
///
/// Open it once in the composition root and hand it to the stores. Each store method is one
/// transaction, so a failure or an interruption never leaves a half-written change behind.
public final class AppDatabase: Sendable {
  /// The database file's name inside the data directory.
  public static let fileName = "reactor-demo.sqlite"

  /// The pool the stores read and write through.
  let pool: DatabasePool

  /// Set when the file found at `path` was damaged or not a database and was moved aside;
  /// says where it went, for the app to show once.
  public let recoveryNotice: String?

  /// The database file's full path.
  public var path: String { pool.path }

  init(pool: DatabasePool, recoveryNotice: String?) {
    self.pool = pool
    self.recoveryNotice = recoveryNotice
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
  /// - A folder that cannot be created or a path that cannot be opened gives `.cannotOpen`.
  public static func open(
    directory: URL,
    busyTimeout: Duration = .seconds(5),
    now: @Sendable () -> Date = Date.init
  ) throws(StorageError) -> AppDatabase {
    let path = directory.appendingPathComponent(fileName).path
    try prepareFolder(directory, databasePath: path)
    let configuration = makeConfiguration(busyTimeout: busyTimeout)

    var notice: String?
    let readsEveryPage = !wasClosedCleanly(path)
    if case .corrupt(let detail) = try inspect(
      path, configuration: configuration, readsEveryPage: readsEveryPage)
    {
      notice = try moveAside(path, detail: detail, at: now())
    }
    do {
      return AppDatabase(pool: try openPool(path, configuration: configuration), recoveryNotice: notice)
    } catch {
      // The read-only inspection can miss damage that only a writer meets; recover once.
      guard StorageError.isCorruption(error), notice == nil else {
        throw openingError(error, path: path)
      }
      notice = try moveAside(path, detail: StorageError.summary(of: error), at: now())
    }
    do {
      return AppDatabase(pool: try openPool(path, configuration: configuration), recoveryNotice: notice)
    } catch {
      throw openingError(error, path: path)
    }
  }

  /// Closes the database, first copying the write-ahead log into the file and emptying it, so
  /// the next start knows the app stopped cleanly. Later use of the stores fails. When the log
  /// cannot be emptied (another process is reading), the next start checks the whole file.
  public func close() {
    // The pool closes its read-only connections last, and those cannot checkpoint, so SQLite's
    // own checkpoint-on-close never runs: empty the log here, while the writer is open.
    _ = try? pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    try? pool.close()
  }

  private static func makeConfiguration(busyTimeout: Duration) -> Configuration {
    var configuration = Configuration()
    let (seconds, attoseconds) = busyTimeout.components
    configuration.busyMode = .timeout(max(0, Double(seconds) + Double(attoseconds) / 1e18))
    configuration.label = "reactor-demo"
    return configuration
  }

  /// Opens the pool and brings the schema up to date, closing the pool again on failure so the
  /// file can be moved aside.
  private static func openPool(_ path: String, configuration: Configuration) throws -> DatabasePool {
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
  /// Writes a consistent copy of the whole database to a new file at `path` (`VACUUM INTO`),
  /// for a recorded session to start a replay from.
  public func snapshot(to path: String) throws(StorageError) {
    do {
      try pool.writeWithoutTransaction { db in try db.execute(sql: "VACUUM INTO ?", arguments: [path]) }
    } catch {
      throw .writeFailed("cannot copy the database to \(path): \(StorageError.summary(of: error))")
    }
  }
}
