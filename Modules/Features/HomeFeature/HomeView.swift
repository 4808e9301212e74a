import CaseStudyKit
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
  /// The posts: the list owns the selection, and says when a post is opened and when the
  /// reader nears the end.
  let list: SelectionList
  private let screen: any Screen
  private let navigation: any Navigating
  private let makePostDetailPage: @MainActor (Post, any Screen) -> any Page

  /// - Parameters:
  ///   - navigation: pushes a post's detail when the reactor routes to it.
  ///   - makePostDetailPage: builds a post's detail, view and reactor, on the screen it is given.
  public init(
    screen: any Screen,
    navigation: any Navigating,
    makePostDetailPage: @escaping @MainActor (Post, any Screen) -> any Page
  ) {
    self.screen = screen
    self.navigation = navigation
    self.makePostDetailPage = makePostDetailPage
    list = SelectionList(opens: "opens the post", opensNumber: "opens post N")
  }

  /// Every key Home has in some state: its commands and the list's.
  public var keys: [KeyBinding] { Self.allCommands.map(\.key) + list.allKeys }

  public func bind(reactor: HomeReactor) {
    list.onSelect = { [weak reactor] index in
      guard let reactor, reactor.currentState.posts.indices.contains(index) else { return }
      reactor.send(.select(id: reactor.currentState.posts[index].id))
    }
    list.onNearEnd = { [weak reactor] in reactor?.send(.loadMore) }
    connect(reactor, to: screen, widgets: [list], commands: Self.commands(for:)) { [list] state in
      list.update(rows: state.posts.map(Self.row), hasMore: state.nextPage != nil)
    }
    reactor.pulse(\.$message) { [screen] in screen.flash($0) }.store(in: bag)
    reactor.pulse(\.$route) { [navigation, makePostDetailPage] route in
      guard case .detail(let post) = route else { return }
      navigation.push { makePostDetailPage(post, $0) }
    }.store(in: bag)
    // Loading is the reactor's business; the view only says that it is ready.
    reactor.send(.viewDidLoad)
  }

  /// The Home frame, the list's selection marked; a terminal keeps the selected row in view.
  /// The trace draws past states with it too.
  public func render(state: HomeReactor.State) -> Frame {
    let status = Self.status(state)
    var lines = status.isEmpty ? [""] : ["", "  " + status, ""]
    if state.posts.isEmpty {
      // Before the first answer (the view has just sent viewDidLoad) there is nothing to say yet.
      let isWaiting = state.isRefreshing || (state.age == nil && state.error == nil)
      lines.append(isWaiting ? "  \(Spinner.marker) loading posts…" : "  no posts to show: r tries again")
    }
    let focus = lines.count + min(list.selectedIndex, max(state.posts.count - 1, 0))
    for (index, post) in state.posts.enumerated() {
      lines.append("\(list.marker(index)) " + Self.row(post))
    }
    if state.isLoadingMore {
      lines += ["", "  \(Spinner.marker) loading more…"]
    } else if !state.posts.isEmpty {
      lines += ["", state.nextPage == nil ? "  — the end —" : "  — more posts to load —"]
    }
    return Frame(
      title: "Home", lines: lines, keys: CommandInput.offered(Self.commands(for: state).map(\.key), [list]),
      banner: Self.banner(state), focus: state.posts.isEmpty ? nil : focus)
  }

  /// A post's row: its number, then its title.
  private static func row(_ post: Post) -> String {
    let number = String(post.id)
    let padding = String(repeating: " ", count: max(0, 3 - number.count))
    return "\(padding)\(number)  \(Sanitizer.cleanLine(post.title))"
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

  /// The commands `state` offers: with no posts only `r`, and `n` while there is a next page
  /// (a plain-mode line: on a terminal `n` searches the list, which loads more as the reader
  /// nears its end).
  static func commands(for state: HomeReactor.State) -> [KeyCommand<HomeReactor.Action>] {
    if state.posts.isEmpty || state.nextPage == nil { return [refresh] }
    return [refresh, loadMore]
  }

  private static let refresh = KeyCommand<HomeReactor.Action>(.both("r", "refreshes"), .refresh)
  private static let loadMore = KeyCommand<HomeReactor.Action>(
    .plain("n", "loads more", typed: "n", "more"), .loadMore)
  static let allCommands = [refresh, loadMore]
}
