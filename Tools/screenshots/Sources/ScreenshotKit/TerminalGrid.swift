import TextUI

/// The cells of a terminal screen, filled by the bytes a program writes to it.
///
/// It understands what `TTYScreen` and the Image Loader's renderer emit — cursor home and
/// position, erase to the end of the line or screen, carriage return and line feed, and SGR
/// colours and attributes — and ignores every other sequence, so a picture shows exactly the
/// cells a terminal of this size would.
public struct TerminalGrid: Equatable, Sendable {
  /// One cell: a character (a space when empty) and how it is drawn.
  public struct Cell: Equatable, Sendable {
    /// What the cell shows; empty for the second column of a wide character.
    public var character: String
    /// The style the cell was written with.
    public var style: Style
  }

  /// The drawing attributes SGR sets.
  public struct Style: Hashable, Sendable {
    /// The text colour; nil is the terminal's default.
    public var foreground: TerminalColor?
    /// The cell colour; nil is the terminal's default.
    public var background: TerminalColor?
    /// Bold text (SGR 1).
    public var isBold = false
    /// Faint text (SGR 2).
    public var isFaint = false
    /// Foreground and background swapped (SGR 7).
    public var isInverse = false
  }

  /// The width in cells.
  public let columns: Int
  /// The height in cells.
  public let rows: Int
  /// The cells, row by row.
  public private(set) var cells: [[Cell]]
  private var row = 0
  private var column = 0
  private var style = Style()

  /// An empty screen of the given size.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Array(repeating: Self.blank(Style()), count: columns), count: rows)
  }

  /// The screen's text, one string per row with trailing spaces removed.
  public var text: [String] {
    cells.map { line in
      var text = line.map(\.character).joined()
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// Applies `output` as a terminal would.
  public mutating func write(_ output: String) {
    var characters = output.makeIterator()
    while let character = characters.next() {
      switch character {
      case "\u{1B}":
        escape(&characters)
      case "\r":
        column = 0
      case "\n":
        row = min(row + 1, rows - 1)
      case "\r\n":
        column = 0
        row = min(row + 1, rows - 1)
      default:
        put(character)
      }
    }
  }

  private mutating func put(_ character: Character) {
    let width = DisplayWidth.of(character)
    guard width > 0, column + width <= columns else { return }
    cells[row][column] = Cell(character: String(character), style: style)
    if width == 2 { cells[row][column + 1] = Cell(character: "", style: style) }
    column += width
  }

  /// Reads one escape sequence after ESC; only CSI sequences change the screen.
  private mutating func escape(_ characters: inout String.Iterator) {
    guard characters.next() == "[" else { return }
    var parameters = ""
    while let character = characters.next() {
      guard let final = character.asciiValue, (0x40...0x7E).contains(final) else {
        parameters.append(character)
        continue
      }
      control(Character(UnicodeScalar(final)), parameters: parameters)
      return
    }
  }

  private mutating func control(_ final: Character, parameters: String) {
    // Private modes (`?1049h` alternate screen, `?25l` cursor) do not change the cells.
    guard !parameters.hasPrefix("?") else { return }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    switch final {
    case "H", "f":
      row = min(max((numbers.first.flatMap { $0 } ?? 1) - 1, 0), rows - 1)
      column = min(max((numbers.dropFirst().first.flatMap { $0 } ?? 1) - 1, 0), columns - 1)
    case "K":
      erase(row: row, from: column)
    case "J":
      erase(row: row, from: column)
      for below in (row + 1)..<max(rows, row + 1) { erase(row: below, from: 0) }
    case "m":
      select(numbers.map { $0 ?? 0 })
    default:
      break
    }
  }

  private mutating func erase(row: Int, from column: Int) {
    guard column < columns else { return }
    for index in column..<columns { cells[row][index] = Self.blank(style) }
  }

  /// Applies SGR parameters: attributes, the 16 colours, and `38`/`48` with `5;n` or `2;r;g;b`.
  private mutating func select(_ parameters: [Int]) {
    var parameters = parameters.isEmpty ? [0] : parameters[...]
    while let parameter = parameters.popFirst() {
      switch parameter {
      case 0: style = Style()
      case 1: style.isBold = true
      case 2: style.isFaint = true
      case 7: style.isInverse = true
      case 22: (style.isBold, style.isFaint) = (false, false)
      case 27: style.isInverse = false
      case 30...37: style.foreground = .indexed(UInt8(parameter - 30))
      case 90...97: style.foreground = .indexed(UInt8(parameter - 90 + 8))
      case 40...47: style.background = .indexed(UInt8(parameter - 40))
      case 100...107: style.background = .indexed(UInt8(parameter - 100 + 8))
      case 39: style.foreground = nil
      case 49: style.background = nil
      case 38: style.foreground = Self.extendedColor(&parameters) ?? style.foreground
      case 48: style.background = Self.extendedColor(&parameters) ?? style.background
      default: break
      }
    }
  }

  private static func extendedColor(_ parameters: inout ArraySlice<Int>) -> TerminalColor? {
    switch parameters.popFirst() {
    case 5:
      guard let index = parameters.popFirst(), (0...255).contains(index) else { return nil }
      return .indexed(UInt8(index))
    case 2:
      let values = [parameters.popFirst(), parameters.popFirst(), parameters.popFirst()]
      let bytes = values.compactMap { $0 }.filter { (0...255).contains($0) }.map(UInt8.init)
      guard bytes.count == 3 else { return nil }
      return .rgb(bytes[0], bytes[1], bytes[2])
    default:
      return nil
    }
  }

  /// An empty cell: erasing paints the current background, as terminals do.
  private static func blank(_ style: Style) -> Cell {
    Cell(character: " ", style: Style(background: style.background))
  }
}
