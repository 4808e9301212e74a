import Models

extension InMemoryGitHubSearchService {
  /// Three repositories a page from ``sampleRepos``: those whose name, description or topics
  /// contain every word of the query (case-insensitive); the next page while more remain.
  public static func samplePage(for request: Request) -> RepoSearchPage {
    let words = request.query.lowercased().split(separator: " ")
    let matches = sampleRepos.filter { repo in
      let text = ([repo.fullName, repo.description ?? ""] + repo.topics).joined(separator: " ").lowercased()
      return words.allSatisfy { text.contains($0) }
    }
    let perPage = 3
    let start = min((request.page - 1) * perPage, matches.count)
    let end = min(start + perPage, matches.count)
    return RepoSearchPage(
      repos: Array(matches[start..<end]), totalCount: matches.count,
      nextPage: end < matches.count ? request.page + 1 : nil, origin: .live)
  }

  /// A few well-known Swift repositories, for tests and previews.
  public static let sampleRepos: [Repo] = [
    sample(
      "ReactorKit/ReactorKit",
      "Unidirectional data flow for Swift apps: views send actions, reactors return state", "Swift", 2_700,
      ["reactorkit", "rxswift"]),
    sample(
      "ReactiveX/RxSwift", "Observable sequences and operators for Swift", "Swift", 24_300,
      ["rxswift", "reactive"]),
    sample(
      "apple/swift", "Compiler, standard library and runtime of Swift", "C++", 67_500, ["swift", "compiler"]),
    sample(
      "pointfreeco/swift-composable-architecture", "Reducers, effects and exhaustive tests for Swift apps",
      "Swift", 12_400, ["architecture"]),
    sample(
      "groue/GRDB.swift", "SQLite access for Swift with records and migrations", "Swift", 7_200,
      ["sqlite", "database"]),
    sample(
      "Alamofire/Alamofire", "HTTP requests, validation and retries in Swift", "Swift", 41_000, ["networking"]
    ),
    sample(
      "onevcat/Kingfisher", "Image downloading and caching for Swift apps", "Swift", 23_100,
      ["image", "cache"]),
  ]

  private static func sample(
    _ fullName: String, _ description: String, _ language: String, _ stars: Int, _ topics: [String]
  ) -> Repo {
    Repo(
      fullName: fullName, description: description, language: language, topics: topics, stars: stars,
      htmlURL: "https://github.com/\(fullName)")
  }
}
