import Clocks
import Foundation
import GitHubSearchFeature
import Models
import ReactorCore
import ReactorTesting
import Services
import Testing
import TextUI

/// GitHub's `incomplete_results`: a search it stopped early says results may be missing.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GitHubSearchIncompleteTests {
  typealias Fixtures = SearchFixtures

  @Test func aSearchGitHubStoppedEarlySaysResultsMayBeMissingUntilTheNextQuery() async {
    let service = InMemoryGitHubSearchService(answer: { request in
      var page = Fixtures.page(request, total: 45)
      page.isIncomplete = request.query == "slow"
      return page
    })
    let reactor = GitHubSearchReactor(service: service, timeZone: Fixtures.utc)
    reactor.effectExecutor = TestEffectExecutor()
    let tester = ReactorTester(reactor)

    tester.send(.updateQuery("slow"))
    tester.expect {
      $0.query = "slow"
      $0.isLoading = true
    }
    await tester.receive {
      $0.repos = Fixtures.repos("slow", 30)
      $0.nextPage = 2
      $0.totalCount = 45
      $0.origin = .live
      $0.isIncomplete = true
      $0.isLoading = false
    }
    let frame = SearchFixtures.frame(tester.state).render(width: 100, mode: .plain).joined(separator: "\n")
    #expect(
      frame.contains(
        "  45 repositories · 30 shown\n  ! GitHub stopped this search early; results may be missing"))

    tester.send(.updateQuery("fast"))
    tester.expect {
      $0.query = "fast"
      $0.repos = []
      $0.nextPage = nil
      $0.totalCount = nil
      $0.isIncomplete = false
      $0.isLoading = true
    }
    await tester.receive {
      $0.repos = Fixtures.repos("fast", 30)
      $0.nextPage = 2
      $0.totalCount = 45
      $0.isLoading = false
    }
    let complete = SearchFixtures.frame(tester.state).render(width: 100, mode: .plain).joined(
      separator: "\n")
    #expect(!complete.contains("stopped this search early"))
  }
}
