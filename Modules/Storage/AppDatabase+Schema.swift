import GRDB

/// The schema this build's migrations make, against which a file is checked before anything in
/// it is queried: a session's copy of the database comes from a stranger, and a data folder may
/// hold a planted file.
extension AppDatabase {
  /// One object of a schema, as `sqlite_schema` lists it.
  struct SchemaObject: Hashable {
    var type: String
    var name: String
    var table: String
    var sql: String?
  }

  /// Every object the migrations make, after each of them: a file made by an older build, its
  /// migrations not all run yet, has the schema of one of these steps.
  static let knownSchema: Set<SchemaObject> = {
    var known: Set<SchemaObject> = []
    // An in-memory database that cannot be opened or migrated is a bug of this build, which
    // every storage test would meet first.
    guard let queue = try? DatabaseQueue() else { return known }
    let migrator = AppDatabase.migrator
    for migration in migrator.migrations {
      try? migrator.migrate(queue, upTo: migration)
      known.formUnion((try? queue.read(schema(of:))) ?? [])
    }
    // What `ANALYZE` (or `PRAGMA optimize`) adds: statistics, which run nothing.
    for (name, columns) in [
      ("sqlite_stat1", "tbl,idx,stat"), ("sqlite_stat4", "tbl,idx,neq,nlt,ndlt,sample"),
    ] {
      known.insert(
        SchemaObject(type: "table", name: name, table: name, sql: "CREATE TABLE \(name)(\(columns))"))
    }
    return known
  }()

  /// The objects of `db`'s main schema, SQLite's own included (an index a unique column made,
  /// `sqlite_sequence`): read from `sqlite_schema` alone, which runs nothing the file holds.
  static func schema(of db: Database) throws -> [SchemaObject] {
    try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM main.sqlite_schema").map { row in
      SchemaObject(type: row["type"], name: row["name"], table: row["tbl_name"], sql: row["sql"])
    }
  }

  /// What in `db`'s schema this build's migrations never make (a view, a trigger, a table, a
  /// column changed), each named in a few words; empty when the schema is this app's own.
  static func foreignObjects(in db: Database) throws -> [String] {
    let known = knownSchema
    let knownNames = Set(known.map(\.name))
    return try schema(of: db).filter { !known.contains($0) }.map { object in
      let name = shown(object.name)
      return knownNames.contains(object.name)
        ? "the \(object.type) \(name), which is not as this app makes it"
        : "a \(object.type) \(name), which this app never makes"
    }
  }

  /// A name from the file, as a message may quote it: in quotes, letters, digits and `_-.`
  /// only (anything else is `?`), at most 40 characters.
  private static func shown(_ name: String) -> String {
    let allowed = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || "_-.".contains(c)) }
    let cleaned = String(name.prefix(40).map { allowed($0) ? $0 : "?" })
    return "'\(cleaned)\(name.count > 40 ? "…" : "")'"
  }

  /// Whether `db`'s record of migrations is the table the migrations make: only then is it read,
  /// since a view in its place could run any query.
  static func hasOwnMigrationRecord(_ db: Database) throws -> Bool {
    let record = try schema(of: db).filter { $0.name == "grdb_migrations" }
    return record.count == 1 && knownSchema.contains(record[0])
  }
}
