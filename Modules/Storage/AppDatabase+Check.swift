import Foundation
import GRDB

/// The check of a database from elsewhere (a session's copy), which is used only if it passes.
extension AppDatabase {
  /// Checks the database in `directory` as ``open(directory:busyTimeout:opensOnFirstUse:queryTimeLimit:now:)``
  /// does before it uses a file, reading every page, but never moves it aside or writes to it:
  /// for a file from elsewhere (a session's copy), which is refused when it is not this app's.
  ///
  /// - Throws: `.foreignSchema` or `.newerSchema`; `.cannotOpen` for a file that is damaged
  ///   or not a database, or a check interrupted by `queryTimeLimit`; `.oversizedValue` for a
  ///   value longer than any the app reads (``maxValueBytes``), which no screen could show.
  public static func check(directory: URL, queryTimeLimit: QueryTimeLimit?) throws(StorageError) {
    let path = directory.appendingPathComponent(fileName).path
    var configuration = makeConfiguration(busyTimeout: .seconds(5), queryTimeLimit: queryTimeLimit)
    if case .corrupt(let detail) = try inspect(
      path, configuration: configuration, readsEveryPage: true, readOnlyReason: nil)
    {
      throw .cannotOpen(path: path, reason: detail)
    }
    // No file, or an empty one: a run that never opened the database left nothing to read.
    let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
    guard let size, size.intValue > 0 else { return }
    configuration.readonly = true
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      defer { try? queue.close() }
      if let table = try queue.read(tableWithAnOversizedValue) {
        throw StorageError.oversizedValue(path: path, table: table)
      }
    } catch {
      throw openingError(error, path: path)
    }
  }

  /// The first table holding a value, or a row, longer than ``maxValueBytes``: SQLite refuses
  /// to load such a value (`SQLITE_TOOBIG`), and a row that long cannot be sorted (a sort keeps
  /// the row whole), so a screen reading it would fail where the recording showed what it held.
  /// Full-text indexes are read through their own tables.
  private static func tableWithAnOversizedValue(_ db: Database) throws -> String? {
    let tables = try String.fetchAll(
      db,
      sql: "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'")
    for table in tables {
      let quoted = table.quotedDatabaseIdentifier
      let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(\(quoted))").map { row -> String in
        let name: String = row["name"]
        return "ifnull(length(CAST(\(name.quotedDatabaseIdentifier) AS BLOB)), 0)"
      }
      guard !columns.isEmpty else { continue }
      do {
        let longest = try Int.fetchOne(
          db, sql: "SELECT max(\(columns.joined(separator: " + "))) FROM \(quoted)")
        if (longest ?? 0) > Int(maxValueBytes) { return table }
      } catch let error as DatabaseError where error.resultCode == .SQLITE_TOOBIG {
        return table
      }
    }
    return nil
  }
}
