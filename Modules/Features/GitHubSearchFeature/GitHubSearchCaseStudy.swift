import CaseStudyKit
import Foundation
import Services
import TextUI

/// What GitHub Search is built from: the search, its offline catalog, a clock and a time zone.
public protocol GitHubSearchEnvironment {
  /// Measures the typing pause before a query searches; a `TestClock` in tests.
  var clock: any Clock<Duration> { get }
  /// The services, of which GitHub Search reads ``ServiceValues/githubSearch`` (live or over
  /// the offline catalog) and ``ServiceValues/githubOfflineCatalog`` (offered while GitHub's
  /// rate limit refuses searches; nil where none is).
  var services: ServiceValues { get }
  /// The zone a rate limit's reset time is shown in.
  var timeZone: TimeZone { get }
}

extension CaseStudy where Environment: GitHubSearchEnvironment {
  /// GitHub Search: ReactorKit's GitHubSearch example.
  public static var githubSearch: Self {
    CaseStudy(
      name: "github-search", summary: "cancelling stale requests, paging by Link header",
      about: GitHubSearchAbout.text,
      pictures: [
        Picture(
          alt: "GitHub Search results for \"reactorkit\" from the offline catalog: repositories with stars.",
          keys: "reactorkit".map(Key.character) + [.enter])
      ],
      places: [
        // A field holding text offers the keys that move and delete in it.
        Place("the query line, a query typed", plain: nil, terminal: [.character("/")] + .typing("rx")),
        Place("results", plain: ["swift"], terminal: [.character("/")] + .typing("swift") + [.enter]),
        Place(
          "a repository", plain: ["swift", "o 1"],
          terminal: [.character("/")] + .typing("swift") + [.enter, .enter]),
      ],
      takesQuery: true
    ) { environment, context in
      let view = GitHubSearchView(
        screen: context.screen, navigation: context.navigation, clock: environment.clock, query: context.query
      ) { repo, origin, screen in
        context.page(RepoDetailView(screen: screen), RepoDetailReactor(repo: repo, origin: origin))
      }
      let reactor = GitHubSearchReactor(
        service: environment.services.githubSearch, offlineCatalog: environment.services.githubOfflineCatalog,
        timeZone: environment.timeZone)
      return context.page(view, reactor)
    }
  }
}
