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
    shownFrame?.keys.contains(Self.scrollKeys) == true
  }

  /// Takes `key` for the page's search: while the pattern is typed every key; otherwise `/`,
  /// `n` and `N` on a page that scrolls. False when the key is not the search's.
  func searchPage(_ key: Key) -> Bool {
    if pageSearch.isEditing {
      let outcome = pageSearch.handle(.key(key))
      if pageSearch.isEditing {
        if outcome != .unknown { flash("/" + pageSearch.field.shown) }
      } else if key == .enter {
        // Enter on an empty pattern searches for the last one again, as in less.
        if !pageSearch.field.text.isEmpty { searchPattern = pageSearch.field.text }
        if let pattern = searchPattern { findOnPage(pattern, skippingCurrent: false) }
      }
      return true
    }
    guard offersPageSearch else { return false }
    switch key {
    case .character("/"):
      pageSearch.begin()
      flash("/" + pageSearch.field.shown)
    case .character("n"), .character("N"):
      guard let pattern = searchPattern else {
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
    let count = frame.lines.count
    let start = topFirstLine.line
    let order = (0..<count).map { backwards ? (start - $0 + count) % count : (start + $0) % count }
    let candidates = skippingCurrent ? order.dropFirst() + order.prefix(1) : order[...]
    let needle = pattern.lowercased()
    guard
      let match = candidates.first(where: {
        Sanitizer.cleanLine(frame.lines[$0]).lowercased().contains(needle)
      })
    else {
      flash("no line holds \"\(Sanitizer.cleanLine(pattern))\"")
      return
    }
    topFirstLine = (match, 0)
    redraw()
  }
}
