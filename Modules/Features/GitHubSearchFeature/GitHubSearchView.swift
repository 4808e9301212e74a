import Models
import ReactorCore
import TextUI

/// The search screen: the query line on top, the results below with a highlighted row, a
/// spinner row while a page loads; opens a repository's detail when the state routes there.
///
/// On a terminal the screen opens with the keys in the query line when it has no query to
/// search, as a search box has focus when it opens empty; Esc or ↓ goes to the list and `/`
/// comes back. Typing searches once it pauses for ``debounce``. Moving the selection near the
/// end asks for the next page.
public final class GitHubSearchView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "GitHub Search"
  public let about = GitHubSearchAbout.text
  public let keys: [KeyBinding] = GitHubSearchView.keys
  private let screen: any Screen
  private let navigation: any Navigating
  private let debouncer: QueryDebouncer
  private let initialQuery: String?
  private let makeRepoDetailPage: @MainActor (Repo, DataOrigin, any Screen) -> any Page

  /// How long typing must pause before the query line searches.
  public static let debounce: Duration = .milliseconds(300)
  /// The next page is asked for when the selection comes this close to the last row.
  static let prefetchDistance = 5

  /// - Parameters:
  ///   - navigation: pushes a repository's detail when the state routes to it.
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
  }

  public func bind(reactor: GitHubSearchReactor) {
    Subscription(
      cancel: input.handle { [weak reactor, screen, debouncer] event in
        guard let reactor else { return .unknown }
        let state = reactor.currentState
        let page = screen.rowsPerPage(of: Self.render(state))
        guard let command = Self.command(for: event, in: state, page: page) else {
          return .unknown
        }
        switch command {
        case .send(let actions):
          for action in actions { reactor.send(action) }
        case .type(let text):
          let isNewText = text.text != reactor.currentState.draft.text
          reactor.send(.editQuery(text))
          // A moved cursor is no new query: the pause before searching goes on as it was.
          if isNewText { debouncer.schedule { [weak reactor] in reactor?.send(.updateQuery(text.text)) } }

        case .submit(let text):
          debouncer.cancel()
          reactor.send(.focusQuery(false))
          if text != reactor.currentState.query { reactor.send(.updateQuery(text)) }
        }
        return .handled
      }
    ).store(in: bag)
    Subscription(cancel: { [debouncer] in debouncer.cancel() }).store(in: bag)
    // While the query line has the keys, `q` or `b` is a letter of the query, not a command.
    // Set before the frame is drawn, so its hints are those of the mode the keys are in.
    reactor.observe(\.isEditingQuery) { [input] isEditing in
      input.capturesKeys = isEditing
    }.store(in: bag)
    // Every row is drawn; a terminal keeps the highlighted one in view, at any size.
    reactor.observe { [screen] in screen.draw(Self.render($0)) }.store(in: bag)
    reactor.pulse(\.$message) { [screen] in screen.flash($0) }.store(in: bag)
    reactor.observe(\.route) { [navigation, makeRepoDetailPage, weak reactor] route in
      guard case .detail(let repo, let origin) = route else { return }
      navigation.push { makeRepoDetailPage(repo, origin, $0) }
      reactor?.send(.removePushed)
    }.store(in: bag)
    if let initialQuery, !initialQuery.isEmpty {
      reactor.send(.updateQuery(initialQuery))
    } else if screen.inputMode == .terminal {
      // Typing is this screen's first job: letters typed at once are the query, not commands
      // (`q` of `quick` would quit). Plain mode takes every line as a query already.
      reactor.send(.focusQuery(true))
    }
  }

  /// What `bind(reactor:)` draws for `state`; the trace draws past states with it too.
  public func render(state: GitHubSearchReactor.State) -> Frame {
    Self.render(state)
  }
}
