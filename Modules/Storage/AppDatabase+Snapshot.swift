import Foundation
import GRDB
import Privacy

/// The copy of the database a recorded session starts its replay from, redacted as its frames are.
extension AppDatabase {
  /// Writes a consistent copy of the database to a new file at `path` (`VACUUM INTO`), readable
  /// by its owner only, for a recorded session to start a replay from: the profile, the posts
  /// and comments cached, and the offline catalog; never the HTTP cache (answers to earlier
  /// runs' searches, an authenticated one's included). Every text in it goes through the same
  /// redaction as a session's frames: each of `secrets`, and each piece of 8 or more characters
  /// of one, is replaced by `[redacted]`.
  public func snapshot(to path: String, leavingOut secrets: [String] = []) throws(StorageError) {
    try Self.snapshot(connection, to: path, leavingOut: secrets)
  }

  /// The bytes of a copy of the database `pool` holds, made in a folder of the user's alone.
  static func copy(_ pool: any DatabaseWriter, leavingOut secrets: [String]) -> Result<Data, StorageError> {
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

  private static func snapshot(_ pool: any DatabaseWriter, to path: String, leavingOut secrets: [String])
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
