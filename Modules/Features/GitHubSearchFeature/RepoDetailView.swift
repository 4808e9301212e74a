import CaseStudyKit
import Models
import ReactorCore
import TextUI

/// A repository's full name, description, stars, language, topics and web address.
public final class RepoDetailView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public private(set) var title = "Repository"
  public let about = GitHubSearchAbout.text
  /// A repository's page has no keys of its own: `b` goes back to the list.
  public let keys: [KeyBinding] = []
  private let screen: any Screen

  /// The widest the description runs on a wide terminal, its indentation included; a narrower
  /// one wraps it at its own width.
  static let readingWidth = 74

  public init(screen: any Screen) {
    self.screen = screen
  }

  public func bind(reactor: RepoDetailReactor) {
    title = Sanitizer.cleanLine(reactor.currentState.repo.fullName)
    connect(reactor, to: screen, commands: { _ in [] })
  }

  /// The detail frame: what `bind(reactor:)` draws, and the trace draws past states with.
  public func render(state: RepoDetailReactor.State) -> Frame {
    let repo = state.repo
    let name = Sanitizer.cleanLine(repo.fullName)
    var lines = ["", "  \(name)", ""]
    let description = Sanitizer.cleanLine(repo.description ?? "").trimmingSpaces
    // Prose and values wrap at the terminal's width: nothing of them is cut.
    var wrapping: Set<Int> = [1, lines.count]
    lines.append("  " + (description.isEmpty ? "(no description)" : description))
    var stars = "\(StarCount.text(repo.stars)) (\(repo.stars.grouped))"
    if case .offline = state.origin { stars += " · a sample snapshot, not today's count" }
    let topics = repo.topics.map(Sanitizer.cleanLine).joined(separator: " · ")
    lines.append("")
    for (label, value) in [
      ("stars", "★ \(stars)"), ("language", Sanitizer.cleanLine(repo.language ?? "–")),
      ("topics", topics.isEmpty ? "–" : topics), ("url", Sanitizer.cleanLine(repo.htmlURL)),
    ] {
      wrapping.insert(lines.count)
      lines.append("  " + label.padded(toWidth: 10) + value)
    }
    var frame = Frame(
      title: "GitHub Search · \(name)", lines: lines, banner: state.origin.banner, wrapping: wrapping)
    frame.readingWidth = Self.readingWidth
    return frame
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
