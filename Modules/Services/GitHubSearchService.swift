import Models

/// Repositories matching a search query, one page at a time: from GitHub's search API, or from
/// the bundled catalog when offline.
public protocol GitHubSearchService: Sendable {
  /// The repositories on `page` of the results for `query`.
  ///
  /// - Parameters:
  ///   - query: free text plus qualifiers such as `language:swift`, `stars:>1000`, `sort:stars`.
  ///   - page: 1 for the first page; later pages come from ``RepoSearchPage/nextPage``.
  /// - Throws: ``GitHubSearchError``, or the transport's error when the network failed.
  func repositories(matching query: String, page: Int) async throws -> RepoSearchPage
}

/// One page of search results and how to go on.
public struct RepoSearchPage: Sendable, Equatable {
  /// This page's repositories, best match (or most stars) first.
  public var repos: [Repo]
  /// How many repositories match in all, beyond what can be paged through.
  public var totalCount: Int
  /// The page to ask for next; nil on the last page, and at GitHub's 1000-result cap.
  public var nextPage: Int?
  /// The rate limit the response reported; nil offline.
  public var rateLimit: GitHubRateLimit?
  /// Live or offline; a screen shows ``DataOrigin/banner``.
  public var origin: DataOrigin
  /// GitHub stopped the search early (`incomplete_results`: it ran out of time), so matching
  /// repositories may be missing from this page and from the count.
  public var isIncomplete: Bool

  public init(
    repos: [Repo], totalCount: Int, nextPage: Int?, rateLimit: GitHubRateLimit? = nil,
    origin: DataOrigin, isIncomplete: Bool = false
  ) {
    self.repos = repos
    self.totalCount = totalCount
    self.nextPage = nextPage
    self.rateLimit = rateLimit
    self.origin = origin
    self.isIncomplete = isIncomplete
  }
}

/// The key of GitHubSearchService in ServiceValues.
public enum GitHubSearchServiceKey: ServiceKey {
  public static func inMemory(_ context: ServiceContext) -> any GitHubSearchService {
    InMemoryGitHubSearchService(clock: context.clock)
  }
}

extension ServiceValues {
  /// Repository search for GitHub Search, live or over the offline catalog.
  public var githubSearch: any GitHubSearchService {
    get { self[GitHubSearchServiceKey.self] }
    set { self[GitHubSearchServiceKey.self] = newValue }
  }
}

/// The key of the offline catalog GitHub Search offers while GitHub's rate limit refuses
/// searches, in ``ServiceValues``.
public enum GitHubOfflineCatalogKey: ServiceKey {
  public static func inMemory(_: ServiceContext) -> (any GitHubSearchService)? { nil }
}

extension ServiceValues {
  /// The bundled repository catalog, which GitHub Search offers while GitHub's rate limit
  /// refuses searches; nil unless the data source is `auto` (the app may fall back to samples).
  public var githubOfflineCatalog: (any GitHubSearchService)? {
    get { self[GitHubOfflineCatalogKey.self] }
    set { self[GitHubOfflineCatalogKey.self] = newValue }
  }
}
