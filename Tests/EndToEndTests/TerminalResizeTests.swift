import Foundation
import Testing

/// Resizing the terminal under a pseudo-terminal (`stty` and SIGWINCH), and renaming with the
/// edit line: what a user at a terminal does.
struct TerminalResizeTests {
  /// The list rows of a GitHub Search screen: a row number, two spaces, the repository.
  func listRows(_ screen: [String]) -> [String] {
    screen.filter { row in
      let text = row.drop { $0 == "›" || $0 == " " }
      let number = text.prefix(while: \.isNumber)
      return !number.isEmpty && text.dropFirst(number.count).hasPrefix("  ")
    }
  }

  @Test(.timeLimit(.minutes(5)))
  func aResizeRedrawsAtOnceForTheNewSizeAndKeepsTheSelectedRow() async throws {
    let session = try PseudoTerminalSession(
      arguments: ["github-search", "--offline", "--query", "language:swift sort:stars"])
    try await session.waitUntil("the first page") { _ in
      session.lastScreen.contains { $0.hasPrefix("›  1  ") }
    }
    let rowsAt24 = listRows(session.lastScreen).count
    #expect(rowsAt24 >= 11, "a 24-row terminal shows \(rowsAt24) rows")
    session.type("jjjjjjjjj")
    try await session.waitUntil("row 10 selected") { _ in
      session.lastScreen.contains { $0.hasPrefix("› 10  ") }
    }

    try session.resize(columns: 100, rows: 40)
    try await session.waitUntil("16 rows more at 40 rows and 100 columns") { _ in
      let screen = session.lastScreen
      return screen.first?.count == 100 && listRows(screen).count == rowsAt24 + 16
    }

    try session.resize(columns: 50, rows: 14)
    try await session.waitUntil("a 50×14 screen") { _ in session.lastScreen.first?.count == 50 }
    let small = session.lastScreen
    #expect(small.count <= 14, "\(small)")
    #expect(small.allSatisfy { $0.count <= 50 })
    #expect(small.contains { $0.hasPrefix("› 10  ") }, "the selected row stays in view: \(small)")
    #expect(small.contains { $0.hasPrefix("/ types a query") }, "the hints stay at the bottom: \(small)")

    session.type("q")
    #expect(try await session.exit() == 0)
  }

  /// `n` opens the edit line; `b` and `q` are letters of the name there, not back and quit.
  @Test(.timeLimit(.minutes(5)))
  func renamingOnATerminal() async throws {
    let session = try PseudoTerminalSession(arguments: ["profile"])
    try await session.waitFor("name       Reactor Fan")
    session.type("n")
    try await session.waitFor("new name   ▏")
    session.type("Bob Quinnx\u{7F}")
    try await session.waitFor("new name   Bob Quinn▏")
    session.type("\r")
    try await session.waitUntil("the new name on Info") { _ in
      session.lastScreen.contains("  name       Bob Quinn")
        && !session.lastScreen.contains { $0.contains("new name") }
    }
    session.type("q")
    #expect(try await session.exit() == 0)
  }
}
