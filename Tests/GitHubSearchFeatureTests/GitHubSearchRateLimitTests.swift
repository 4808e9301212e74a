import Clocks
import Foundation
import GitHubSearchFeature
import Models
import ReactorCore
import ReactorTesting
import Services
import SnapshotTesting
import Testing
import TextUI
import TextUITesting

/// While GitHub's rate limit refuses searches: the words for each limit, and the offline catalog
/// offered for the same query, searched and paged on its own, until the next query.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GitHubSearchRateLimitTests {
  typealias Fixtures = SearchFixtures

  /// 2026-01-02 14:06:00 UTC.
  nonisolated static let minuteLater = Date(timeIntervalSince1970: 1_767_362_760)

  /// GitHub refusing with a secondary limit; the catalog answering 45 results for any query.
  func services() -> (github: InMemoryGitHubSearchService, catalog: InMemoryGitHubSearchService) {
    let github = InMemoryGitHubSearchService(answer: { _ in
      throw GitHubSearchError.secondaryRateLimit(until: Self.minuteLater)
    })
    let catalog = InMemoryGitHubSearchService(answer: {
      Fixtures.page($0, total: 45, origin: .offline(reason: nil))
    })
    return (github, catalog)
  }

  func reactor(
    _ github: InMemoryGitHubSearchService, catalog: InMemoryGitHubSearchService?
  ) -> GitHubSearchReactor {
    GitHubSearchReactor(service: github, offlineCatalog: catalog, timeZone: Fixtures.utc)
  }

  @Test func aSecondaryLimitOffersTheCatalogWhichPagesOnItsOwnUntilTheNextQuery() async {
    let (github, catalog) = services()
    let tester = ReactorTester(reactor(github, catalog: catalog))
    #expect(tester.state.hasOfflineCatalog)

    tester.send(.updateQuery("swift"))
    tester.expect {
      $0.query = "swift"
      $0.isLoading = true
    }
    await tester.receive {
      $0.rateLimit = "GitHub's secondary rate limit: wait a minute (searches resume at 14:06)"
      $0.isLoading = false
    }
    #expect(tester.state.offersOfflineCatalog)

    tester.send(.searchOfflineCatalog)
    tester.expect {
      $0.isSearchingOfflineCatalog = true
      $0.isLoading = true
    }
    await tester.receive {
      $0.repos = Fixtures.repos("swift", 30)
      $0.nextPage = 2
      $0.totalCount = 45
      $0.origin = GitHubSearchReactor.offlineCatalogOrigin
      $0.isLoading = false
    }
    #expect(!tester.state.offersOfflineCatalog, "offered no more once its results show")

    tester.send(.loadNextPage)
    tester.expect { $0.isLoadingNextPage = true }
    await tester.receive(
      {
        $0.repos = Fixtures.repos("swift", 45)
        $0.nextPage = nil
        $0.rateLimit = nil
        $0.isLoadingNextPage = false
      },
      { _ in })  // the closing setLoadingNextPage(false), which changes nothing now
    tester.expectNoMoreStates()
    #expect(catalog.requests == [.init(query: "swift", page: 1), .init(query: "swift", page: 2)])
    #expect(github.requests == [.init(query: "swift", page: 1)], "the next page did not go to GitHub")

    tester.send(.updateQuery("rust"))
    tester.expect {
      $0.query = "rust"
      $0.repos = []
      $0.nextPage = nil
      $0.totalCount = nil
      $0.isLoading = true
      $0.isSearchingOfflineCatalog = false
      $0.origin = nil
    }
    await tester.receive {
      $0.rateLimit = "GitHub's secondary rate limit: wait a minute (searches resume at 14:06)"
      $0.isLoading = false
    }
    #expect(github.requests.last == .init(query: "rust", page: 1), "a new query asks GitHub again")
    #expect(
      Fixtures.frame(tester.state).banner == nil,
      "the catalog's 'sample data' banner stays over GitHub's refusal of the next query")
  }

  @Test func withoutACatalogOrALimitNothingIsOffered() async {
    let (github, _) = services()
    let live = ReactorTester(reactor(github, catalog: nil))
    live.send(.updateQuery("swift"))
    live.expect {
      $0.query = "swift"
      $0.isLoading = true
    }
    await live.receive {
      $0.rateLimit = "GitHub's secondary rate limit: wait a minute (searches resume at 14:06)"
      $0.isLoading = false
    }
    #expect(!live.state.offersOfflineCatalog, "--live never shows sample data")
    live.send(.searchOfflineCatalog)
    live.expect { $0.message = "the offline catalog is offered while GitHub's rate limit refuses searches" }

    let answering = ReactorTester(
      reactor(
        InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 3) }), catalog: services().catalog))
    answering.send(.updateQuery("swift"))
    answering.expect {
      $0.query = "swift"
      $0.isLoading = true
    }
    await answering.receive {
      $0.repos = Fixtures.repos("swift", 3)
      $0.totalCount = 3
      $0.origin = .live
      $0.isLoading = false
    }
    #expect(!answering.state.offersOfflineCatalog, "GitHub answers: nothing to offer")
  }

  @Test func theOfferIsOneKeyOnATerminalAndOneLineInPlainMode() {
    let view = GitHubSearchView(
      screen: RecordingScreen(), navigation: RecordingNavigation(), clock: TestClock(),
      makeRepoDetailPage: repoDetailPage)
    let reactor = reactor(services().github, catalog: services().catalog)
    reactor.isStubEnabled = true
    var limited = reactor.initialState
    limited.query = "swift"
    limited.rateLimit = "GitHub's secondary rate limit: wait a minute"
    reactor.stub.state.value = limited
    view.reactor = reactor

    #expect(view.input.deliver(.key(.character("s"))) == .handled)
    #expect(view.input.deliver(.line("s")) == .handled)
    reactor.stub.state.rateLimit = nil
    #expect(view.input.deliver(.key(.character("s"))) == .unknown, "no offer, no key")
    #expect(view.input.deliver(.line("s")) == .handled)
    #expect(reactor.stub.actions == [.searchOfflineCatalog, .searchOfflineCatalog, .updateQuery("s")])
  }

  @Test func theOfferAndTheCatalogsResultsAreLabelled() {
    var limited = GitHubSearchReactor.State()
    limited.hasOfflineCatalog = true
    limited.query = "swift"
    limited.rateLimit = "GitHub's secondary rate limit: wait a minute (searches resume at 14:06)"
    let offer = Fixtures.frame(limited).render(width: 80, mode: .plain).joined(separator: "\n")
    assertSnapshot(of: offer, as: .lines, named: "offer")

    var shown = limited
    shown.isSearchingOfflineCatalog = true
    shown.repos = Fixtures.repos("swift", 2)
    shown.totalCount = 2
    shown.origin = GitHubSearchReactor.offlineCatalogOrigin
    let results = Fixtures.frame(shown).render(width: 80, mode: .plain).joined(separator: "\n")
    assertSnapshot(of: results, as: .lines, named: "results")
    #expect(!results.contains("s: search the offline catalog"))
  }

  /// A long message wraps under its text instead of ending in "…"; the hints still fit.
  @Test func aLongErrorWrapsAndTheHintsStillFit() {
    var failed = GitHubSearchReactor.State()
    failed.query = "swift"
    failed.error =
      "GitHub refused the query: Validation Failed: q: missing; sort: invalid (the sort must be stars, forks or updated)"
    let lines = Fixtures.frame(failed).render(width: 50, mode: .plain)
    assertSnapshot(of: lines.joined(separator: "\n"), as: .lines)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 50 })
    #expect(!lines.contains { $0.contains("…") && !$0.hasPrefix("text or") })
    #expect(lines.contains { $0.contains("forks or updated)") })
  }
}
