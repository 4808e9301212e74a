import TextUI

/// Searching a long page, as less does: `/` and a pattern scroll to the first line holding it,
/// `n` and `N` to the next and the one before. A list searches its own rows
/// (``SelectionList``); this is for the pages the navigator scrolls.
extension Navigator {
  /// The key that opens the search, as hints name it with `n` and `N`.
  static let pageSearchKeys = KeyBinding.terminal(
    "/ n N", "search the page", keys: [.character("/"), .character("n"), .character("N")])

  /// Whether the frame on screen scrolls, and so can be searched.
  var offersPageSearch: Bool {
    shownFrame?.keys.contains(Self.pageSearchKeys) == true
  }

  /// Whether `keys`, a page's own, leave `/` to the navigator: a query line's `/` is its own.
  static func leavesSlash(_ keys: some Collection<KeyBinding>) -> Bool {
    !keys.contains { $0.presses[.terminal]?.contains(.key(.character("/"))) == true }
  }

  /// Takes `key` for the page's search: while the pattern is typed every key; otherwise `/`,
  /// `n` and `N` on a page that scrolls. False when the key is not the search's.
  func searchPage(_ key: Key) -> Bool {
    if pageSearch.isTyping {
      switch pageSearch.handle(key) {
      case .typing(let line): flash(line)
      case .unknown: Self.typingHint(for: key).map { flash($0) }
      case .find(let pattern, let skipping): findOnPage(pattern, skippingCurrent: skipping)
      case .left: break
      }
      return true
    }
    guard offersPageSearch else { return false }
    switch key {
    case .character("/"):
      flash(pageSearch.begin())
    case .character("n"), .character("N"):
      guard let pattern = pageSearch.pattern else {
        flash("nothing searched yet: / searches the page")
        return true
      }
      findOnPage(pattern, backwards: key == .character("N"), skippingCurrent: true)
    default:
      return false
    }
    return true
  }

  /// Scrolls to the next line holding `pattern` from the first line shown, wrapping around.
  private func findOnPage(_ pattern: String, backwards: Bool = false, skippingCurrent: Bool) {
    guard let frame = shownFrame else { return }
    let lines = frame.lines.map(Sanitizer.cleanLine)
    guard
      let match = LineSearch.index(
        of: pattern, in: lines, from: topFirstLine.line, backwards: backwards, skipping: skippingCurrent)
    else {
      flash("no line holds \"\(Sanitizer.cleanLine(pattern))\"")
      return
    }
    topFirstLine = (match, 0)
    redraw()
  }
}
