import TextUI

/// Scrolling: a page taller than the terminal, which does not move through itself with ↓ and ↑,
/// scrolls with the keys it leaves; the navigator keeps each page's place.
extension Navigator {
  /// The keys that scroll a page taller than the terminal, when the page leaves them.
  static let scrollKeys = ScrollMove.keys("scroll")

  /// Whether `frame` scrolls: the terminal cuts it, no line takes the keys, and the page does
  /// not move through itself with ↓ (its `keys`, the scroll keys aside).
  func offersScrolling(_ frame: Frame, keys: some Collection<KeyBinding>) -> Bool {
    let movesItself = keys.contains {
      $0 != Self.scrollKeys && $0.presses[.terminal]?.contains(.key(.down)) == true
    }
    return !isCapturing && !movesItself && output.scroll(frame, .top) != .fits
  }

  /// Scrolls the frame shown when `event` is a scroll key and the terminal cuts the frame;
  /// false when it is not, or the frame shows whole.
  func scroll(by event: InputEvent) -> Bool {
    guard case .key(let key) = event, let move = ScrollMove(key), let frame = shownFrame,
      frame.keys.contains(Self.scrollKeys)
    else { return false }
    switch output.scroll(frame, move) {
    case .fits:
      return false
    case .moved(let line, let row):
      topFirstLine = (line, row)
      redraw()
    case .atEdge:
      let isDown = [ScrollMove.rows(1), .pages(1), .bottom].contains(move)
      flash(isDown ? "this is the end of the page" : "this is the top of the page")
      isEdgeSaid = true
    }
    return true
  }
}
