import Clocks
import GitHubSearchFeature
import Models
import ReactorCore
import ReactorTesting
import Services
import Testing
import TextUI
import TextUITesting

/// What the view sends its reactor: plain commands, terminal keys, the debounced query line,
/// the next page near the end of the list, and the route it pushes.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GitHubSearchBindingTests {
  typealias Action = GitHubSearchReactor.Action

  /// A view bound to a stubbed reactor showing `state`.
  func stubbed(
    _ state: GitHubSearchReactor.State = .init(), clock: TestClock<Duration> = TestClock(),
    query: String? = nil
  ) -> (GitHubSearchView, GitHubSearchReactor) {
    let view = GitHubSearchView(
      screen: RecordingScreen(), navigation: RecordingNavigation(), clock: clock, query: query,
      makeRepoDetailPage: repoDetailPage)
    let reactor = GitHubSearchReactor(service: InMemoryGitHubSearchService())
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    reactor.stub.state.value = state
    view.reactor = reactor
    return (view, reactor)
  }

  func results(_ count: Int, selected: Int = 0) -> GitHubSearchReactor.State {
    var state = GitHubSearchReactor.State()
    state.query = "swift"
    state.draft = "swift"
    state.repos = SearchFixtures.repos("swift", count)
    state.totalCount = 100
    state.nextPage = 2
    state.origin = .live
    state.selectedIndex = selected
    return state
  }

  @Test func plainLinesAreQueriesExceptNAndOpen() {
    let (view, reactor) = stubbed(results(30))
    for line in ["reactor kit", "n", "more", "o 3", "o three", "c++ language:c++"] {
      #expect(view.input.deliver(.line(line)) == .handled)
    }
    #expect(
      reactor.stub.actions == [
        .updateQuery("reactor kit"), .loadNextPage, .loadNextPage, .open(2), .updateQuery("o three"),
        .updateQuery("c++ language:c++"),
      ])
  }

  @Test func listKeysMoveOpenAndFocusTheQueryLine() {
    let (view, reactor) = stubbed(results(30, selected: 4))
    for key in [Key.down, .character("j"), .up, .character("k"), .enter, .character("/")] {
      #expect(view.input.deliver(.key(key)) == .handled)
    }
    #expect(view.input.deliver(.key(.character("x"))) == .unknown)
    #expect(view.input.deliver(.key(.left)) == .unknown)
    #expect(
      reactor.stub.actions == [
        .moveSelection(by: 1), .moveSelection(by: 1), .moveSelection(by: -1), .moveSelection(by: -1),
        .open(4),
        .focusQuery(true),
      ])
  }

  /// Infinite scroll: moving near the last row asks for the next page; the reactor decides.
  @Test func movingNearTheEndAsksForTheNextPage() {
    let (view, reactor) = stubbed(results(30, selected: 23))
    view.input.deliver(.key(.down))  // to 24: six from the end
    view.input.deliver(.key(.up))
    reactor.stub.state.selectedIndex = 24
    view.input.deliver(.key(.down))  // to 25: five from the end
    view.input.deliver(.key(.pageDown))
    view.input.deliver(.key(.end))
    #expect(
      reactor.stub.actions == [
        .moveSelection(by: 1), .moveSelection(by: -1), .moveSelection(by: 1), .loadNextPage,
        .moveSelection(by: 10), .loadNextPage, .moveSelection(by: 30), .loadNextPage,
      ])
  }

  @Test func pageKeysMoveByWhatFitsOnTheTerminal() {
    let screen = TTYScreen(output: CapturedOutput(), size: { (80, 30) }, now: { ContinuousClock.now })
    let view = GitHubSearchView(
      screen: screen, navigation: RecordingNavigation(), clock: TestClock(),
      makeRepoDetailPage: repoDetailPage)
    let reactor = GitHubSearchReactor(service: InMemoryGitHubSearchService())
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    reactor.stub.state.value = results(100, selected: 50)
    view.reactor = reactor
    view.input.deliver(.key(.pageUp))
    // The rows the terminal shows of this list, less one kept for context.
    let page = screen.rowsPerPage(of: GitHubSearchView.render(reactor.currentState))
    #expect(page > 20)
    #expect(
      reactor.stub.actions == [.focusQuery(true), .moveSelection(by: -page)], "a terminal opens typing")
  }

  /// The query line searches once typing pauses for 300 ms, on the injected clock.
  @Test func typingSearchesOnceItPauses() async {
    let clock = TestClock()
    var state = GitHubSearchReactor.State()
    state.isEditingQuery = true
    let (view, reactor) = stubbed(state, clock: clock)

    for character in "rx" {
      view.input.deliver(.key(.character(character)))
      reactor.stub.state.draft = TextField(reactor.stub.state.draft.text + String(character))
      await clock.advance(by: .milliseconds(200))
      await drainMainActor()
    }
    #expect(reactor.stub.actions == [.editQuery("r"), .editQuery("rx")])

    await clock.advance(by: .milliseconds(99))
    await drainMainActor()
    #expect(!reactor.stub.actions.contains(.updateQuery("rx")))
    // Past the deadline, not onto it: a sleep that registers late still wakes at once.
    await clock.advance(by: .milliseconds(2))
    await drainMainActor { reactor.stub.actions.count == 3 }
    #expect(reactor.stub.actions.last == .updateQuery("rx"))

    await clock.advance(by: .seconds(5))
    await drainMainActor()
    #expect(reactor.stub.actions.count == 3, "one search per pause")
  }

  @Test func enterSearchesAtOnceAndLeavesTheQueryLine() async {
    let clock = TestClock()
    var state = GitHubSearchReactor.State()
    state.isEditingQuery = true
    state.draft = "gr"
    let (view, reactor) = stubbed(state, clock: clock)

    view.input.deliver(.key(.character("d")))
    reactor.stub.state.draft = "grd"
    view.input.deliver(.key(.backspace))
    reactor.stub.state.draft = "gr"
    view.input.deliver(.key(.enter))
    #expect(
      reactor.stub.actions == [.editQuery("grd"), .editQuery("gr"), .focusQuery(false), .updateQuery("gr")])

    await clock.advance(by: .seconds(1))
    await drainMainActor()
    #expect(reactor.stub.actions.count == 4, "Enter cancelled the pending search")
  }

  @Test func escapeAndDownLeaveTheQueryLineWhileTheSearchStillComes() async {
    let clock = TestClock()
    var state = GitHubSearchReactor.State()
    state.isEditingQuery = true
    let (view, reactor) = stubbed(state, clock: clock)
    view.input.deliver(.key(.character("q")))
    view.input.deliver(.key(.escape))
    view.input.deliver(.key(.down))
    #expect(reactor.stub.actions == [.editQuery("q"), .focusQuery(false), .focusQuery(false)])
    await clock.advance(by: .milliseconds(301))
    await drainMainActor { reactor.stub.actions.count == 4 }
    #expect(reactor.stub.actions.last == .updateQuery("q"))
  }

  @Test func theQueryLineTakesKeysBeforeTheSharedOnes() {
    let (view, reactor) = stubbed()
    #expect(!view.input.capturesKeys)
    reactor.stub.state.isEditingQuery = true
    #expect(view.input.capturesKeys)
    reactor.stub.state.isEditingQuery = false
    #expect(!view.input.capturesKeys)
  }

  @Test func aQueryGivenAtLaunchIsSearchedWhenBound() {
    let (_, reactor) = stubbed(query: "swift")
    #expect(reactor.stub.actions == [.updateQuery("swift")])
  }

  /// Typing is the empty search's first job: on a terminal its first key is the query's, so a
  /// word typed at once (`quick`) is searched, not run as commands. A plain line is a query
  /// already, and a query given at launch shows its results.
  @Test(arguments: [
    (InputMode.terminal, nil as String?), (.plain, nil), (.terminal, "swift"), (.terminal, ""),
  ])
  func anEmptySearchOnATerminalOpensWithTheQueryLineTakingKeys(mode: InputMode, query: String?) async {
    let view = GitHubSearchView(
      screen: RecordingScreen(rows: 24, inputMode: mode), navigation: RecordingNavigation(),
      clock: TestClock(),
      query: query, makeRepoDetailPage: repoDetailPage)
    let reactor = GitHubSearchReactor(service: InMemoryGitHubSearchService())
    reactor.effectExecutor = TestEffectExecutor()
    view.reactor = reactor
    let opensTyping = mode == .terminal && query?.isEmpty != false
    #expect(reactor.currentState.isEditingQuery == opensTyping)
    #expect(view.input.capturesKeys == opensTyping)
    guard opensTyping else { return }
    for letter in "quick" { #expect(view.input.deliver(.key(.character(letter))) == .handled) }
    #expect(reactor.currentState.draft == "quick")
    #expect(view.input.deliver(.key(.escape)) == .handled)
    #expect(!reactor.currentState.isEditingQuery)
    #expect(view.input.deliver(.key(.character("/"))) == .handled)
    #expect(reactor.currentState.isEditingQuery)
  }

  @Test func aRoutedRepositoryIsPushedAndTheRouteCleared() async {
    let navigation = RecordingNavigation()
    let view = GitHubSearchView(
      screen: RecordingScreen(), navigation: navigation, clock: TestClock(),
      makeRepoDetailPage: repoDetailPage)
    let reactor = GitHubSearchReactor(service: InMemoryGitHubSearchService())
    reactor.effectExecutor = TestEffectExecutor()
    view.reactor = reactor
    reactor.send(.updateQuery("swift"))
    await reactor.waitUntilIdle()

    view.input.deliver(.line("o 2"))

    let detail = navigation.pages.first as? RepoDetailView
    let repo = reactor.currentState.repos[1]
    #expect(navigation.pages.count == 1)
    #expect(detail?.title == repo.fullName)
    #expect(detail?.reactor?.currentState.repo == repo)
    let drawn = detail.flatMap { navigation.screen(of: $0)?.frames.last }
    #expect(drawn?.title == "GitHub Search · \(repo.fullName)", "the detail draws on its own screen")
    #expect(reactor.currentState.route == nil)
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
      reactor.effectExecutor = TestEffectExecutor()
      view.reactor = reactor
      view.input.deliver(.key(.character("/")))
      view.input.deliver(.key(.character("x")))  // a search waiting for typing to pause
      weakView = view
      weakReactor = reactor
      await drainMainActor { service.requests.count == 1 }
      #expect(!reactor.isIdle)
    }
    await drainMainActor()
    #expect(weakView == nil)
    #expect(weakReactor == nil)
  }

  @Test func framesAreDrawnAndMessagesFlashed() async {
    let screen = RecordingScreen()
    let view = GitHubSearchView(
      screen: screen, navigation: RecordingNavigation(), clock: TestClock(),
      makeRepoDetailPage: repoDetailPage)
    let reactor = GitHubSearchReactor(service: InMemoryGitHubSearchService())
    reactor.effectExecutor = TestEffectExecutor()
    view.reactor = reactor
    view.input.deliver(.line("o 9"))
    #expect(screen.flashes == ["there is no row 9: there are no results yet"])
    #expect(screen.frames.last?.title == "GitHub Search")
  }
}

/// A repository's detail page, built as the app builds it.
@MainActor
func repoDetailPage(_ repo: Repo, origin: DataOrigin, screen: any Screen) -> any Page {
  let view = RepoDetailView(screen: screen)
  view.reactor = RepoDetailReactor(repo: repo, origin: origin)
  return view
}
