/// One screen's content: a title, body lines, the keys it answers to and an optional banner.
///
/// A frame is plain data; ``PlainScreen`` and ``TTYScreen`` decide how it reaches the terminal.
/// Views should pass untrusted text through ``Sanitizer`` before putting it in a frame.
public struct Frame: Equatable, Sendable {
  /// The screen's name, shown in the title rule.
  public var title: String
  /// The rendered state, one entry per line; an entry containing newlines spans several lines.
  public var lines: [String]
  /// The keys the screen answers to now, in the order the hint line names them; the screen
  /// that shows the frame keeps those that work in its input mode (``KeyBinding/works(in:)``).
  public var keys: [KeyBinding]
  /// An optional message (an error, an "offline" notice), shown under the title; a long one
  /// wraps onto the lines below.
  public var banner: String?
  /// The index in ``lines`` of the line a terminal keeps in view when the frame is taller than
  /// the screen, such as a list's selected row; nil shows the top of the frame.
  public var focus: Int?
  /// The indices in ``lines`` of prose (a post's body, an About page, an error) that wraps onto
  /// following lines, under the text after its indentation and `! ` marker, instead of being
  /// cut at the width; every other line (a list's row) is cut, with `…`.
  public var wrapping: Set<Int>
  /// The widest a ``wrapping`` line runs on a wide terminal, its indentation included, so
  /// prose stays readable; nil for the terminal's width.
  public var readingWidth: Int?
  /// The index in ``lines`` of the first line a terminal shows when the frame is taller than
  /// the screen and has no ``focus``: where the reader has scrolled to (``ScrollMove``).
  public var firstLine = 0
  /// The row of ``firstLine`` shown first, when that line wraps onto several rows.
  public var firstLineRow = 0

  /// Creates a frame.
  public init(
    title: String, lines: [String] = [], keys: [KeyBinding] = [], banner: String? = nil, focus: Int? = nil,
    wrapping: Set<Int> = []
  ) {
    self.title = title
    self.lines = lines
    self.keys = keys
    self.banner = banner
    self.focus = focus
    self.wrapping = wrapping
  }

  /// Renders the frame as plain text lines, none wider than `width` columns, its hint line
  /// naming the keys that work in `mode`.
  ///
  /// The layout is a title rule ("── Counter ─────" filling the width), the banner if any, the
  /// body lines, then a blank line and the hints when there are hints. The banner and the
  /// ``wrapping`` lines wrap; the others, and the hints, are cut to the width. The renderer adds
  /// no escape codes; CSI styling that a view put in a body line is kept and not counted as
  /// width.
  public func render(width: Int, mode: InputMode) -> [String] {
    layout(width: width, notice: nil, mode: mode).lines
  }

  /// The rendered lines, where the focused line landed, and how many lines at the end (the
  /// flashed message and the hints) a short screen must keep.
  struct Layout {
    var lines: [String]
    var focusRow: Int?
    /// The focused line's last row: a field that wraps has its cursor there.
    var focusEndRow: Int?
    var tail: Int
    /// The row each of the frame's lines starts on: a line that wraps or holds newlines spans
    /// several.
    var lineRows: [Int]
  }

  /// Lays the frame out with `notice` (a flashed message, wrapped like the banner) in place of
  /// the blank line above the hints, or after the body when there are no hints.
  func layout(width: Int, notice: String?, mode: InputMode) -> Layout {
    var output = [titleRule(width: width)]
    if let banner {
      output += Self.wrap(Sanitizer.cleanLine(banner), width: width, continuation: 2)
    }
    var focusRow: Int?
    var focusEndRow: Int?
    var lineRows: [Int] = []
    lineRows.reserveCapacity(lines.count)
    let proseWidth = Swift.min(width, readingWidth ?? width)
    for (index, line) in lines.enumerated() {
      if index == focus { focusRow = output.count }
      lineRows.append(output.count)
      for part in line.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        if !wrapping.isEmpty, wrapping.contains(index) {
          output += Self.wrap(String(part), width: proseWidth, continuation: nil)
        } else {
          output.append(String(part).truncatedKeepingStyles(toWidth: width))
        }
      }
      if index == focus { focusEndRow = output.count - 1 }
    }
    let noticeLines = notice.map {
      Self.wrap("! " + Sanitizer.cleanLine($0), width: width, continuation: nil)
    }
    let hints = Self.hintLines(keys.filter { $0.works(in: mode) }.map(\.text), width: width)
    let tail: [String]
    if hints.isEmpty {
      tail = noticeLines ?? []
    } else {
      tail = (noticeLines ?? [""]) + hints
    }
    return Layout(
      lines: output + tail, focusRow: focusRow, focusEndRow: focusEndRow, tail: tail.count, lineRows: lineRows
    )
  }

  /// The hints joined by ` · ` onto as many lines as `width` needs, never splitting one key's
  /// hint across two lines with another (one wider than the line wraps onto its own), so every
  /// key the screen offers is named with what it does.
  static func hintLines(_ hints: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    let fitted = { (line: String) in
      DisplayWidth.of(line) <= width ? [line] : Self.wrap(line, width: width, continuation: 2)
    }
    for hint in hints.map(Sanitizer.cleanLine) {
      let joined = line.isEmpty ? hint : line + " · " + hint
      if line.isEmpty || DisplayWidth.of(joined) <= width {
        line = joined
      } else {
        lines += fitted(line)
        line = hint
      }
    }
    if !line.isEmpty { lines += fitted(line) }
    return lines
  }

  /// `line` word-wrapped to `width`, the lines after the first indented by `continuation`
  /// columns, or (nil) under the text after the line's indentation and `! ` marker. When that
  /// leaves too little room, the lines are not indented.
  static func wrap(_ line: String, width: Int, continuation: Int?) -> [String] {
    guard DisplayWidth.of(line) > width else { return [line] }
    let indentation = line.prefix { $0 == " " }.count
    if continuation == nil, let columns = columns(of: line, after: indentation) {
      // A table's row (a key and what it does, a file and what it holds): the first column
      // whole on its own line, what follows under it, indented, so neither runs into the other.
      let head = wrap(columns.head, width: width, continuation: nil)
      return head
        + wrap(String(repeating: " ", count: indentation + 4) + columns.rest, width: width, continuation: nil)
    }
    let marked = line.dropFirst(indentation).hasPrefix("! ")
    let hang = continuation ?? (indentation + (marked ? 2 : 0))
    guard width - hang >= 12 else { return line.wrapped(toWidth: width) }
    let head = String(line.prefix(hang))
    let padding = String(repeating: " ", count: hang)
    let body = String(line.dropFirst(hang)).wrapped(toWidth: width - hang)
    return body.enumerated().map { ($0.offset == 0 ? head : padding) + $0.element }
  }

  /// The two columns of a table's row: the text before the first run of two or more spaces,
  /// and the text after it; nil for a line with one column.
  private static func columns(of line: String, after indentation: Int) -> (head: String, rest: String)? {
    let text = line.dropFirst(indentation)
    guard let gap = text.firstRange(of: "  ") else { return nil }
    let rest = text[gap.upperBound...].drop { $0 == " " }
    guard !rest.isEmpty else { return nil }
    return (String(line.prefix(indentation)) + text[..<gap.lowerBound], String(rest))
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
