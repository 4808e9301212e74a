import Services

/// The catalog searched on its own, as GitHub Search offers it while GitHub's rate limit refuses
/// searches: each search (the first one loads the catalog) runs off the cooperative pool.
public struct OfflineCatalogSearchService: GitHubSearchService {
  private let catalog: OfflineRepoCatalog

  /// A service over `catalog`.
  public init(catalog: OfflineRepoCatalog) {
    self.catalog = catalog
  }

  public func repositories(matching query: String, page: Int) async throws -> RepoSearchPage {
    try await catalog.search(matching: query, page: page)
  }
}
