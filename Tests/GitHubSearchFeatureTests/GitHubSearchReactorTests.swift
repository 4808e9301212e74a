import Clocks
import Foundation
import GitHubSearchFeature
import Models
import ReactorCore
import ReactorTesting
import Services
import Testing
import TextUI

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GitHubSearchReactorTests {
  typealias Fixtures = SearchFixtures

  func reactor(_ service: InMemoryGitHubSearchService) -> GitHubSearchReactor {
    let reactor = GitHubSearchReactor(service: service, timeZone: Fixtures.utc)
    reactor.effectExecutor = TestEffectExecutor()
    return reactor
  }

  @Test func updateQuerySearchesAndShowsTheFirstPage() async {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 45) })
    let tester = ReactorTester(reactor(service))

    tester.send(.updateQuery("  swift "))
    tester.expect {
      $0.query = "swift"
      $0.draft = "swift"
      $0.isLoading = true
    }
    await tester.receive {
      $0.repos = Fixtures.repos("swift", 30)
      $0.nextPage = 2
      $0.totalCount = 45
      $0.origin = .live
      $0.isLoading = false
    }
    tester.expectNoMoreStates()
    #expect(service.requests == [.init(query: "swift", page: 1)])
  }

  /// What is searched is what the query line shows: escape sequences and control characters go
  /// before the query is used, not only before it is drawn.
  @Test func theQuerySearchedIsTheCleanedOneTheLineShows() async {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 5) })
    let reactor = reactor(service)
    reactor.send(.updateQuery("\u{1B}[2Jswift\u{0}ui"))
    await reactor.waitUntilIdle()
    #expect(service.requests == [.init(query: "swiftui", page: 1)])
    #expect(reactor.currentState.query == "swiftui")
    #expect(reactor.currentState.draft == "swiftui")
  }

  /// The bug `take(until:)` fixes in ReactorKit's GitHubSearch example: a slow answer to an old
  /// query never overwrites the newer results.
  @Test func aSlowOldAnswerNeverOverwritesTheNewerQuerysResults() async {
    let clock = TestClock()
    let service = InMemoryGitHubSearchService(
      clock: clock, latency: { $0.query == "slow" ? .seconds(3) : .seconds(1) },
      answer: { Fixtures.page($0, total: 5) })
    let tester = ReactorTester(reactor(service))

    tester.send(.updateQuery("slow"))
    tester.send(.updateQuery("fast"))
    tester.expect(
      {
        $0.query = "slow"; $0.draft = "slow"; $0.isLoading = true
      },
      {
        $0.query = "fast"; $0.draft = "fast"
      })
    await tester.advance(clock, by: .seconds(1))
    tester.expect {
      $0.repos = Fixtures.repos("fast", 5)
      $0.totalCount = 5
      $0.origin = .live
      $0.isLoading = false
    }
    #expect(service.requests.map(\.query) == ["slow", "fast"])

    // The old request ended when the newer query arrived: two seconds later nothing comes.
    await tester.advance(clock, by: .seconds(2))
    tester.expectNoMoreStates()
    #expect(service.answered.map(\.query) == ["fast"])
    #expect(tester.reactor.currentState.repos.allSatisfy { $0.fullName.hasPrefix("fast/") })
  }

  @Test func aNewQueryWhileTheNextPageLoadsDropsThatPage() async {
    let clock = TestClock()
    let service = InMemoryGitHubSearchService(
      clock: clock, latency: { $0.page == 2 ? .seconds(5) : .zero }, answer: { Fixtures.page($0, total: 90) })
    let reactor = reactor(service)
    reactor.send(.updateQuery("old"))
    await reactor.waitUntilIdle()

    reactor.send(.loadNextPage)
    #expect(reactor.currentState.isLoadingNextPage)
    await drainMainActor { service.requests.count == 2 }
    reactor.send(.updateQuery("new"))
    // The old page's request is still out (the fake answers when its latency is over), but
    // its effect has ended: the flag is down and the new results come.
    await drainMainActor { !reactor.currentState.repos.isEmpty }
    #expect(!reactor.currentState.isLoadingNextPage)
    #expect(reactor.currentState.repos == Fixtures.repos("new", 30))

    await clock.advance(by: .seconds(5))
    await drainMainActor()
    #expect(service.answered.map(\.page) == [1, 1], "the old page's request was cancelled")
    #expect(reactor.currentState.repos == Fixtures.repos("new", 30))
    #expect(reactor.currentState.nextPage == 2)
  }

  @Test func aBlankOrNilQueryClearsTheResultsWithoutSearching() async {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 3) })
    let reactor = reactor(service)
    reactor.send(.updateQuery("swift"))
    await reactor.waitUntilIdle()

    let tester = ReactorTester(reactor)
    tester.send(.updateQuery("   "))
    tester.expect {
      $0.query = nil
      $0.draft = ""
      $0.repos = []
      $0.totalCount = nil
    }
    tester.send(.updateQuery(nil))
    tester.expect { _ in }
    await reactor.waitUntilIdle()
    tester.expectNoMoreStates()
    #expect(service.requests.count == 1)
  }

  @Test func loadNextPageAppendsThePageTheServiceNamed() async {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 45) })
    let reactor = reactor(service)
    reactor.send(.updateQuery("swift"))
    await reactor.waitUntilIdle()
    let tester = ReactorTester(reactor)

    tester.send(.loadNextPage)
    tester.expect { $0.isLoadingNextPage = true }
    await tester.receive(
      {
        $0.repos += Fixtures.repos("swift", 15, first: 31)
        $0.nextPage = nil
        $0.isLoadingNextPage = false
      },
      { _ in })  // the closing setLoadingNextPage(false), which changes nothing now
    tester.expectNoMoreStates()
    #expect(service.requests.map(\.page) == [1, 2])
  }

  /// The GitHubSearch example's guard: nothing while a page loads, nothing without a next page.
  @Test func loadNextPageIsIgnoredWhileLoadingAndWithoutANextPage() async {
    let clock = TestClock()
    let service = InMemoryGitHubSearchService(
      clock: clock, latency: { _ in .seconds(1) }, answer: { Fixtures.page($0, total: 45) })
    let reactor = reactor(service)

    reactor.send(.updateQuery("swift"))
    reactor.send(.loadNextPage)  // the first page is still loading
    await drainMainActor { service.requests.count == 1 }
    await clock.advance(by: .milliseconds(1_001))
    await drainMainActor { reactor.isIdle && !reactor.currentState.repos.isEmpty }

    reactor.send(.loadNextPage)
    reactor.send(.loadNextPage)  // page 2 is loading
    await drainMainActor { service.requests.count == 2 }
    await clock.advance(by: .milliseconds(1_001))
    await drainMainActor { reactor.isIdle && reactor.currentState.repos.count == 45 }
    #expect(reactor.currentState.nextPage == nil)

    reactor.send(.loadNextPage)  // no next page: said, not silently ignored
    await drainMainActor()
    #expect(reactor.isIdle)
    #expect(reactor.currentState.message == "that is every result: there is no next page")
    #expect(service.requests.map(\.page) == [1, 2])
  }

  /// GitHub's cap: 1000 results in pages of 30 end on page 34, however many match.
  @Test func pagingStopsCleanlyAtTheResultCap() async {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 250_000) })
    let reactor = reactor(service)
    reactor.send(.updateQuery("a"))
    await reactor.waitUntilIdle()
    while reactor.currentState.nextPage != nil {
      reactor.send(.loadNextPage)
      await reactor.waitUntilIdle()
    }
    #expect(reactor.currentState.repos.count == 1000)
    #expect(reactor.currentState.totalCount == 250_000)
    #expect(service.requests.last?.page == 34)

    reactor.send(.loadNextPage)
    await drainMainActor()
    #expect(service.requests.count == 34)
    #expect(reactor.currentState.error == nil)
  }

  @Test func aRefusalWhilePagingEndsPagingAndSaysWhy() async {
    let service = InMemoryGitHubSearchService(answer: { request in
      guard request.page == 1 else {
        throw GitHubSearchError.validation("Only the first 1000 search results are available")
      }
      return Fixtures.page(request, total: 5000)
    })
    let reactor = reactor(service)
    reactor.send(.updateQuery("a"))
    await reactor.waitUntilIdle()
    reactor.send(.loadNextPage)
    await reactor.waitUntilIdle()

    let state = reactor.currentState
    #expect(state.error == "GitHub refused the query: Only the first 1000 search results are available")
    #expect(state.nextPage == nil)
    #expect(state.repos.count == 30, "the results already shown stay")
    #expect(!state.isLoadingNextPage)
  }

  @Test func aFailureIsShownNotTurnedIntoAnEmptyList() async {
    let service = InMemoryGitHubSearchService(answer: { _ in throw GitHubSearchError.server(status: 502) })
    let tester = ReactorTester(reactor(service))

    tester.send(.updateQuery("swift"))
    tester.expect {
      $0.query = "swift"; $0.draft = "swift"; $0.isLoading = true
    }
    await tester.receive {
      $0.error = "GitHub had a problem (HTTP 502); try again later"
      $0.isLoading = false
    }
    tester.expectNoMoreStates()
    #expect(tester.state.totalCount == nil, "no answer is not the same as no results")
  }

  @Test func aTransportFailureShowsItsOwnWords() async {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "could not resolve host api.github.com" }
    }
    let service = InMemoryGitHubSearchService(answer: { _ in throw Offline() })
    let reactor = reactor(service)
    reactor.send(.updateQuery("swift"))
    await reactor.waitUntilIdle()
    #expect(
      reactor.currentState.error == "could not resolve host api.github.com; send the query again to retry")
  }

  @Test func aRateLimitSaysWhenItResetsInLocalTime() async {
    // 2026-01-02 14:06:00 UTC
    let reset = Date(timeIntervalSince1970: 1_767_362_760)
    let service = InMemoryGitHubSearchService(answer: { _ in
      throw GitHubSearchError.rateLimited(resetsAt: reset, retryAfter: 60)
    })
    let reactor = reactor(service)
    reactor.send(.updateQuery("swift"))
    await reactor.waitUntilIdle()
    #expect(reactor.currentState.rateLimit == "rate limited by GitHub, retry after 60 s, resets at 14:06")
    #expect(reactor.currentState.error == nil)
    #expect(!reactor.currentState.isLoading)

    let tokyo = GitHubSearchReactor(service: service, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
    tokyo.effectExecutor = TestEffectExecutor()
    tokyo.send(.updateQuery("swift"))
    await tokyo.waitUntilIdle()
    #expect(tokyo.currentState.rateLimit == "rate limited by GitHub, retry after 60 s, resets at 23:06")
  }

  @Test func aNewAnswerClearsAnEarlierFailure() async {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 2) })
    service.fail(with: GitHubSearchError.server(status: 500))
    let reactor = reactor(service)
    reactor.send(.updateQuery("swift"))
    await reactor.waitUntilIdle()
    #expect(reactor.currentState.error != nil)

    service.fail(with: nil)
    reactor.send(.updateQuery("swift"))
    #expect(reactor.currentState.error == nil, "a new query clears the old failure at once")
    await reactor.waitUntilIdle()
    #expect(reactor.currentState.repos.count == 2)
  }
}
