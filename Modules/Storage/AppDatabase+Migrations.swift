import GRDB

/// The schema, as an append-only list of migrations.
///
/// Released migrations are never edited or reordered: a later feature adds a new migration at
/// the end (`v2-…`), so every existing file can be brought forward and a newer file can be
/// recognised by the identifiers this list lacks.
extension AppDatabase {
  /// Every migration this build knows, in the order they run.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1-profile") { db in
      // One row only: the CHECK keeps a second profile from ever appearing.
      try db.create(table: ProfileRecord.databaseTableName) { table in
        table.primaryKey("id", .integer).check(sql: "id = 1")
        table.column("name", .text).notNull()
        table.column("birthdate", .text).notNull()
      }
    }
    migrator.registerMigration("v1-http-cache") { db in
      try db.create(table: HTTPCacheRecord.databaseTableName) { table in
        table.primaryKey("url", .text)
        table.column("etag", .text)
        table.column("body", .blob).notNull()
        table.column("headers", .jsonText).notNull()
        // Seconds since 2001-01-01 as a REAL, so a Date reads back exactly as it was saved.
        table.column("fetchedAt", .double).notNull()
      }
    }
    migrator.registerMigration("v1-posts-cache") { db in
      try db.create(table: PostRecord.databaseTableName) { table in
        table.primaryKey("id", .integer)
        table.column("position", .integer).notNull()
        table.column("userId", .integer).notNull()
        table.column("title", .text).notNull()
        table.column("body", .text).notNull()
      }
      try db.create(table: PostsCacheInfoRecord.databaseTableName) { table in
        table.primaryKey("id", .integer).check(sql: "id = 1")
        table.column("fetchedAt", .double).notNull()
      }
      try db.create(table: CommentRecord.databaseTableName) { table in
        table.column("postId", .integer).notNull()
        table.column("id", .integer).notNull()
        table.column("position", .integer).notNull()
        table.column("name", .text).notNull()
        table.column("email", .text).notNull()
        table.column("body", .text).notNull()
        table.primaryKey(["postId", "id"])
      }
      // A row here means "this post's comments were fetched", even when there were none.
      try db.create(table: CommentsCacheInfoRecord.databaseTableName) { table in
        table.primaryKey("postId", .integer)
      }
    }
    migrator.registerMigration("v2-repo-catalog") { db in
      try db.create(table: RepoCatalogRecord.databaseTableName) { table in
        table.primaryKey("id", .integer)
        table.column("fullName", .text).notNull().unique()
        table.column("description", .text)
        table.column("language", .text)
        // Space-separated: topics never contain spaces, and the full-text index reads them as words.
        table.column("topics", .text).notNull()
        table.column("stars", .integer).notNull()
        table.column("htmlURL", .text).notNull()
      }
      // An external-content FTS5 index, kept in step with the table by triggers until v5.
      try db.create(virtualTable: RepoCatalogStore.searchTable, using: FTS5()) { table in
        table.synchronize(withTable: RepoCatalogRecord.databaseTableName)
        table.tokenizer = .unicode61()
        table.column("fullName")
        table.column("description")
        table.column("topics")
      }
      // One row: the version of the bundled catalog the table holds.
      try db.create(table: RepoCatalogInfoRecord.databaseTableName) { table in
        table.primaryKey("id", .integer).check(sql: "id = 1")
        table.column("version", .integer).notNull()
      }
    }
    migrator.registerMigration("v3-http-cache-lru") { db in
      // When an entry was last saved or served, for least-recently-used eviction; an existing
      // entry counts as used when it was fetched.
      try db.alter(table: HTTPCacheRecord.databaseTableName) { table in
        table.add(column: "lastUsedAt", .double).notNull().defaults(to: 0)
      }
      try db.execute(sql: "UPDATE \(HTTPCacheRecord.databaseTableName) SET lastUsedAt = fetchedAt")
      try db.create(
        index: "httpCacheByLastUse", on: HTTPCacheRecord.databaseTableName, columns: ["lastUsedAt"])
    }
    migrator.registerMigration("v4-http-cache-without-secrets") { db in
      // Earlier versions keyed answers by the whole URL: a base URL's user and password, or a
      // token typed as a query, may be in a key. It is only a cache; it is emptied once.
      try db.execute(sql: "DELETE FROM \(HTTPCacheRecord.databaseTableName)")
    }
    migrator.registerMigration("v5-repo-catalog-search-without-triggers") { db in
      // Connections trust no schema (`trusted_schema` off), so a trigger may not write to a
      // full-text index: the catalog's store rebuilds it after each load instead.
      for suffix in ["ai", "ad", "au"] {
        try db.execute(
          sql:
            "DROP TRIGGER IF EXISTS \("__\(RepoCatalogStore.searchTable)_\(suffix)".quotedDatabaseIdentifier)"
        )
      }
    }
    return migrator
  }

  /// Whether the database `reader` reads holds every migration this build knows; a database
  /// with migrations it does not know is refused with `.newerSchema`.
  static func isUpToDate(_ reader: any DatabaseReader, path: String) throws -> Bool {
    let migrator = Self.migrator
    return try reader.read { db in
      if try migrator.hasBeenSuperseded(db) { throw StorageError.newerSchema(path: path) }
      return try migrator.hasCompletedMigrations(db)
    }
  }

  /// Brings the schema up to date while another copy of the app may be doing the same.
  ///
  /// The migrator reads which migrations are applied before it runs each one in a transaction
  /// of its own. A copy that read the same and committed first makes this one's migration fail
  /// ("table profile already exists"), rolled back whole. The schema is then read again, and
  /// what is left runs: two copies started together on an empty folder both open it.
  static func migrate(_ pool: DatabasePool, with migrator: DatabaseMigrator) throws {
    for attempt in 1... {
      do {
        return try migrator.migrate(pool)
      } catch let error as DatabaseError {
        if try pool.read(migrator.hasCompletedMigrations) { return }
        if attempt == 3 { throw error }
      }
    }
  }
}
