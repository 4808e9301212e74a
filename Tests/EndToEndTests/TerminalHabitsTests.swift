import Foundation
import Testing

/// The keys a less, htop, fzf or readline user's hands already know, pressed under a
/// pseudo-terminal as they would press them.
struct TerminalHabitsTests {
  @Test(.timeLimit(.minutes(5)))
  func theMenuAndEveryListTakeTheSameKeysAndSayWhatIsCut() async throws {
    let session = try PseudoTerminalSession(arguments: ["--offline"])
    try await session.waitUntil("the menu, its first row highlighted") { _ in
      session.lastScreen.contains { $0.hasPrefix("› 1  counter") }
    }
    session.type("j")
    try await session.waitUntil("the second row highlighted") { _ in
      session.lastScreen.contains { $0.hasPrefix("› 2  home") }
    }
    session.type("\r")
    try await session.waitFor("Keeping a sourdough starter")
    session.type("G")
    try await session.waitUntil("the last post, with what is above it counted") { _ in
      let screen = session.lastScreen
      return screen.contains { $0.hasPrefix("›  20  ") } && screen.contains { $0.hasPrefix("  ↑ ") }
    }
    session.type("g")
    try await session.waitUntil("the first post again, with what is below it counted") { _ in
      let screen = session.lastScreen
      return screen.contains { $0.hasPrefix("›   1  ") } && screen.contains { $0.hasPrefix("  ↓ ") }
    }
    session.type("q")
    #expect(try await session.exit() == 0)
  }

  /// A page down in a list keeps the last row of the page before in view, as htop does.
  @Test(.timeLimit(.minutes(5)))
  func aPageDownInAListKeepsOneRowInView() async throws {
    let session = try PseudoTerminalSession(arguments: ["random-users", "--offline"])
    let number = { (row: String) -> Int? in
      let text = row.drop { "› ▸▾".contains($0) }
      let number = text.prefix(while: \.isNumber)
      return text.dropFirst(number.count).hasPrefix("  ") ? Int(number) : nil
    }
    let numbers = { session.lastScreen.compactMap(number) }
    let selected = { session.lastScreen.first { $0.hasPrefix("›") }.flatMap(number) ?? 0 }
    try await session.waitFor("1  Male")
    session.type("1")
    try await session.waitUntil("the section's first rows") { _ in numbers().first == 1 }
    session.type("\u{1B}[6~")
    // A frame is whole once its last row, the hints ending in `t trace`, is drawn: a screen
    // read mid-redraw would mix two pages.
    let isWhole = { session.lastScreen.last { !$0.isEmpty }?.hasSuffix("t trace") == true }
    try await session.waitUntil("a page down") { _ in numbers().first != 1 && isWhole() }
    let first = numbers()
    let firstSelected = selected()
    session.type("\u{1B}[6~")
    try await session.waitUntil("another page down") { _ in numbers().first != first.first && isWhole() }
    let second = numbers()
    #expect(second.contains(first.last ?? 0), "a row of the page before stays: \(first) then \(second)")
    // The selection moves a page; the window may stop short of it at the section's end, so the
    // selection is measured, not the window's first row.
    #expect(
      selected() - firstSelected > first.count / 2,
      "it moves a page: \(firstSelected) in \(first) then \(selected()) in \(second)")
    session.type("q")
    #expect(try await session.exit() == 0)
  }

  /// At 60 columns a post's body and comments wrap at the width, none of their words cut;
  /// scrolled, the post still says what is above and below.
  @Test(.timeLimit(.minutes(5)))
  func aPostWrapsAtTheWidthAndKeepsItsBearings() async throws {
    let session = try PseudoTerminalSession(arguments: ["home", "--offline"])
    try await session.waitFor("Keeping a sourdough starter")
    try session.resize(columns: 60, rows: 20)
    try await session.waitUntil("a 60-column screen") { _ in session.lastScreen.first?.count == 60 }
    session.type("\r")
    try await session.waitFor("more lines")
    // Its comments loaded: the spinner's "loading comments…" ends in an ellipsis too.
    try await session.waitUntil("the post at 60 columns, its comments loaded") { _ in
      let screen = session.lastScreen
      return screen.first?.hasPrefix("── Home · Post 1") == true
        && !screen.contains { $0.contains("loading") }
    }
    let post = session.lastScreen
    #expect(post.allSatisfy { $0.count <= 60 }, "\(post)")
    #expect(!post.dropFirst().contains { $0.hasSuffix("…") }, "prose is wrapped, not cut: \(post)")
    session.type("jjj")
    try await session.waitUntil("three rows down, what is cut said above and below") { _ in
      let screen = session.lastScreen
      return screen.contains { $0.hasPrefix("  ↑ ") } && screen.contains { $0.hasPrefix("  ↓ ") }
    }
    session.type("q")
    #expect(try await session.exit() == 0)
  }

  @Test(.timeLimit(.minutes(5)))
  func aFieldEditsAsReadlineDoes() async throws {
    let session = try PseudoTerminalSession(arguments: ["profile"])
    try await session.waitFor("name       Reactor Fan")
    session.type("n")
    try await session.waitFor("new name   ▏")
    session.type("abc\u{1B}[D\u{1B}[DX")
    try await session.waitFor("new name   aX▏bc")
    session.type("\u{15}")  // Ctrl-U: to the start
    try await session.waitFor("new name   ▏bc")
    session.type("\u{05}ada lovelace\u{17}")  // Ctrl-E, typing, Ctrl-W: the last word
    try await session.waitFor("new name   bcada ▏")
    session.type("\u{15}" + String(repeating: "x", count: 266))
    try await session.waitFor("this field holds at most 40 characters")
    try await session.waitFor("new name   " + String(repeating: "x", count: 40) + "▏")
    session.type("\u{15}\u{04}")  // Ctrl-D on the empty line leaves it; the app goes on
    try await session.waitUntil("the name line closed") { _ in
      let screen = session.lastScreen
      return screen.contains("  name       Reactor Fan") && !screen.contains { $0.contains("new name") }
    }
    session.type("q")
    #expect(try await session.exit() == 0)
  }

  /// A paste holding a line break stays in the field: the terminal marks it (bracketed paste),
  /// so none of its keys is Enter or a command.
  @Test(.timeLimit(.minutes(5)))
  func aPasteStaysInTheField() async throws {
    let session = try PseudoTerminalSession(arguments: ["github-search", "--offline"])
    try await session.waitFor("\u{1B}[?2004h")
    try await session.waitFor("search  ▏")
    // A less or fzf user's `/` before the query: the line is open already, so it is not typed.
    session.type("/\u{1B}[200~swift\nbq\u{1B}[201~")
    try await session.waitFor("search  swift bq▏")
    session.type("\u{1B}")
    try await session.waitFor("/ types a query")
    // Where no field takes text, a paste is dropped whole: its `q` does not quit.
    session.type("\u{1B}[200~Swift tips\nq\u{1B}[201~")
    try await session.waitFor("a paste goes into a field being typed into")
    session.type("q")
    #expect(try await session.exit() == 0)
    #expect(session.output.hasSuffix("\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"), "pastes are unmarked again")
  }

  /// A date pasted into Birth is a date typed: its first digit opens the line.
  @Test(.timeLimit(.minutes(5)))
  func aDatePastedIntoBirthIsTyped() async throws {
    let session = try PseudoTerminalSession(arguments: ["profile"])
    try await session.waitFor("name       Reactor Fan")
    session.type("e")
    try await session.waitFor("Profile · Birth")
    session.type("\u{1B}[200~ 1990-05-17\nbq\u{1B}[201~")
    try await session.waitFor("typing     1990-05-17▏")
    session.type("\r")
    try await session.waitFor("birthdate  1990-05-17")
    session.type("q")
    #expect(try await session.exit() == 0)
  }

  @Test(.timeLimit(.minutes(5)))
  func birthTakesADateAsPeopleTypeItAndNeverDropsOneSilently() async throws {
    let session = try PseudoTerminalSession(arguments: ["profile"])
    try await session.waitFor("name       Reactor Fan")
    session.type("e")
    try await session.waitFor("Profile · Birth")
    session.type("20200230\r")
    try await session.waitFor("February 2020 has 29 days")
    try await session.waitFor("typing     20200230▏")
    session.type("\u{15}19900517\r")
    try await session.waitFor("birthdate  1990-05-17")
    session.type("\r")
    try await session.waitUntil("Info with the date saved") { _ in
      session.lastScreen.contains("  birthdate  1990-05-17")
        && session.lastScreen.first?.hasPrefix("── Profile · Info") == true
    }
    session.type("e")
    try await session.waitFor("Profile · Birth")
    session.type("\u{1B}[A")
    try await session.waitFor("birthdate  1990-05-18")
    session.type("b")
    try await session.waitFor("the birthdate 1990-05-18 was not saved")
    #expect(session.lastScreen.contains("  birthdate  1990-05-17"))
    session.type("q")
    #expect(try await session.exit() == 0)
  }

  @Test(.timeLimit(.minutes(5)))
  func leavingTimersSaysTheStopwatchWasReset() async throws {
    let session = try PseudoTerminalSession(arguments: [])
    try await session.waitFor("timers")
    session.type("7")
    try await session.waitFor("00:00.0")
    session.type("s")
    try await session.waitFor("b Esc back, resets the stopwatch")
    session.type("b")
    try await session.waitFor("the stopwatch was reset from")
    session.type("q")
    #expect(try await session.exit() == 0)
  }
}
