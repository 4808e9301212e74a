import Foundation
import Testing

/// Alt and Ctrl keys as readline and fzf take them, and mouse reports a terminal sends unasked.
extension TerminalHabitsTests {
  /// The query line moves and deletes by words; no Alt key leaves it, drops its text or quits.
  @Test(.timeLimit(.minutes(5)), arguments: [(80, 24), (30, 10)])
  func wordKeysEditTheQueryLineAndNeverLeaveIt(columns: Int, rows: Int) async throws {
    let session = try PseudoTerminalSession(arguments: ["github-search", "--offline"])
    try await session.waitFor("search  ▏")
    try session.resize(columns: columns, rows: rows)
    try await session.waitUntil("a \(columns)×\(rows) screen") { _ in
      session.lastScreen.first?.count == columns && session.lastScreen.count <= rows
    }
    let query = { (shown: String) in
      try await session.waitUntil("the query line reading '\(shown)', on screen") { _ in
        let screen = session.lastScreen
        return screen.contains("  search  \(shown)") && screen.first?.contains("GitHub Search") == true
          && screen.count <= rows
      }
    }
    session.type("swift nio tips")
    try await query("swift nio tips▏")
    session.type("\u{1B}b")  // Alt-B
    try await query("swift nio ▏tips")
    session.type("\u{1B}[1;5D")  // Ctrl-←
    try await query("swift ▏nio tips")
    session.type("\u{1B}f")  // Alt-F
    try await query("swift nio▏ tips")
    session.type("\u{1B}Oc")  // Ctrl-→ as rxvt sends it
    try await query("swift nio tips▏")
    session.type("\u{1B}\u{7F}")  // Alt-Backspace
    try await query("swift nio ▏")
    session.type("\u{1B}[H\u{1B}d")  // Home, Alt-D
    try await query("▏ nio ")
    session.type("\u{1B}q")  // Alt-Q: not a key of the field, and no quit
    try await session.waitFor("Alt-Q does nothing")
    try await query("▏ nio ")
    session.type("\u{1B}")
    try await session.waitFor("/ types a query")
    session.type("q")
    #expect(try await session.exit() == 0)
  }

  /// A mouse report, whatever its encoding, is read whole and dropped: its bytes are not keys
  /// (an X10 click's `b` went back).
  @Test(.timeLimit(.minutes(5)))
  func mouseReportsAreNotKeys() async throws {
    let session = try PseudoTerminalSession(arguments: ["counter"])
    try await session.waitFor("value: 0")
    session.type("\u{1B}[M b%+")  // X10: button, column, row as raw bytes
    try await session.waitFor("value: 1")
    session.type("\u{1B}[<0;66;5M\u{1B}[<0;66;5m+")  // SGR: a press and its release
    try await session.waitFor("value: 2")
    session.type("\u{1B}[32;66;5M+")  // urxvt
    try await session.waitFor("value: 3")
    #expect(session.lastScreen.first?.contains("Counter") == true, "still on Counter: \(session.lastScreen)")
    session.type("q")
    #expect(try await session.exit() == 0)
  }

  /// Quitting (`q` or Ctrl-C) with an unsaved date says so once the terminal is the shell's again.
  @Test(.timeLimit(.minutes(5)), arguments: [("q", Int32(0)), ("\u{03}", Int32(130))])
  func quittingWithAnUnsavedDateSaysItWasDropped(key: String, status: Int32) async throws {
    let session = try PseudoTerminalSession(arguments: ["profile"])
    try await session.waitFor("name       Reactor Fan")
    session.type("e")
    try await session.waitFor("Profile · Birth")
    let birthdate = { session.lastScreen.first { $0.hasPrefix("  birthdate  ") } }
    try await session.waitUntil("the date shown") { _ in birthdate() != nil }
    let before = birthdate()
    session.type("\u{1B}[A")
    try await session.waitUntil("the date stepped") { _ in birthdate().map { $0 != before } ?? false }
    session.type(key)
    #expect(try await session.exit() == status)
    let afterScreen = try #require(session.output.components(separatedBy: "\u{1B}[?1049l").last)
    #expect(afterScreen.contains("reactor-demo: quit: the birthdate "), "\(afterScreen)")
    #expect(afterScreen.contains(" was not saved"))
  }
}
