import Models
import Services
import Storage
import Synchronization

/// Repository search without the network, over the bundled catalog in an FTS5 table, paged
/// like GitHub's: the same page size, the same 1000-result cap.
///
/// The catalog is loaded into the database on first use, and again whenever the bundled
/// version differs from the stored one.
public final class OfflineRepoCatalog: Sendable {
  /// Offline search needs a database, and none could be opened.
  public struct Unavailable: Error, CustomStringConvertible {
    public var description: String { "the offline catalog needs a database, and none could be opened" }
  }

  private let store: RepoCatalogStore?
  private let perPage: Int
  private let catalog: @Sendable () throws -> BundledRepoCatalog
  private let isLoaded = Mutex(false)
  private let work: LocalWork

  /// - Parameters:
  ///   - store: where the catalog is kept and searched; nil when no database could be opened,
  ///     and every search then throws ``Unavailable``.
  ///   - catalog: the catalog to load; the bundled one by default.
  ///   - work: where ``search(matching:page:)`` runs each search, off the cooperative pool.
  public init(
    store: RepoCatalogStore?, perPage: Int = GitHubSearchAPI.defaultPerPage,
    catalog: @escaping @Sendable () throws -> BundledRepoCatalog = BundledRepoCatalog.bundled,
    work: LocalWork = LocalWork()
  ) {
    self.store = store
    self.work = work
    self.perPage = perPage
    self.catalog = catalog
  }

  /// ``repositories(matching:page:)`` off the cooperative pool: the first search loads the
  /// catalog, and each one reads the database.
  public func search(matching query: String, page: Int) async throws -> RepoSearchPage {
    try await work.runBlocking("database catalog") { try self.repositories(matching: query, page: page) }
  }

  /// `page` of the catalog's repositories matching `query`.
  ///
  /// - Throws: ``GitHubSearchError/unreadableQuery(_:)`` for a query it cannot read,
  ///   ``GitHubSearchError/beyondResultCap`` past the cap, `StorageError` when the database fails.
  public func repositories(matching query: String, page: Int) throws -> RepoSearchPage {
    let filter = try RepoQuery(query).filter
    guard GitHubSearchError.isWithinResultCap(page: page, perPage: perPage) else {
      throw GitHubSearchError.beyondResultCap
    }
    guard let store else { throw Unavailable() }
    try loadIfNeeded()
    let found = try store.search(filter, limit: perPage, offset: (page - 1) * perPage)
    let reachable = min(found.totalCount, GitHubSearchError.resultCap)
    return RepoSearchPage(
      repos: found.repos, totalCount: found.totalCount,
      nextPage: page * perPage < reachable ? page + 1 : nil, origin: .offline(reason: nil))
  }

  /// Loads the catalog unless this process already made sure it is there.
  ///
  /// The lock is not held while the catalog is decoded and written (the write can wait for
  /// another process's lock): two first searches at once may both decode it, and the store's
  /// version check, in the same transaction as the write, makes the second load nothing.
  public func loadIfNeeded() throws {
    guard !isLoaded.withLock({ $0 }) else { return }
    guard let store else { throw Unavailable() }
    let catalog = try catalog()
    try store.load(version: catalog.version) { catalog.items }
    isLoaded.withLock { $0 = true }
  }
}
