import CaseStudyKit
import Models
import ReactorCore
import TextUI

/// The search screen: the query line on top, the results below with a highlighted row, a
/// spinner row while a page loads; Enter opens a repository's detail.
///
/// As in ReactorKit's GitHubSearch example, the widgets report and the view binds: the query
/// line's text becomes `updateQuery` once typing pauses for ``debounce``, and the list nearing
/// its end becomes `loadNextPage`. On a terminal the screen opens with the keys in the query
/// line when it has no query to search; Esc goes to the list and `/` comes back.
public final class GitHubSearchView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "GitHub Search"
  public let about = GitHubSearchAbout.text
  public var keys: [KeyBinding] { Self.commands(for: nil).map(\.key) + queryField.allKeys + list.allKeys }
  /// The query line: `/` opens it on a terminal, and every line not a command is one in plain mode.
  public let queryField = LineEditor(
    limit: GitHubSearchReactor.queryLimit,
    opener: (.character("/"), .terminal("/", "types a query", keys: [.character("/")])),
    plain: (.every, .plain("TEXT", "searches", typed: "reactor")),
    typing: "are the query, not commands", enter: "searches now", escape: "goes to the list",
    downLeaves: true)
  /// The results, the selected one opened with Enter.
  public let list: SelectionList
  private let screen: any Screen
  private let navigation: any Navigating
  private let debouncer: QueryDebouncer
  private let initialQuery: String?
  private let makeRepoDetailPage: @MainActor (Repo, DataOrigin, any Screen) -> any Page

  /// How long typing must pause before the query line searches.
  public static let debounce: Duration = .milliseconds(300)

  /// - Parameters:
  ///   - navigation: pushes a repository's detail when a row is opened.
  ///   - clock: measures the typing pause; a `TestClock` in tests.
  ///   - query: searched for as soon as the screen is bound (`--query`).
  ///   - makeRepoDetailPage: builds a repository's detail, view and reactor, on the screen it is
  ///     given.
  public init(
    screen: any Screen,
    navigation: any Navigating,
    clock: any Clock<Duration>,
    query: String? = nil,
    makeRepoDetailPage: @escaping @MainActor (Repo, DataOrigin, any Screen) -> any Page
  ) {
    self.screen = screen
    self.navigation = navigation
    self.debouncer = QueryDebouncer(clock: clock, delay: Self.debounce)
    self.initialQuery = query
    self.makeRepoDetailPage = makeRepoDetailPage
    // `/` is the query line's here, and a number typed in plain mode is a query.
    list = SelectionList(opens: "opens", opensByNumber: false, searches: false)
  }

  public func bind(reactor: GitHubSearchReactor) {
    queryField.onChange = { [weak reactor, debouncer] text in
      debouncer.schedule { reactor?.send(.updateQuery(text)) }
    }
    queryField.onSubmit = { [weak reactor, debouncer] text in
      debouncer.cancel()
      // The same query again is sent only to retry one that failed or was refused.
      guard let state = reactor?.currentState else { return }
      if text != state.query || state.error != nil || state.rateLimit != nil {
        reactor?.send(.updateQuery(text))
      }
    }
    list.onNearEnd = { [weak reactor] in reactor?.send(.loadNextPage) }
    list.onSelect = { [weak self, weak reactor] index in
      guard let self, let state = reactor?.currentState, let origin = state.origin,
        state.repos.indices.contains(index)
      else { return }
      let repo = state.repos[index]
      navigation.push { [makeRepoDetailPage] in makeRepoDetailPage(repo, origin, $0) }
    }
    connect(reactor, to: screen, widgets: [list, queryField], commands: Self.commands(for:)) {
      [queryField, list] state in
      queryField.show(state.query ?? "")
      list.update(rows: state.repos.map(\.fullName), hasMore: state.nextPage != nil)
    }
    Subscription(cancel: { [debouncer] in debouncer.cancel() }).store(in: bag)
    reactor.pulse(\.$message) { [screen] in screen.flash($0) }.store(in: bag)
    if let initialQuery, !initialQuery.isEmpty {
      reactor.send(.updateQuery(initialQuery))
    } else if screen.inputMode == .terminal, reactor.currentState.query == nil {
      // Typing is this screen's first job: letters typed at once are the query, not commands
      // (`q` of `quick` would quit). Plain mode takes every line as a query already.
      queryField.begin()
      screen.draw(render(state: reactor.currentState))
    }
  }

  /// The key (and, in plain mode, the line) that searches the offline catalog while GitHub's
  /// rate limit refuses searches.
  static let offlineCatalogKey: Character = "s"

  /// The screen's commands in `state` (all of them for nil): the next page in plain mode once a
  /// query is searched (a terminal's list asks for it near its end), and the offline catalog
  /// while it is offered.
  static func commands(for state: GitHubSearchReactor.State?) -> [KeyCommand<GitHubSearchReactor.Action>] {
    var commands: [KeyCommand<GitHubSearchReactor.Action>] = []
    // Once a query is searched `n` asks for more: the reactor waits while a page loads, and
    // says when there is none.
    if state.map({ $0.query != nil }) ?? true {
      commands.append(KeyCommand(.plain("n", "loads more", typed: "n", "more"), .loadNextPage))
    }
    if state == nil || state?.offersOfflineCatalog == true {
      commands.append(
        KeyCommand(.both(String(offlineCatalogKey), "searches the offline catalog"), .searchOfflineCatalog))
    }
    return commands
  }
}
