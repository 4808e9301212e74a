import Clocks
import GitHubSearchFeature
import Models
import ReactorCore
import ReactorTesting
import Services
import Testing
import TextUI
import TextUITesting

/// What the screen does with what the user types: queries searched once typing pauses, the list
/// moved through, a row opened, the next page asked for near the end.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GitHubSearchBindingTests {
  typealias Fixtures = SearchFixtures

  /// A search screen on `screen`, bound to a reactor under test over 100 results a query.
  @MainActor
  struct Screen {
    let view: GitHubSearchView
    let tester: ReactorTester<GitHubSearchReactor>
    let navigation = RecordingNavigation()
    let service: InMemoryGitHubSearchService

    init(
      on screen: any TextUI.Screen = RecordingScreen(), clock: TestClock<Duration> = TestClock(),
      query: String? = nil
    ) {
      service = InMemoryGitHubSearchService(answer: { Fixtures.page($0, total: 100) })
      tester = ReactorTester(GitHubSearchReactor(service: service, timeZone: Fixtures.utc))
      view = GitHubSearchView(
        screen: screen, navigation: navigation, clock: clock, query: query, makeRepoDetailPage: repoDetailPage
      )
      view.reactor = tester.reactor
    }

    /// Presses each key in turn.
    func press(_ keys: Key...) {
      for key in keys { view.input.deliver(.key(key)) }
    }

    /// Waits for the two states a search for `query` brings, the query and its first page, and
    /// checks them: a debounced search arrives on a later turn than the clock's advance.
    func expectSearch(for query: String) async {
      await tester.receive(
        {
          $0.query = query
          $0.repos = []
          $0.nextPage = nil
          $0.totalCount = nil
          $0.isLoading = true
        },
        {
          $0.repos = Fixtures.repos(query, 30)
          $0.nextPage = 2
          $0.totalCount = 100
          $0.origin = .live
          $0.isLoading = false
        })
    }

    /// Checks the states the second page of `query` brings: loading, the rows added, and the
    /// closing flag, which changes nothing by then.
    func expectSecondPage(of query: String) async {
      tester.expect { $0.isLoadingNextPage = true }
      await tester.receive(
        {
          $0.repos += Fixtures.repos(query, 30, first: 31)
          $0.nextPage = 3
          $0.isLoadingNextPage = false
        }, { _ in })
    }
  }

  @Test func plainLinesAreQueriesExceptNAndOpen() async {
    let screen = Screen()
    screen.view.input.deliver(.line("swift"))
    await screen.expectSearch(for: "swift")
    screen.view.input.deliver(.line("o 3"))
    #expect((screen.navigation.pages.last as? RepoDetailView)?.title == "swift/repo-3")
    screen.view.input.deliver(.line("n"))
    await screen.expectSecondPage(of: "swift")
    // Not a row number: a query like any other.
    screen.view.input.deliver(.line("o three"))
    await screen.expectSearch(for: "o three")
    await screen.tester.finish()
  }

  @Test func listKeysMoveTheSelectionAndEnterOpensTheSelectedRepository() async {
    let screen = Screen(query: "swift")
    await screen.expectSearch(for: "swift")
    screen.press(.down, .character("j"), .down, .up)
    #expect(screen.view.list.selectedIndex == 2)
    screen.press(.enter)
    let detail = screen.navigation.pages.last as? RepoDetailView
    #expect(detail?.title == "swift/repo-3")
    #expect(detail?.reactor?.currentState.origin == .live)
    let drawn = detail.flatMap { screen.navigation.screen(of: $0)?.frames.last }
    #expect(drawn?.title == "GitHub Search · swift/repo-3", "the detail draws on its own screen")
    #expect(screen.view.input.deliver(.key(.character("x"))) == .unknown)
    #expect(screen.view.input.deliver(.key(.left)) == .unknown)
    await screen.tester.finish()
  }

  /// Infinite scroll: the list nearing its end asks for the next page, once; the reactor
  /// decides whether there is one.
  @Test func movingNearTheEndAsksForTheNextPage() async {
    let screen = Screen(query: "swift")
    await screen.expectSearch(for: "swift")
    screen.press(.end)
    #expect(screen.view.list.selectedIndex == 29)
    await screen.expectSecondPage(of: "swift")
    #expect(screen.view.list.selectedIndex == 29, "the rows added keep the selection where it was")
    screen.press(.pageUp, .character("k"))
    await screen.tester.finish()
    #expect(screen.service.requests.map(\.page) == [1, 2])
  }

  /// End on a list with more pages says where it stopped and why, instead of stopping quietly.
  @Test func endOnAPagedListSaysTheNextPageIsLoading() async {
    let screen = Screen(query: "swift")
    await screen.expectSearch(for: "swift")
    #expect(
      screen.view.input.deliver(.key(.end))
        == .answered("row 30 is the last loaded: the next page is loading"))
    screen.tester.expect { $0.isLoadingNextPage = true }
    await screen.tester.receive(
      {
        $0.repos += Fixtures.repos("swift", 30, first: 31); $0.nextPage = 3; $0.isLoadingNextPage = false
      }, { _ in })
  }

  @Test func pageKeysMoveByWhatFitsOnTheTerminal() async {
    let tty = TTYScreen.standingStill(output: CapturedOutput(), size: { (80, 30) })
    let screen = Screen(on: tty, query: "swift")
    await screen.expectSearch(for: "swift")
    screen.press(.pageDown)
    let page = tty.rowsPerPage(of: screen.view.render(state: screen.tester.state))
    #expect(page > 20)
    #expect(screen.view.list.selectedIndex == page)
    await screen.tester.finish()
  }

  /// The query line searches once typing pauses for 300 ms, on the injected clock, once.
  @Test func typingSearchesOnceItPauses() async {
    let clock = TestClock()
    let screen = Screen(clock: clock)
    screen.press(.character("/"), .character("r"))
    await screen.tester.advance(clock, by: .milliseconds(200))
    screen.press(.character("x"))
    await screen.tester.advance(clock, by: .milliseconds(299))
    screen.tester.expectNoMoreStates()
    await screen.tester.advance(clock, by: .milliseconds(2))
    await screen.expectSearch(for: "rx")
    await screen.tester.advance(clock, by: .seconds(5))
    await screen.tester.finish()
    #expect(screen.service.requests == [.init(query: "rx", page: 1)], "one search per pause")
  }

  /// A moved cursor is no new query: the pause before searching goes on as it was.
  @Test func movingTheCursorDoesNotSearch() async {
    let clock = TestClock()
    let screen = Screen(clock: clock)
    screen.press(.character("/"), .character("r"), .character("x"))
    await screen.tester.advance(clock, by: .milliseconds(301))
    await screen.expectSearch(for: "rx")
    screen.press(.left, .home, .end)
    await screen.tester.advance(clock, by: .seconds(1))
    await screen.tester.finish()
  }

  @Test func enterSearchesAtOnceAndLeavesTheQueryLine() async {
    let clock = TestClock()
    let screen = Screen(clock: clock)
    screen.press(.character("/"), .character("g"), .character("r"), .character("d"), .backspace, .enter)
    #expect(!screen.view.queryField.isEditing)
    await screen.expectSearch(for: "gr")
    await screen.tester.advance(clock, by: .seconds(1))
    await screen.tester.finish()
    #expect(screen.service.requests.count == 1, "Enter cancelled the pending search")
  }

  @Test func escapeLeavesTheQueryLineWhileTheSearchStillComes() async {
    let clock = TestClock()
    let screen = Screen(clock: clock)
    screen.press(.character("/"), .character("q"), .escape)
    #expect(!screen.view.queryField.isEditing)
    #expect(!screen.view.input.capturesKeys)
    await screen.tester.advance(clock, by: .milliseconds(301))
    await screen.expectSearch(for: "q")
    // `/` comes back to the query, the cursor at its end.
    screen.press(.character("/"))
    #expect(screen.view.queryField.isEditing)
    #expect(screen.view.queryField.field == TextField("q"))
    await screen.tester.finish()
  }

  /// Typing is the empty search's first job: on a terminal its first key is the query's, so a
  /// word typed at once (`quick`) is searched, not run as commands. A plain line is a query
  /// already, and a query given at launch shows its results.
  @Test(arguments: [
    (InputMode.terminal, nil as String?), (.plain, nil), (.terminal, "swift"), (.terminal, ""),
  ])
  func anEmptySearchOnATerminalOpensWithTheQueryLineTakingKeys(mode: InputMode, query: String?) async {
    let screen = Screen(on: RecordingScreen(rows: 24, inputMode: mode), query: query)
    let opensTyping = mode == .terminal && query?.isEmpty != false
    #expect(screen.view.input.capturesKeys == opensTyping)
    if let query, !query.isEmpty { await screen.expectSearch(for: query) }
    guard opensTyping else { return await screen.tester.finish() }
    for letter in "quick" { #expect(screen.view.input.deliver(.key(.character(letter))) == .handled) }
    #expect(screen.view.queryField.field.text == "quick")
    #expect(screen.view.input.deliver(.key(.escape)) == .handled)
    #expect(!screen.view.input.capturesKeys)
    #expect(screen.view.input.deliver(.key(.character("/"))) == .handled)
    #expect(screen.view.input.capturesKeys)
  }

  /// GitHub refuses a `q` over 256 characters: the line stops there and says so.
  @Test func aFullQueryLineSaysSo() {
    let screen = Screen()
    screen.press(.character("/"))
    for _ in 0..<GitHubSearchReactor.queryLimit { screen.press(.character("a")) }
    #expect(
      screen.view.input.deliver(.key(.character("b")))
        == .answered("this field holds at most 256 characters"))
    #expect(screen.view.queryField.field.text.count == 256)
  }

  /// Releasing the view releases its reactor, and the reactor's running search ends.
  @Test func aReleasedScreenLeavesNothingBehind() async {
    let clock = TestClock()
    let service = InMemoryGitHubSearchService(clock: clock, latency: { _ in .seconds(10) })
    weak var weakView: GitHubSearchView?
    weak var weakReactor: GitHubSearchReactor?
    do {
      let view = GitHubSearchView(
        screen: RecordingScreen(), navigation: RecordingNavigation(), clock: clock, query: "swift",
        makeRepoDetailPage: repoDetailPage)
      let reactor = GitHubSearchReactor(service: service)
      view.reactor = reactor
      view.input.deliver(.key(.character("/")))
      view.input.deliver(.key(.character("x")))  // a search waiting for typing to pause
      weakView = view
      weakReactor = reactor
      #expect(!reactor.isIdle)
    }
    #expect(weakView == nil)
    #expect(weakReactor == nil)
  }

  @Test func framesAreDrawnAndMessagesAnswered() {
    let recording = RecordingScreen()
    let screen = Screen(on: recording)
    #expect(screen.view.input.deliver(.line("o 9")) == .answered("there are no rows yet"))
    #expect(recording.frames.last?.title == "GitHub Search")
  }
}

/// A repository's detail page, built as the app builds it.
@MainActor
func repoDetailPage(_ repo: Repo, origin: DataOrigin, screen: any Screen) -> any Page {
  let view = RepoDetailView(screen: screen)
  view.reactor = RepoDetailReactor(repo: repo, origin: origin)
  return view
}
