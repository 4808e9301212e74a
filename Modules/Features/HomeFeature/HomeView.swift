import Models
import ReactorCore
import TextUI

/// The list of posts. It is given its reactor, sends `.viewDidLoad` from `bind(reactor:)` and
/// holds no other reactor: a post's detail is a page of its own, built by `makePostDetailPage`
/// when the state routes there.
public final class HomeView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Home"
  public let about = HomeAbout.text
  public let keys: [KeyBinding] = HomeView.keys
  private let screen: any Screen
  private let navigation: any Navigating
  private let makePostDetailPage: @MainActor (Post, any Screen) -> any Page

  /// - Parameters:
  ///   - navigation: pushes a post's detail when the state routes to it.
  ///   - makePostDetailPage: builds a post's detail, view and reactor, on the screen it is given.
  public init(
    screen: any Screen,
    navigation: any Navigating,
    makePostDetailPage: @escaping @MainActor (Post, any Screen) -> any Page
  ) {
    self.screen = screen
    self.navigation = navigation
    self.makePostDetailPage = makePostDetailPage
  }

  public func bind(reactor: HomeReactor) {
    // Enter and the arrows depend on what is on screen, so commands are read against the state.
    let action: @MainActor (InputEvent) -> HomeReactor.Action? = { [weak reactor, screen] event in
      reactor.flatMap { reactor in
        let state = reactor.currentState
        return HomeReactor.Action(event, in: state, page: screen.rowsPerPage(of: Self.render(state)))
      }
    }
    Subscription(cancel: input.route(action) { [weak reactor] in reactor?.send($0) })
      .store(in: bag)
    reactor.observe { [screen] in screen.draw(Self.render($0)) }.store(in: bag)
    reactor.pulse(\.$message) { [screen] in screen.flash($0) }.store(in: bag)
    reactor.observe(\.route) { [navigation, makePostDetailPage, weak reactor] route in
      guard case .detail(let post) = route else { return }
      navigation.push { makePostDetailPage(post, $0) }
      reactor?.send(.removePushed)
    }.store(in: bag)
    // Loading is the reactor's business; the view only says that it is ready.
    reactor.send(.viewDidLoad)
  }

  /// What `bind(reactor:)` draws for `state`; the trace draws past states with it too.
  public func render(state: HomeReactor.State) -> Frame {
    Self.render(state)
  }

  /// The Home frame; a terminal keeps the selected row in view.
  public static func render(_ state: HomeReactor.State) -> Frame {
    let status = status(state)
    var lines = status.isEmpty ? [""] : ["", "  " + status, ""]
    if state.posts.isEmpty {
      // Before the first answer (the view has just sent viewDidLoad) there is nothing to say yet.
      let isWaiting = state.isRefreshing || (state.age == nil && state.error == nil)
      lines.append(isWaiting ? "  \(Spinner.marker) loading posts…" : "  no posts to show: r tries again")
    }
    let focus = lines.count + state.selection
    for (index, post) in state.posts.enumerated() {
      let marker = index == state.selection ? "›" : " "
      let number = String(post.id)
      let padding = String(repeating: " ", count: max(0, 3 - number.count))
      lines.append("\(marker) \(padding)\(number)  \(Sanitizer.cleanLine(post.title))")
    }
    if state.isLoadingMore {
      lines += ["", "  \(Spinner.marker) loading more…"]
    } else if !state.posts.isEmpty {
      lines += ["", state.nextPage == nil ? "  — the end —" : "  n shows more"]
    }
    return Frame(
      title: "Home", lines: lines, keys: offeredKeys(state),
      banner: banner(state),
      focus: state.posts.isEmpty ? nil : focus)
  }

  private static func status(_ state: HomeReactor.State) -> String {
    var parts: [String] = []
    if !state.posts.isEmpty { parts.append(state.posts.count.counted("post")) }
    // The bundled sample was never updated: its banner says where it came from, not an age.
    let isSample = state.origin.map { !$0.isLive } ?? false
    if let age = state.age, state.isCached || !isSample {
      parts.append((state.isCached ? "cached, updated " : "updated ") + Age.describe(age))
    }
    if state.isRefreshing, !state.posts.isEmpty { parts.append("\(Spinner.marker) refreshing…") }
    return parts.joined(separator: " · ")
  }

  /// The error, or where the posts came from; the status line already says the posts shown
  /// are cached ones.
  private static func banner(_ state: HomeReactor.State) -> String? {
    state.error ?? state.origin?.banner
  }

  /// Home's keys; `n` is offered while there is a next page.
  static let keys: [KeyBinding] = [
    refresh, more,
    .plain("N or o N", "opens post N", typed: "1"),
    ScrollMove.keys("moves"),
    .terminal("Enter", "opens", keys: [.enter]),
  ]
  private static let refresh = KeyBinding.both("r", "refreshes")
  private static let more = KeyBinding.both("n", "loads more")

  /// The keys `state` answers to: with no posts only `r`, and `n` while there is a next page.
  static func offeredKeys(_ state: HomeReactor.State) -> [KeyBinding] {
    if state.posts.isEmpty { return [refresh] }
    return state.nextPage == nil ? keys.filter { $0 != more } : keys
  }
}

extension HomeReactor.Action {
  /// The action a command stands for, given what is on screen: `r`, `n`, a post number or
  /// `o N` in plain mode; on a terminal the keys every list takes, `page` rows a page, and
  /// Enter.
  init?(_ event: InputEvent, in state: HomeReactor.State, page: Int = 10) {
    // With no posts only `r` is offered; the app says the other keys do nothing.
    if state.posts.isEmpty, event != .line("r"), event != .key(.character("r")) { return nil }
    if case .key(let key) = event, let move = ScrollMove(key) {
      self = .moveSelection(by: move.offset(from: state.selection, count: state.posts.count, page: page))
      return
    }
    switch event {
    case .line("r"), .key(.character("r")): self = .refresh
    case .line("n"), .line("more"), .key(.character("n")): self = .loadMore
    case .key(.enter):
      guard state.posts.indices.contains(state.selection) else { return nil }
      self = .select(id: state.posts[state.selection].id)
    case .line(let line):
      let number = line.hasPrefix("o ") ? line.dropFirst(2).drop(while: \.isWhitespace) : Substring(line)
      guard let id = Int(number) else { return nil }
      self = .select(id: id)
    default:
      return nil
    }
  }
}
