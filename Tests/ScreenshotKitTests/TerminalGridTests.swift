import Testing

@testable import ScreenshotKit

@Suite struct TerminalGridTests {
  @Test func redrawingFromHomeOverwritesAndClearsWhatIsLeft() {
    var grid = TerminalGrid(columns: 10, rows: 3)
    grid.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[Kfirst line\r\n\u{1B}[Ksecond\r\n\u{1B}[J")
    grid.write("\u{1B}[H\u{1B}[Knew\r\n\u{1B}[J")
    #expect(grid.text == ["new", "", ""])
  }

  @Test func textPastTheLastColumnIsCutAsTheScreenDoes() {
    var grid = TerminalGrid(columns: 4, rows: 1)
    grid.write("abcdef")
    #expect(grid.text == ["abcd"])
  }

  @Test func aWideCharacterTakesTwoCells() {
    var grid = TerminalGrid(columns: 6, rows: 1)
    grid.write("漢字x")
    #expect(grid.cells[0].map(\.character) == ["漢", "", "字", "", "x", " "])
  }

  @Test func trueColorAndPaletteColorsAreKeptPerCell() {
    var grid = TerminalGrid(columns: 4, rows: 1)
    grid.write("\u{1B}[38;2;255;0;10;48;5;21m▀\u{1B}[0m\u{1B}[1;31mB\u{1B}[0mc")
    #expect(grid.cells[0][0].style.foreground == .rgb(255, 0, 10))
    #expect(grid.cells[0][0].style.background == .indexed(21))
    #expect(grid.cells[0][1].style.foreground == .indexed(1))
    #expect(grid.cells[0][1].style.isBold)
    #expect(grid.cells[0][2].style == TerminalGrid.Style())
  }

  @Test func paletteEntriesResolveAsXtermDrawsThem() {
    #expect(TerminalColor.indexed(21).hex == "#0000ff")
    #expect(TerminalColor.indexed(196).hex == "#ff0000")
    #expect(TerminalColor.indexed(244).hex == "#808080")
    #expect(TerminalColor.rgb(1, 2, 255).hex == "#0102ff")
  }

  @Test func aCursorPositionMovesTheNextCharacter() {
    var grid = TerminalGrid(columns: 5, rows: 3)
    grid.write("\u{1B}[2;3Hx")
    #expect(grid.text == ["", "  x", ""])
  }
}
