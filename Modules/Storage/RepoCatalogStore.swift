import GRDB
import Models

/// The offline repository catalog: a table with an FTS5 index, loaded from the bundled catalog
/// and searched a page at a time.
public struct RepoCatalogStore: Sendable {
  /// What to search for; every part present must hold.
  public struct Filter: Sendable, Equatable {
    /// Words that must each start a word of the name, description or topics (case- and
    /// accent-insensitive). No words: every repository.
    public var words: [String]
    /// The language, compared case-insensitively (`swift` finds Swift).
    public var language: String?
    /// The fewest stars, inclusive.
    public var minStars: Int?
    /// The most stars, inclusive.
    public var maxStars: Int?
    /// Most stars first, instead of best match first.
    public var sortByStars: Bool

    public init(
      words: [String] = [], language: String? = nil, minStars: Int? = nil, maxStars: Int? = nil,
      sortByStars: Bool = false
    ) {
      self.words = words
      self.language = language
      self.minStars = minStars
      self.maxStars = maxStars
      self.sortByStars = sortByStars
    }
  }

  /// One page of matches.
  public struct Page: Sendable, Equatable {
    public var repos: [Repo]
    /// How many repositories match in all.
    public var totalCount: Int
  }

  static let searchTable = "repoCatalogSearch"

  private let database: AppDatabase

  /// Creates a store over `database`.
  public init(database: AppDatabase) {
    self.database = database
  }

  /// The version of the catalog the table holds; nil before the first load.
  public func version() throws(StorageError) -> Int? {
    do {
      return try database.reader.read { db in try RepoCatalogInfoRecord.fetchOne(db)?.version }
    } catch {
      throw StorageError(reading: error, path: database.path)
    }
  }

  /// Replaces the catalog with `repos` unless it already holds `version`; one transaction, so
  /// two processes starting at once load it once and a reader never sees half a catalog.
  ///
  /// - Parameter repos: called only when the catalog must be (re)loaded.
  /// - Returns: whether the catalog was loaded.
  @discardableResult
  public func load(version: Int, repos: () throws -> [Repo]) throws -> Bool {
    do {
      return try database.writer.write { db in
        if try RepoCatalogInfoRecord.fetchOne(db)?.version == version { return false }
        try RepoCatalogRecord.deleteAll(db)
        for repo in try repos() {
          try RepoCatalogRecord(repo).insert(db)
        }
        // The full-text index reads the table anew: no trigger keeps it in step (see v5).
        let index = Self.searchTable.quotedDatabaseIdentifier
        try db.execute(sql: "INSERT INTO \(index)(\(index)) VALUES('rebuild')")
        try RepoCatalogInfoRecord(version: version).upsert(db)
        return true
      }
    } catch let error as DatabaseError {
      throw StorageError(writing: error, path: database.path)
    }
  }

  /// The repositories matching `filter`, `limit` of them after skipping `offset`.
  public func search(_ filter: Filter, limit: Int, offset: Int) throws(StorageError) -> Page {
    let query = Self.query(for: filter)
    do {
      return try database.reader.read { db in
        let total =
          try Int.fetchOne(db, sql: "SELECT COUNT(*) " + query.from, arguments: query.arguments) ?? 0
        var arguments = query.arguments
        arguments += query.orderArguments
        arguments += [limit, offset]
        let records = try RepoCatalogRecord.fetchAll(
          db, sql: "SELECT repoCatalog.* " + query.from + " ORDER BY " + query.order + " LIMIT ? OFFSET ?",
          arguments: arguments)
        return Page(repos: records.map(\.repo), totalCount: total)
      }
    } catch {
      throw StorageError(reading: error, path: database.path)
    }
  }

  /// The parts of a search's SQL; user text only ever goes into the arguments.
  private struct Query {
    /// The FROM and WHERE clauses.
    var from: String
    /// The ORDER BY terms.
    var order: String
    /// The values bound in `from`.
    var arguments: StatementArguments
    /// The values bound in `order`.
    var orderArguments: StatementArguments
  }

  private static func query(for filter: Filter) -> Query {
    var from = "FROM repoCatalog"
    var conditions: [String] = []
    var arguments = StatementArguments()
    var orderArguments = StatementArguments()
    var order = "repoCatalog.stars DESC, repoCatalog.fullName"
    if let pattern = matchPattern(filter.words) {
      from += " JOIN \(searchTable) ON \(searchTable).rowid = repoCatalog.id"
      conditions.append("\(searchTable) MATCH ?")
      arguments += [pattern]
      if !filter.sortByStars {
        // A repository named exactly what was typed comes first (`rxswift` finds ReactiveX/RxSwift
        // before RxSwiftCommunity/…); then name matches weigh most, then topics, then the text.
        order =
          "(lower(substr(repoCatalog.fullName, instr(repoCatalog.fullName, '/') + 1)) <> ?), "
          + "bm25(\(searchTable), 10.0, 2.0, 5.0), " + order
        orderArguments += [filter.words.joined(separator: " ").lowercased()]
      }
    }
    if let language = filter.language {
      conditions.append("repoCatalog.language = ? COLLATE NOCASE")
      arguments += [language]
    }
    if let minStars = filter.minStars {
      conditions.append("repoCatalog.stars >= ?")
      arguments += [minStars]
    }
    if let maxStars = filter.maxStars {
      conditions.append("repoCatalog.stars <= ?")
      arguments += [maxStars]
    }
    if !conditions.isEmpty { from += " WHERE " + conditions.joined(separator: " AND ") }
    return Query(from: from, order: order, arguments: arguments, orderArguments: orderArguments)
  }

  /// An FTS5 query matching every word as a prefix: `"reactor"* "kit"*`. Each word is quoted,
  /// so FTS5 operators typed by the user (`OR`, `NEAR`, `-`, `:`) are plain text; a word
  /// without a letter or digit has no token to match and is left out.
  static func matchPattern(_ words: [String]) -> String? {
    let phrases =
      words
      .filter { $0.contains { $0.isLetter || $0.isNumber } }
      .map { "\"" + $0.replacing("\"", with: "\"\"") + "\"*" }
    return phrases.isEmpty ? nil : phrases.joined(separator: " ")
  }
}
