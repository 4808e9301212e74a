/// The pattern line of a search, as less's `/` takes it: typed, then Enter finds it; kept for
/// `n` and `N`; Enter on an empty line finds the last pattern again, past where it was found.
///
/// A list's search (``SelectionList``) and a long page's search use it, so both take the same
/// keys and say the same things.
@MainActor
public final class SearchPrompt {
  /// What a key typed into the prompt asks for.
  public enum Step: Equatable, Sendable {
    /// Still typing: show this line (the pattern with its cursor, or what the field answered).
    case typing(String)
    /// Find `pattern`; `skipping` the place found last (Enter on an empty line).
    case find(String, skipping: Bool)
    /// The prompt closed without a pattern to find (Esc).
    case left
    /// The key does nothing while a pattern is typed.
    case unknown
  }

  private let editor: LineEditor
  /// The pattern searched last, which `n` and `N` find again; nil before the first search.
  public private(set) var pattern: String?

  /// - Parameter finds: what Enter does, as the hint says it (`finds the first row holding it`).
  public init(finds: String) {
    editor = LineEditor(typing: "are the search", enter: finds, escape: "stops searching")
  }

  /// Whether a pattern is being typed: every key is the prompt's.
  public var isTyping: Bool { editor.isEditing }

  /// The keys the prompt answers to while a pattern is typed.
  public var keys: [KeyBinding] { editor.keys }

  /// Every key the prompt has, for the About page.
  public var allKeys: [KeyBinding] { editor.allKeys }

  /// Opens an empty prompt and returns the line to show: `/` and the cursor.
  public func begin() -> String {
    editor.begin()
    return line
  }

  /// What `key` typed into the open prompt asks for.
  public func handle(_ key: Key) -> Step {
    let outcome = editor.handle(.key(key))
    if editor.isEditing {
      switch outcome {
      case .unknown: return .unknown
      case .answered(let answer): return .typing(answer)
      case .handled: return .typing(line)
      }
    }
    guard key == .enter else { return .left }
    let typed = editor.field.text
    if !typed.isEmpty { pattern = typed }
    guard let pattern else { return .left }
    return .find(pattern, skipping: typed.isEmpty)
  }

  private var line: String { "/" + editor.field.shown }
}
