import TextUI

extension Frame {
  /// What the frame says, one entry per line, before any layout: its title, banner, lines, the
  /// hints of the keys that work in `mode`, and the focused and wrapping lines.
  ///
  /// A session records this rather than the laid-out text: it takes no layout to make (a frame
  /// drawn while recording is laid out only once, by the screen that shows it), and it is the
  /// same at any width, so a frame drawn after a resize is compared as it was drawn.
  public func content(in mode: InputMode) -> [String] {
    var content = ["── \(title)"]
    if let banner { content.append("! \(banner)") }
    content += lines
    let hints = keys.filter { $0.works(in: mode) }.map(\.text)
    if !hints.isEmpty { content.append("keys: " + hints.joined(separator: " · ")) }
    if let focus { content.append("focus: line \(focus + 1)") }
    if firstLine > 0 || firstLineRow > 0 {
      content.append(
        "scrolled to: line \(firstLine + 1)" + (firstLineRow > 0 ? ", its row \(firstLineRow + 1)" : ""))
    }
    if !wrapping.isEmpty {
      content.append("wrapping: " + wrapping.sorted().map { "line \($0 + 1)" }.joined(separator: ", "))
    }
    return content
  }
}
