import Clocks
import ReactorCore
import ReactorTesting
import Synchronization
import Testing

@testable import Search

@MainActor
struct SearchTests {
  @Test func aNewerQueryEndsTheOlderRequest() async {
    let clock = TestClock()
    let service = FakeSearchService(clock: clock)
    let reactor = SearchReactor(service: service)
    let tester = ReactorTester(reactor)

    tester.send(.updateQuery("swift"))
    tester.expect { $0.query = "swift" }
    await tester.advance(clock, by: .milliseconds(500))
    tester.send(.updateQuery("swiftui"))
    tester.expect { $0.query = "swiftui" }

    // "swift"'s answer would come at 1 s, "swiftui"'s at 1.5 s: only the newer one arrives.
    await tester.advance(clock, by: .seconds(1))
    tester.expect {
      $0.repos = ["swiftui 1-a", "swiftui 1-b"]
      $0.nextPage = 2
    }
    tester.expectNoMoreStates()
    #expect(service.calls == ["swift 1", "swiftui 1"])
    // The ended request's cancellation is not an error.
    #expect(reactor.errors.isEmpty)
  }

  @Test func theNextPageIsAppended() async {
    let clock = TestClock()
    let service = FakeSearchService(clock: clock)
    let tester = ReactorTester(SearchReactor(service: service))

    await searchSwift(tester, clock)

    tester.send(.loadNextPage)
    tester.expect { $0.isLoadingNextPage = true }
    await tester.advance(clock, by: .seconds(1))
    tester.expect(
      {
        $0.repos += ["swift 2-a", "swift 2-b"]
        $0.nextPage = 3
      },
      { $0.isLoadingNextPage = false }
    )
    #expect(service.calls == ["swift 1", "swift 2"])
  }

  @Test func theGuardStopsLoadingAPageTwice() async {
    let clock = TestClock()
    let service = FakeSearchService(clock: clock)
    let tester = ReactorTester(SearchReactor(service: service))
    await searchSwift(tester, clock)

    tester.send(.loadNextPage)
    tester.send(.loadNextPage)  // `currentState.isLoadingNextPage` is already true: ignored
    tester.expect { $0.isLoadingNextPage = true }
    tester.expectNoMoreStates()

    await tester.advance(clock, by: .seconds(1))
    tester.expect(
      {
        $0.repos += ["swift 2-a", "swift 2-b"]
        $0.nextPage = 3
      },
      { $0.isLoadingNextPage = false })
    #expect(service.calls == ["swift 1", "swift 2"])
  }

  /// No `.catch` on the page request: the error ends the action's whole effect, so
  /// `setLoadingNextPage(false)` never runs, as in ReactorKit. The reactor goes on (a new query
  /// works), but the guard now refuses every page: the trap the `.catch` avoids.
  @Test func aFailedPageRequestLeavesTheSpinnerOn() async {
    let clock = TestClock()
    let service = FakeSearchService(clock: clock, failingPage: 2)
    let reactor = SearchReactor(service: service)
    let tester = ReactorTester(reactor)
    await searchSwift(tester, clock)

    tester.send(.loadNextPage)
    tester.expect { $0.isLoadingNextPage = true }
    await tester.advance(clock, by: .seconds(1))
    tester.expectNoMoreStates()
    #expect(reactor.currentState.isLoadingNextPage)
    #expect(reactor.errors.map { $0 as? SearchFailure } == [SearchFailure(page: 2)])

    tester.send(.loadNextPage)
    tester.expectNoMoreStates()
    #expect(service.calls == ["swift 1", "swift 2"])

    tester.send(.updateQuery("swiftui"))
    await tester.advance(clock, by: .seconds(1))
    tester.expect({ $0.query = "swiftui" }, { $0.repos = ["swiftui 1-a", "swiftui 1-b"] })
  }
}

/// Searches "swift" and checks its first page, which comes after a second of `clock`.
@MainActor
func searchSwift(_ tester: ReactorTester<SearchReactor>, _ clock: TestClock<Duration>) async {
  tester.send(.updateQuery("swift"))
  tester.expect { $0.query = "swift" }
  await tester.advance(clock, by: .seconds(1))
  tester.expect {
    $0.repos = ["swift 1-a", "swift 1-b"]
    $0.nextPage = 2
  }
}

struct SearchFailure: Error, Equatable {
  var page: Int
}

/// Answers after one second of `clock`, two repos a page, with a next page until page 3; page
/// `failingPage` throws.
final class FakeSearchService: SearchService {
  let clock: TestClock<Duration>
  let failingPage: Int?
  private let log = Mutex<[String]>([])

  init(clock: TestClock<Duration>, failingPage: Int? = nil) {
    self.clock = clock
    self.failingPage = failingPage
  }

  /// The requests made, as "query page".
  var calls: [String] { log.withLock { $0 } }

  func search(_ query: String, page: Int) async throws -> SearchPage {
    log.withLock { $0.append("\(query) \(page)") }
    try await clock.sleep(for: .seconds(1))
    if page == failingPage { throw SearchFailure(page: page) }
    return SearchPage(
      repos: ["\(query) \(page)-a", "\(query) \(page)-b"], nextPage: page < 3 ? page + 1 : nil)
  }
}
