import Foundation
import GRDB
import Privacy

/// The checks `AppDatabase.open` makes before it lets a writer touch the file.
extension AppDatabase {
  /// What a look at an existing file found.
  enum Inspection: Equatable {
    /// No file, an empty one, or a healthy database this build can use.
    case usable
    /// Not a database, or a damaged one; the text is SQLite's account of it.
    case corrupt(String)
  }

  /// Creates the data folder if needed (`0700`), and fails clearly when something is in the way.
  /// A database that can only be read keeps its owner's bits, and one that is missing is an
  /// error: there is nothing to read.
  static func prepareFolder(
    _ directory: URL, databasePath: String, readOnlyReason: String?
  ) throws(StorageError) {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: directory.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw .cannotOpen(path: databasePath, reason: "\(directory.path) is a file, not a folder")
      }
    } else {
      do {
        try PrivateFolder.create(directory.path)
      } catch {
        throw .cannotOpen(path: databasePath, reason: folderFailure(directory, error))
      }
    }
    if files.fileExists(atPath: databasePath, isDirectory: &isFolder), isFolder.boolValue {
      throw .cannotOpen(path: databasePath, reason: "it is a folder, not a database file")
    }
    guard let readOnlyReason else { return try protectFiles(databasePath, creating: false) }
    // Others' access is still taken away where it can be: a change of mode needs no write
    // access to the file or its folder, only a file system that is not read-only.
    try? protectFiles(databasePath, creating: false)
    guard files.fileExists(atPath: databasePath) else {
      throw .cannotOpen(path: databasePath, reason: "\(readOnlyReason), and there is no database there yet")
    }
    // SQLite reads a log left full through a shared-memory file beside it, which it writes.
    if !wasClosedCleanly(databasePath), let folderReason = PrivateFolder.readOnlyReason(directory.path) {
      throw .cannotOpen(
        path: databasePath,
        reason: "its last changes are still in \(fileName)-wal, which cannot be read without writing "
          + "beside it, but \(folderReason): make the folder writable for one run of the app")
    }
  }

  /// Makes the database and the files SQLite keeps beside it the owner's alone (`0600`),
  /// creating the database empty first when `creating`: SQLite gives a new `-wal` and `-shm`
  /// the database's mode, and would create the database itself readable by everyone.
  static func protectFiles(_ databasePath: String, creating: Bool) throws(StorageError) {
    do {
      try PrivateFile.protect(databasePath, creating: creating)
      for suffix in ["-wal", "-shm", "-journal"] {
        try PrivateFile.protect(databasePath + suffix, creating: false)
      }
    } catch {
      let file = URL(fileURLWithPath: error.path).lastPathComponent
      throw .cannotOpen(path: databasePath, reason: "\(file): \(error.reason)")
    }
  }

  /// Opens the pool, waiting while another copy turns a new file to WAL.
  ///
  /// SQLite answers that change with "database is locked" at once, without its busy handler,
  /// while another connection has the file open: two copies started together on an empty
  /// folder each try it. The other copy is done within milliseconds, so this one tries again,
  /// up to a second in all.
  static func walPool(_ path: String, configuration: Configuration) throws -> DatabasePool {
    var attempts = 1
    while true {
      do {
        return try DatabasePool(path: path, configuration: configuration)
      } catch let error as DatabaseError
        where error.resultCode == .SQLITE_BUSY && error.sql?.contains("journal_mode") == true && attempts < 50
      {
        attempts += 1
        Thread.sleep(forTimeInterval: 0.02)
      }
    }
  }

  /// Whether the last process to use the file closed it: ``AppDatabase/close()`` leaves the
  /// `-wal` file empty (or SQLite removes it), so one with frames in it means a crash, a kill,
  /// or another process still running.
  static func wasClosedCleanly(_ path: String) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path + "-wal")
    return ((attributes?[.size] as? NSNumber)?.intValue ?? 0) == 0
  }

  /// Looks at an existing file through a read-only connection, which never writes to it (SQLite
  /// may add empty `-wal`/`-shm` files beside it): a newer schema must stay untouched, and a
  /// damaged file must be moved aside as it was.
  ///
  /// - Parameter readsEveryPage: runs `PRAGMA quick_check`, which reads the whole file; without
  ///   it only the header and the schema are read, so opening costs the same at any size.
  /// - Parameter readOnlyReason: why the database can only be read, when it can: not a byte is
  ///   written beside it then.
  static func inspect(
    _ path: String, configuration: Configuration, readsEveryPage: Bool, readOnlyReason: String?
  ) throws(StorageError) -> Inspection {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let size = (attributes?[.size] as? NSNumber)?.intValue, size > 0 else { return .usable }
    var readOnly = configuration
    readOnly.readonly = true
    let migrator = Self.migrator
    do {
      let location = readOnlyReason == nil ? path : readOnlyLocation(path)
      let queue = try DatabaseQueue(path: location, configuration: readOnly)
      defer { try? queue.close() }
      let (check, isSuperseded, foreign) = try queue.read { db in
        // quick_check reads every page, so damage past the header is found now, not mid-write;
        // reading the schema alone still finds a file that is not a database.
        let check = try readsEveryPage ? String.fetchOne(db, sql: "PRAGMA quick_check(1)") : "ok"
        // The record of migrations is read only once it is the table the migrations make: a
        // newer build's file is then told apart from a planted one, and neither is run.
        guard try hasOwnMigrationRecord(db) else { return (check, false, try foreignObjects(in: db)) }
        let isSuperseded = try migrator.hasBeenSuperseded(db)
        return (check, isSuperseded, isSuperseded ? [] : try foreignObjects(in: db))
      }
      guard check == "ok" else { return .corrupt(check ?? "failed its integrity check") }
      if isSuperseded { throw StorageError.newerSchema(path: path) }
      if !foreign.isEmpty { throw StorageError.foreignSchema(path: path, objects: foreign) }
      return .usable
    } catch {
      if StorageError.isCorruption(error) { return .corrupt(StorageError.summary(of: error)) }
      if let error = error as? StorageError { throw error }
      if StorageError.isBusy(error) { throw .locked(path: path) }
      throw .cannotOpen(path: path, reason: StorageError.summary(of: error))
    }
  }

  /// Says why a folder could not be created, naming a file that stands where a folder must be.
  private static func folderFailure(_ directory: URL, _ error: any Error) -> String {
    var ancestor = directory.standardizedFileURL
    var isFolder: ObjCBool = false
    // Bounded by the path's depth, so a relative or odd URL cannot make this loop forever.
    for _ in directory.standardizedFileURL.pathComponents {
      ancestor = ancestor.deletingLastPathComponent()
      guard FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) else { continue }
      if !isFolder.boolValue {
        return "the folder \(directory.path) cannot be created because \(ancestor.path) is a file"
      }
      break
    }
    return "the folder \(directory.path) cannot be created (\(error.localizedDescription))"
  }
}
