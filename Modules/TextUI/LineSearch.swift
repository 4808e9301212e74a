/// Finding a pattern among lines as less does: case ignored, from a line on, wrapping around.
///
/// A list's search (``SelectionList``) and a long page's search share it, so `/`, `n` and `N`
/// find the same line wherever they are pressed.
public enum LineSearch {
  /// The index of the first of `lines` holding `pattern`, from `start` on (or back from it),
  /// wrapping around; `start` itself is looked at last when `skipping` (`n` and `N`). Nil
  /// when no line holds it.
  public static func index(
    of pattern: String, in lines: [String], from start: Int, backwards: Bool = false, skipping: Bool = false
  ) -> Int? {
    let count = lines.count
    guard count > 0 else { return nil }
    let order = (0..<count).map { backwards ? (start - $0 + count * 2) % count : (start + $0) % count }
    let needle = pattern.lowercased()
    let candidates = skipping ? order.dropFirst() + order.prefix(1) : order[...]
    return candidates.first { lines[$0].lowercased().contains(needle) }
  }
}
