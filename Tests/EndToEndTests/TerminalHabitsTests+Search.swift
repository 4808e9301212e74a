import Foundation
import Testing

/// `/`, `n` and `N` as less, vim, htop and fzf take them: in a list, and on a long page.
extension TerminalHabitsTests {
  /// In Home's list, `/` and a word select the first post holding it; `n` the next, `N` back.
  @Test(.timeLimit(.minutes(5)), arguments: [(80, 24), (30, 10)])
  func slashSearchesAListAndNFindsTheNext(columns: Int, rows: Int) async throws {
    let session = try PseudoTerminalSession(arguments: ["home", "--offline"])
    try await session.waitFor("Keeping a sourdough")
    try session.resize(columns: columns, rows: rows)
    try await session.waitUntil("a \(columns)×\(rows) screen") { _ in
      session.lastScreen.first?.count == columns && session.lastScreen.count <= rows
    }
    let selected = { (number: Int) in
      try await session.waitUntil("post \(number) selected, on screen") { _ in
        session.lastScreen.contains { $0.hasPrefix("› \(String(number).leftPadded(3))  ") }
      }
    }
    session.type("/")
    try await session.waitFor("/▏")
    session.type("bike")  // posts 11, 16: "Commuting by bike…", "A cargo bike…"
    try await session.waitFor("/bike▏")
    session.type("\r")
    try await selected(11)
    session.type("n")
    try await selected(16)
    session.type("N")
    try await selected(11)
    session.type("/qq\r")
    try await session.waitFor("no row holds \"qq\"")
    try await selected(11)
    session.type("q")
    #expect(try await session.exit() == 0, "q quits once the search is done: it was a letter while typed")
  }

  /// An About page is searched as less searches: the page scrolls to the line found.
  @Test(.timeLimit(.minutes(5)), arguments: [(80, 24), (30, 10)])
  func slashSearchesALongPage(columns: Int, rows: Int) async throws {
    let session = try PseudoTerminalSession(arguments: ["counter", "--offline"])
    try await session.waitFor("value: 0")
    try session.resize(columns: columns, rows: rows)
    session.type("?")
    try await session.waitFor("more lines")
    #expect(!session.lastScreen.contains("Files to read"))
    session.type("/files to\r")
    try await session.waitUntil("the line found, on screen") { _ in
      session.lastScreen.contains("Files to read") && session.lastScreen.count <= rows
    }
    session.type("q")
    #expect(try await session.exit() == 0)
  }
}

extension String {
  /// The string with spaces before it up to `width` characters.
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
