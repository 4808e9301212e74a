import Models
import Networking
import Services

/// Repository search from GitHub or the offline catalog, as the data-source policy chooses.
public struct LiveGitHubSearchService: GitHubSearchService {
  private let api: GitHubSearchAPI
  private let catalog: OfflineRepoCatalog
  private let policy: DataSourcePolicy

  public init(api: GitHubSearchAPI, catalog: OfflineRepoCatalog, policy: DataSourcePolicy) {
    self.api = api
    self.catalog = catalog
    self.policy = policy
  }

  public func repositories(matching query: String, page: Int) async throws -> RepoSearchPage {
    let sourced = try await policy.fetch(
      from: api.request(query: query, page: page).url,
      live: { [api] in try await api.repositories(matching: query, page: page) },
      offline: { [catalog] in try await catalog.search(matching: query, page: page) })
    var result = sourced.value
    result.origin = sourced.origin
    return result
  }
}
