import Clocks
import Foundation
import GitHubSearchFeature
import Models
import ReactorCore
import ReactorTesting
import ReactorTracing
import Services
import Testing
import TextUI
import TextUITesting

/// Selection, opening a row through the route, and the query line's editing state.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GitHubSearchSelectionTests {
  typealias Fixtures = SearchFixtures

  func loaded(total: Int = 5, origin: DataOrigin = .live) async -> GitHubSearchReactor {
    let service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: total, origin: origin) })
    let reactor = GitHubSearchReactor(service: service, timeZone: Fixtures.utc)
    reactor.effectExecutor = TestEffectExecutor()
    reactor.send(.updateQuery("swift"))
    await reactor.waitUntilIdle()
    return reactor
  }

  @Test func moveSelectionStaysWithinTheRows() async {
    let tester = ReactorTester(await loaded())
    tester.send(.moveSelection(by: 3))
    tester.expect { $0.selectedIndex = 3 }
    tester.send(.moveSelection(by: 10))
    tester.expect { $0.selectedIndex = 4 }
    tester.send(.moveSelection(by: 1))
    tester.send(.moveSelection(by: -20))
    tester.expect { $0.selectedIndex = 0 }
    tester.expectNoMoreStates()
  }

  @Test func openingARowRoutesToItsDetailAndRemovePushedClearsTheRoute() async {
    let tester = ReactorTester(await loaded(origin: .offline(reason: nil)))
    let third = tester.state.repos[2]

    tester.send(.open(2))
    tester.expect(
      { $0.selectedIndex = 2 },
      { $0.route = .detail(third, origin: .offline(reason: nil)) })
    tester.send(.removePushed)
    tester.expect { $0.route = nil }
    tester.expectNoMoreStates()
  }

  @Test func openingARowThatDoesNotExistSaysWhich() async {
    let reactor = await loaded()
    var messages: [String?] = []
    let subscription = reactor.pulse(\.$message) { messages.append($0) }
    defer { subscription.cancel() }

    reactor.send(.open(5))
    reactor.send(.open(-1))
    #expect(messages == ["there is no row 6: pick 1–5", "there is no row 0: pick 1–5"])
    #expect(reactor.currentState.route == nil)

    let empty = GitHubSearchReactor(service: InMemoryGitHubSearchService(), timeZone: Fixtures.utc)
    empty.effectExecutor = TestEffectExecutor()
    empty.send(.open(0))
    #expect(empty.currentState.message == "there is no row 1: there are no results yet")
  }

  @Test func typingEditsTheDraftAndLeavesTheQueryUntilItIsSent() async {
    let tester = ReactorTester(await loaded())
    tester.send(.focusQuery(true))
    tester.expect { $0.isEditingQuery = true }
    tester.send(.editQuery("swiftui"))
    tester.expect { $0.draft = "swiftui" }
    tester.send(.editQuery("swiftui"))
    tester.send(.focusQuery(true))
    tester.expectNoMoreStates()
    #expect(tester.state.query == "swift")

    tester.send(.updateQuery("swiftu"))
    tester.expect {
      $0.query = "swiftu"
      $0.repos = []
      $0.nextPage = nil
      $0.totalCount = nil
      $0.isLoading = true
    }
    await tester.receive {
      $0.repos = Fixtures.repos("swiftu", 5)
      $0.totalCount = 5
      $0.origin = .live
      $0.isLoading = false
    }
    #expect(tester.state.draft == "swiftui", "a search that lands while typing keeps what was typed")
  }

  @Test func aNewQuerySelectsTheFirstRowAgain() async {
    let reactor = await loaded()
    reactor.send(.moveSelection(by: 2))
    reactor.send(.updateQuery("go"))
    #expect(reactor.currentState.selectedIndex == 0)
  }

  @Test func theTraceNamesRepositoriesInsteadOfDumpingThem() async {
    let reactor = await loaded(total: 45)
    var lines: [String] = []
    reactor.traceLines { lines.append($0) }
    reactor.send(.loadNextPage)
    await reactor.waitUntilIdle()

    #expect(lines.first == "action → loadNextPage")
    reactor.send(.updateQuery("go"))
    #expect(lines.contains("action → updateQuery(\"go\")"))
    #expect(
      lines.contains(
        "  mutation → appendRepos([15 items: Repo(fullName: \"swift/repo-31\", …), "
          + "Repo(fullName: \"swift/repo-32\", …), …], nextPage: nil, isIncomplete: false)"))
    #expect(lines.contains { $0.contains("repos: 30 items → 45 items, nextPage: 2 → nil") })
    #expect(lines.allSatisfy { $0.count < 300 })
  }
}

/// A resized terminal: the screen lays the list out again for the new height, the selected row
/// among the rows shown; the view's frame holds every row, whatever the size.
@MainActor
struct GitHubSearchResizeTests {
  @Test func aResizeShowsAsManyRowsAsFitKeepingTheSelectedRow() {
    var state = GitHubSearchReactor.State()
    state.query = "swift"
    state.repos = SearchFixtures.repos("swift", 60)
    state.totalCount = 60
    state.selectedIndex = 50
    let frame = GitHubSearchView.render(state)
    #expect(frame.focus.map { frame.lines[$0].hasPrefix("› 51  swift/repo-51") } == true)

    var size = (columns: 80, rows: 40)
    let output = CapturedOutput()
    let screen = TTYScreen(output: output, size: { size }, now: { ContinuousClock.now })
    let shown = { () -> [String] in
      let last = output.text.components(separatedBy: "\u{1B}[H").last ?? ""
      return last.replacing("\u{1B}[K", with: "").components(separatedBy: "\r\n")
    }
    let rows = { shown().filter { $0.contains("  swift/repo-") } }
    screen.draw(frame)
    #expect(rows().count > 30)
    for height in [16, 60, 12] {
      size.rows = height
      screen.redraw()
      #expect(shown().count <= height, "\(height) rows")
      #expect(rows().contains { $0.hasPrefix("› 51  swift/repo-51") }, "\(height) rows: \(shown())")
    }
  }
}
