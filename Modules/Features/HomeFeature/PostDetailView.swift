import CaseStudyKit
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

  /// The widest the post's text runs on a wide terminal, so it stays readable; a narrower one
  /// wraps it at its own width.
  static let readingWidth = 78

  /// - Parameter screen: where frames go.
  public init(screen: any Screen) {
    self.screen = screen
  }

  public func bind(reactor: PostDetailReactor) {
    connect(reactor, to: screen, commands: { _ in Self.commands })
    reactor.send(.viewDidLoad)
  }

  /// The detail frame; the trace draws past states with it too.
  public func render(state: PostDetailReactor.State) -> Frame {
    let post = state.post
    // Prose is one line a paragraph, marked to wrap: the screen wraps it at its own width.
    var lines = [""]
    var wrapping: Set<Int> = []
    func prose(_ text: String, indent: String) {
      for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        wrapping.insert(lines.count)
        lines.append(indent + paragraph)
      }
    }
    prose(Sanitizer.cleanLine(post.title), indent: "  ")
    prose("by " + Self.byline(state), indent: "  ")
    lines.append("")
    prose(Sanitizer.clean(post.body), indent: "  ")
    lines += ["", "  " + Self.commentsHeading(state)]
    if let comments = state.comments {
      if comments.isEmpty { lines.append("  no comments yet") }
      for comment in comments {
        lines.append("")
        prose("• \(Sanitizer.cleanLine(comment.name)) — \(Sanitizer.cleanLine(comment.email))", indent: "  ")
        prose(Sanitizer.clean(comment.body), indent: "    ")
      }
    } else if state.error == nil {
      lines.append("  \(Spinner.marker) loading comments…")
    }
    var frame = Frame(
      title: "Home · Post \(post.id)", lines: lines, keys: keys, banner: Self.banner(state),
      wrapping: wrapping)
    frame.readingWidth = Self.readingWidth
    return frame
  }

  /// A post's keys and what they send: reload its comments. A post is read, not picked from:
  /// taller than the terminal, it scrolls with the keys every page takes, a row at a time.
  static let commands: [KeyCommand<PostDetailReactor.Action>] = [
    KeyCommand(.both("r", "refreshes"), .refresh)
  ]
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
