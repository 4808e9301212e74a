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
    GitHubSearchReactor(service: service, timeZone: Fixtures.utc)
  }

  /// Searches `query` and checks the two states a first page of `total` results brings.
  func search(_ query: String, total: Int, in tester: ReactorTester<GitHubSearchReactor>) async {
    tester.send(.updateQuery(query))
    tester.expect {
      $0.query = query
      $0.repos = []
      $0.nextPage = nil
      $0.totalCount = nil
      $0.isLoading = true
      $0.error = nil
    }
    await tester.receive {
      $0.repos = Fixtures.repos(query, min(total, 30))
      $0.nextPage = total > 30 ? 2 : nil
      $0.totalCount = total
      $0.origin = .live
      $0.isLoading = false
    }
  }

  @Test func updateQuerySearchesAndShowsTheFirstPage() async {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 45) })
    let tester = ReactorTester(reactor(service))

    tester.send(.updateQuery("  swift "))
    tester.expect {
      $0.query = "swift"
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
    let tester = ReactorTester(reactor(service))
    tester.send(.updateQuery("\u{1B}[2Jswift\u{0}ui"))
    tester.expect {
      $0.query = "swiftui"
      $0.isLoading = true
    }
    await tester.receive {
      $0.repos = Fixtures.repos("swiftui", 5)
      $0.totalCount = 5
      $0.origin = .live
      $0.isLoading = false
    }
    #expect(service.requests == [.init(query: "swiftui", page: 1)])
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
        $0.query = "slow"; $0.isLoading = true
      },
      {
        $0.query = "fast"
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
    let tester = ReactorTester(reactor(service))
    await search("old", total: 90, in: tester)

    tester.send(.loadNextPage)
    tester.expect { $0.isLoadingNextPage = true }
    await tester.drain()
    tester.send(.updateQuery("new"))
    // The old page's request is still out (the fake answers when its latency is over), but
    // its effect has ended: the flag is down at once and the new results come.
    tester.expect(
      {
        $0.query = "new"
        $0.repos = []
        $0.nextPage = nil
        $0.totalCount = nil
        $0.isLoading = true
        $0.isLoadingNextPage = false
      }, { _ in })  // the old page's closing setLoadingNextPage(false), which changes nothing now
    await tester.receive {
      $0.repos = Fixtures.repos("new", 30)
      $0.nextPage = 2
      $0.totalCount = 90
      $0.isLoading = false
    }

    await tester.advance(clock, by: .seconds(5))
    tester.expectNoMoreStates()
    #expect(service.answered.map(\.page) == [1, 1], "the old page's request was cancelled")
  }

  @Test func aBlankOrNilQueryClearsTheResultsWithoutSearching() async {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 3) })
    let tester = ReactorTester(reactor(service))
    await search("swift", total: 3, in: tester)

    tester.send(.updateQuery("   "))
    tester.expect {
      $0.query = nil
      $0.repos = []
      $0.totalCount = nil
    }
    tester.send(.updateQuery(nil))
    tester.expect { _ in }
    await tester.drain()
    tester.expectNoMoreStates()
    #expect(service.requests.count == 1)
  }

  @Test func loadNextPageAppendsThePageTheServiceNamed() async {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 45) })
    let tester = ReactorTester(reactor(service))
    await search("swift", total: 45, in: tester)

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
    let tester = ReactorTester(reactor(service))

    tester.send(.updateQuery("swift"))
    tester.send(.loadNextPage)  // the first page is still loading
    tester.expect {
      $0.query = "swift"
      $0.isLoading = true
    }
    await tester.advance(clock, by: .seconds(1))
    tester.expect {
      $0.repos = Fixtures.repos("swift", 30)
      $0.nextPage = 2
      $0.totalCount = 45
      $0.origin = .live
      $0.isLoading = false
    }

    tester.send(.loadNextPage)
    tester.send(.loadNextPage)  // page 2 is loading
    tester.expect { $0.isLoadingNextPage = true }
    await tester.advance(clock, by: .seconds(1))
    tester.expect(
      {
        $0.repos += Fixtures.repos("swift", 15, first: 31)
        $0.nextPage = nil
        $0.isLoadingNextPage = false
      }, { _ in })

    tester.send(.loadNextPage)  // no next page: said, not silently ignored
    tester.expect { $0.message = "that is every result: there is no next page" }
    await tester.finish()
    #expect(service.requests.map(\.page) == [1, 2])
  }

  /// GitHub's cap: 1000 results in pages of 30 end on page 34, however many match.
  @Test func pagingStopsCleanlyAtTheResultCap() async {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 250_000) })
    let tester = ReactorTester(reactor(service))
    await search("a", total: 250_000, in: tester)
    for page in 2...34 {
      tester.send(.loadNextPage)
      tester.expect { $0.isLoadingNextPage = true }
      await tester.receive(
        {
          let first = (page - 1) * 30 + 1
          $0.repos += Fixtures.repos("a", min(30, 1001 - first), first: first)
          $0.nextPage = page < 34 ? page + 1 : nil
          $0.isLoadingNextPage = false
        }, { _ in })
    }
    #expect(tester.state.repos.count == 1000)

    tester.send(.loadNextPage)
    tester.expect { $0.message = "that is every result: there is no next page" }
    await tester.finish()
    #expect(service.requests.count == 34)
  }

  @Test func aRefusalWhilePagingEndsPagingAndSaysWhy() async {
    let service = InMemoryGitHubSearchService(answer: { request in
      guard request.page == 1 else {
        throw GitHubSearchError.validation("Only the first 1000 search results are available")
      }
      return Fixtures.page(request, total: 5000)
    })
    let tester = ReactorTester(reactor(service))
    await search("a", total: 5000, in: tester)
    tester.send(.loadNextPage)
    tester.expect { $0.isLoadingNextPage = true }
    // The results already shown stay.
    await tester.receive(
      {
        $0.error = "GitHub refused the query: Only the first 1000 search results are available"
        $0.nextPage = nil
      },
      { $0.isLoadingNextPage = false })
  }

  @Test func aFailureIsShownNotTurnedIntoAnEmptyList() async {
    let service = InMemoryGitHubSearchService(answer: { _ in throw GitHubSearchError.server(status: 502) })
    let tester = ReactorTester(reactor(service))

    tester.send(.updateQuery("swift"))
    tester.expect {
      $0.query = "swift"; $0.isLoading = true
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
    let tester = ReactorTester(reactor(service))
    tester.send(.updateQuery("swift"))
    tester.expect {
      $0.query = "swift"
      $0.isLoading = true
    }
    await tester.receive {
      $0.error = "could not resolve host api.github.com; send the query again to retry"
      $0.isLoading = false
    }
  }

  @Test func aRateLimitSaysWhenItResetsInLocalTime() async {
    // 2026-01-02 14:06:00 UTC
    let reset = Date(timeIntervalSince1970: 1_767_362_760)
    let service = InMemoryGitHubSearchService(answer: { _ in
      throw GitHubSearchError.rateLimited(resetsAt: reset, retryAfter: 60)
    })
    for (zone, time) in [("UTC", "14:06"), ("Asia/Tokyo", "23:06")] {
      let tester = ReactorTester(GitHubSearchReactor(service: service, timeZone: TimeZone(identifier: zone)!))
      tester.send(.updateQuery("swift"))
      tester.expect {
        $0.query = "swift"
        $0.isLoading = true
      }
      await tester.receive {
        $0.rateLimit = "rate limited by GitHub, retry after 60 s, resets at \(time)"
        $0.isLoading = false
      }
    }
  }

  @Test func aNewAnswerClearsAnEarlierFailure() async {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 2) })
    service.fail(with: GitHubSearchError.server(status: 500))
    let tester = ReactorTester(reactor(service))
    tester.send(.updateQuery("swift"))
    tester.expect {
      $0.query = "swift"
      $0.isLoading = true
    }
    await tester.receive {
      $0.error = "GitHub had a problem (HTTP 500); try again later"
      $0.isLoading = false
    }

    service.fail(with: nil)
    tester.send(.updateQuery("swift"))
    // A new query clears the old failure at once.
    tester.expect {
      $0.error = nil
      $0.isLoading = true
    }
    await tester.receive {
      $0.repos = Fixtures.repos("swift", 2)
      $0.totalCount = 2
      $0.origin = .live
      $0.isLoading = false
    }
  }
}
