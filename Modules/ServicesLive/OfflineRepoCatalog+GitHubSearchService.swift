import Services

/// The catalog searched on its own, as GitHub Search offers it while GitHub's rate limit refuses
/// searches.
extension OfflineRepoCatalog: GitHubSearchService {}
