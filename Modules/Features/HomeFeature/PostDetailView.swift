import Models
import ReactorCore
import TextUI

/// One post: title, author, body and comments, all network text sanitised. Bound to its own
/// reactor, which it asks to load from `bind(reactor:)`.
public final class PostDetailView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Post"
  public let about = HomeAbout.text
  public let keys: [KeyBinding] = PostDetailView.keys
  private let screen: any Screen

  /// The column width the post's text is wrapped to; a narrower screen cuts the lines.
  static let textWidth = 76

  /// - Parameter screen: where frames go.
  public init(screen: any Screen) {
    self.screen = screen
  }

  public func bind(reactor: PostDetailReactor) {
    Subscription(cancel: input.route(Self.commands.action(for:)) { [weak reactor] in reactor?.send($0) })
      .store(in: bag)
    reactor.observe { [screen] in screen.draw(Self.render($0)) }.store(in: bag)
    reactor.send(.viewDidLoad)
  }

  /// What `bind(reactor:)` draws for `state`; the trace draws past states with it too.
  public func render(state: PostDetailReactor.State) -> Frame {
    Self.render(state)
  }

  /// The detail frame.
  public static func render(_ state: PostDetailReactor.State) -> Frame {
    let post = state.post
    var lines = [""]
    lines += Sanitizer.cleanLine(post.title).wrapped(toWidth: textWidth).map { "  " + $0 }
    lines.append("  by " + byline(state))
    lines.append("")
    lines += Sanitizer.clean(post.body).wrapped(toWidth: textWidth).map { "  " + $0 }
    lines += ["", "  " + commentsHeading(state)]
    var focus: Int?
    if let comments = state.comments {
      if comments.isEmpty { lines.append("  no comments yet") }
      for (index, comment) in comments.enumerated() {
        let name = Sanitizer.cleanLine(comment.name)
        let email = Sanitizer.cleanLine(comment.email)
        let isFocused = index == state.focusedComment
        if isFocused { focus = lines.count + 1 }
        lines += ["", "  \(isFocused ? "›" : "•") \(name) — \(email)"]
        lines += Sanitizer.clean(comment.body).wrapped(toWidth: textWidth - 2).map { "    " + $0 }
      }
    } else if state.error == nil {
      lines.append("  \(Spinner.marker) loading comments…")
    }
    return Frame(
      title: "Home · Post \(post.id)", lines: lines,
      keys: keys,
      banner: banner(state), focus: focus)
  }

  /// A post's keys and what they send: reload its comments, and on a terminal move through
  /// them, five at a time with PgDn or Space (the keys that scroll a long page elsewhere), to
  /// either end with Home and End.
  static let commands: [KeyCommand<PostDetailReactor.Action>] = [
    KeyCommand(.both("r", "refreshes"), .refresh),
    .terminal(
      "↑↓ PgUp PgDn Space Home End", "moves",
      [
        .down: .moveFocus(by: 1), .up: .moveFocus(by: -1), .pageDown: .moveFocus(by: 5),
        .character(" "): .moveFocus(by: 5), .pageUp: .moveFocus(by: -5),
        .home: .moveFocus(by: -allTheWay), .end: .moveFocus(by: allTheWay),
      ]),
  ]
  /// A move past either end of any list of comments: the focus stops at the end.
  private static let allTheWay = 1_000_000
  static let keys = commands.map(\.key)

  private static func byline(_ state: PostDetailReactor.State) -> String {
    guard let author = state.author else { return "user \(state.post.userId)" }
    let name = Sanitizer.cleanLine(author.name)
    let handle = Sanitizer.cleanLine(author.username)
    return handle.isEmpty ? name : "\(name) (@\(handle))"
  }

  private static func commentsHeading(_ state: PostDetailReactor.State) -> String {
    var parts = [state.comments.map { $0.count.counted("comment") } ?? "Comments"]
    if state.isSaved { parts.append("saved") }
    if state.isLoading, state.comments != nil { parts.append("\(Spinner.marker) refreshing…") }
    return parts.joined(separator: " · ")
  }

  /// The error, or where the comments came from; the heading says when they are saved ones.
  private static func banner(_ state: PostDetailReactor.State) -> String? {
    state.error ?? state.origin?.banner
  }
}
