/// Draws a ``TerminalGrid`` as an SVG picture: one monospace cell per terminal cell, in the
/// colours the program set, half blocks (`▀`) as two coloured half cells.
///
/// Every piece of text goes through ``escaped(_:)``, so nothing a program printed can become
/// markup.
public struct SVGPicture: Sendable {
  /// The width of a cell in pixels: 0.6 of the font size, a monospace font's usual advance.
  static let cellWidth = 9
  /// The height of a cell in pixels.
  static let cellHeight = 18
  static let fontSize = 15
  static let padding = 12
  static let defaultForeground = TerminalColor.rgb(0xd8, 0xde, 0xe9)
  static let defaultBackground = TerminalColor.rgb(0x1b, 0x1d, 0x23)

  /// The picture's description, for `<title>` and `aria-label`.
  public let alt: String
  private let grid: TerminalGrid

  /// A picture of `grid`, described by `alt`.
  public init(_ grid: TerminalGrid, alt: String) {
    self.grid = grid
    self.alt = alt
  }

  /// The SVG document, ending with a newline.
  public var document: String {
    let width = grid.columns * Self.cellWidth + 2 * Self.padding
    let height = grid.rows * Self.cellHeight + 2 * Self.padding
    var lines = [
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
        + #"viewBox="0 0 \#(width) \#(height)" role="img" aria-label="\#(Self.escaped(alt))">"#,
      "<title>\(Self.escaped(alt))</title>",
      #"<rect width="100%" height="100%" rx="6" fill="\#(Self.defaultBackground.hex)"/>"#,
      #"<g font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" "#
        + #"font-size="\#(Self.fontSize)" fill="\#(Self.defaultForeground.hex)" xml:space="preserve">"#,
    ]
    for (index, row) in grid.cells.enumerated() {
      lines += backgrounds(of: row, at: index)
      lines += texts(of: row, at: index)
    }
    lines += ["</g>", "</svg>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` with the characters XML gives a meaning (`&`, `<`, `>`, quotes) escaped, and
  /// characters XML 1.0 forbids (C0 controls but tab and newline) replaced by U+FFFD.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The colours a cell is painted with: its text colour and its cell colour.
  private static func colors(of style: TerminalGrid.Style) -> (TerminalColor, TerminalColor) {
    let foreground = style.foreground ?? defaultForeground
    let background = style.background ?? defaultBackground
    return style.isInverse ? (background, foreground) : (foreground, background)
  }

  /// Rectangles for the cell colours that differ from the screen's, runs of one colour merged;
  /// a half block paints its top half in its text colour.
  private func backgrounds(of row: [TerminalGrid.Cell], at index: Int) -> [String] {
    var halves: [(column: Int, top: TerminalColor, bottom: TerminalColor)] = []
    for (column, cell) in row.enumerated() {
      let (foreground, background) = Self.colors(of: cell.style)
      let top = cell.character == "▀" ? foreground : background
      halves.append((column, top, background))
    }
    let y = Self.padding + index * Self.cellHeight
    let half = Self.cellHeight / 2
    return Self.runs(halves.map(\.top)).map { Self.rect($0, y: y, height: half) }
      + Self.runs(halves.map(\.bottom)).map { Self.rect($0, y: y + half, height: half) }
  }

  private static func runs(_ colors: [TerminalColor]) -> [(start: Int, count: Int, color: TerminalColor)] {
    var runs: [(start: Int, count: Int, color: TerminalColor)] = []
    for (column, color) in colors.enumerated() {
      if let last = runs.last, last.color == color, last.start + last.count == column {
        runs[runs.count - 1].count += 1
      } else if color != defaultBackground {
        runs.append((column, 1, color))
      }
    }
    return runs
  }

  private static func rect(_ run: (start: Int, count: Int, color: TerminalColor), y: Int, height: Int)
    -> String
  {
    let x = padding + run.start * cellWidth
    return #"<rect x="\#(x)" y="\#(y)" width="\#(run.count * cellWidth)" height="\#(height)" "#
      + #"fill="\#(run.color.hex)"/>"#
  }

  /// One `<text>` per run of characters in one style, stretched to exactly its cells so the
  /// columns line up whatever font the viewer has.
  private func texts(of row: [TerminalGrid.Cell], at index: Int) -> [String] {
    var runs: [(start: Int, cells: ArraySlice<TerminalGrid.Cell>)] = []
    var start = 0
    while start < row.count {
      var end = start + 1
      while end < row.count, row[end].style == row[start].style { end += 1 }
      runs += Self.visibleParts(of: row[start..<end])
      start = end
    }
    let baseline = Self.padding + index * Self.cellHeight + 14
    return runs.map { start, cells in
      let (foreground, _) = Self.colors(of: cells.first!.style)
      var attributes = #"x="\#(Self.padding + start * Self.cellWidth)" y="\#(baseline)""#
      attributes += #" textLength="\#(cells.count * Self.cellWidth)" lengthAdjust="spacingAndGlyphs""#
      if foreground != Self.defaultForeground { attributes += #" fill="\#(foreground.hex)""# }
      if cells.first!.style.isBold { attributes += #" font-weight="bold""# }
      if cells.first!.style.isFaint { attributes += #" opacity="0.6""# }
      return "<text \(attributes)>\(Self.escaped(cells.map(\.character).joined()))</text>"
    }
  }

  /// The parts of a run that show text: spaces at either end and half blocks (drawn as
  /// rectangles) are left out.
  private static func visibleParts(
    of cells: ArraySlice<TerminalGrid.Cell>
  ) -> [(start: Int, cells: ArraySlice<TerminalGrid.Cell>)] {
    let pieces = cells.split(omittingEmptySubsequences: true) { $0.character == "▀" }
    return pieces.compactMap { piece in
      guard let first = piece.firstIndex(where: { $0.character != " " }),
        let last = piece.lastIndex(where: { $0.character != " " })
      else { return nil }
      return (first, piece[first...last])
    }
  }
}
