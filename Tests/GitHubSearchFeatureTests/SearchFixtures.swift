import Clocks
import Foundation
import GitHubSearchFeature
import Models
import ReactorCore
import Services
import TextUI
import TextUITesting

/// Repositories and pages for the search tests.
enum SearchFixtures {
  static let utc = TimeZone(identifier: "UTC")!

  /// `count` repositories named `<prefix>/repo-<n>`, numbered from `first`.
  static func repos(_ prefix: String, _ count: Int, first: Int = 1) -> [Repo] {
    (first..<(first + count)).map { number in
      Repo(
        fullName: "\(prefix)/repo-\(number)", description: "\(prefix) repository number \(number)",
        language: number % 2 == 0 ? "Swift" : "Go", topics: [prefix], stars: 100 * number,
        htmlURL: "https://github.com/\(prefix)/repo-\(number)")
    }
  }

  /// Pages of 30 over `total` results of `query`, the next page as GitHub gives it: none on the
  /// last page, none past the 1000-result cap.
  static func page(_ request: InMemoryGitHubSearchService.Request, total: Int, origin: DataOrigin = .live)
    -> RepoSearchPage
  {
    let perPage = 30
    let reachable = min(total, 1000)
    let first = (request.page - 1) * perPage
    let count = max(min(perPage, reachable - first), 0)
    return RepoSearchPage(
      repos: repos(request.query, count, first: first + 1), totalCount: total,
      nextPage: first + count < reachable ? request.page + 1 : nil, origin: origin)
  }
}

extension SearchFixtures {
  /// A search screen showing `state`, bound to a stubbed reactor holding it, on `screen`.
  @MainActor
  static func view(
    showing state: GitHubSearchReactor.State, on screen: any Screen = RecordingScreen()
  ) -> GitHubSearchView {
    let view = GitHubSearchView(
      screen: screen, navigation: RecordingNavigation(), clock: TestClock(),
      makeRepoDetailPage: repoDetailPage)
    let reactor = GitHubSearchReactor(service: InMemoryGitHubSearchService())
    reactor.isStubEnabled = true
    reactor.stub.state.value = state
    view.reactor = reactor
    return view
  }

  /// The frame the search screen draws for `state`.
  @MainActor
  static func frame(_ state: GitHubSearchReactor.State) -> Frame {
    view(showing: state).render(state: state)
  }
}
