/// One screen's content: a title, body lines, a key-hint line and an optional banner.
///
/// A frame is plain data; ``PlainScreen`` and ``TTYScreen`` decide how it reaches the terminal.
/// Views should pass untrusted text through ``Sanitizer`` before putting it in a frame.
public struct Frame: Equatable, Sendable {
  /// The screen's name, shown in the title rule.
  public var title: String
  /// The rendered state, one entry per line; an entry containing newlines spans several lines.
  public var lines: [String]
  /// The key-hint line, e.g. "+ increase · - decrease · b back · q quit · ? about · t trace".
  public var hints: String
  /// An optional one-line message (an error, an "offline" notice), shown under the title.
  public var banner: String?
  /// The index in ``lines`` of the line a terminal keeps in view when the frame is taller than
  /// the screen, such as a list's selected row; nil shows the top of the frame.
  public var focus: Int?

  /// Creates a frame.
  public init(
    title: String, lines: [String] = [], hints: String = "", banner: String? = nil, focus: Int? = nil
  ) {
    self.title = title
    self.lines = lines
    self.hints = hints
    self.banner = banner
    self.focus = focus
  }

  /// Renders the frame as plain text lines, none wider than `width` columns.
  ///
  /// The layout is a title rule ("── Counter ─────" filling the width), the banner if any, the
  /// body lines, then a blank line and the hints when there are hints. The renderer adds no
  /// escape codes; CSI styling that a view put in a body line is kept and not counted as width.
  public func render(width: Int) -> [String] {
    render(width: width, notice: nil)
  }

  /// Renders the frame with `notice` (a flashed message) in place of the blank line above the
  /// hints, or after the body when there are no hints.
  func render(width: Int, notice: String?) -> [String] {
    var output = [titleRule(width: width)]
    if let banner {
      output.append(Sanitizer.cleanLine(banner).truncated(toWidth: width))
    }
    for line in lines {
      for part in line.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        output.append(String(part).truncatedKeepingStyles(toWidth: width))
      }
    }
    let noticeLine = notice.map { "! " + Sanitizer.cleanLine($0) }?.truncated(toWidth: width)
    if hints.isEmpty {
      if let noticeLine { output.append(noticeLine) }
    } else {
      output.append(noticeLine ?? "")
      output.append(Sanitizer.cleanLine(hints).truncated(toWidth: width))
    }
    return output
  }

  /// The row of ``render(width:)``'s output that shows the focused line, if any.
  var focusRow: Int? {
    guard let focus, lines.indices.contains(focus) else { return nil }
    let above = lines[..<focus].reduce(0) { rows, line in
      rows + line.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    }
    return 1 + (banner == nil ? 0 : 1) + above
  }

  private func titleRule(width: Int) -> String {
    let rule = "─"
    let name = Sanitizer.cleanLine(title)
    // "── " before the name and " ─" after it need five columns besides the name itself.
    guard width >= 6, !name.isEmpty else {
      return String(repeating: rule, count: Swift.max(width, 0))
    }
    let head = rule + rule + " " + name.truncated(toWidth: width - 5) + " "
    let fill = width - DisplayWidth.of(head)
    return head + String(repeating: rule, count: fill)
  }
}
