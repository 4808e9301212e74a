import Foundation
import Testing

/// Runs the app under a pseudo-terminal (`script`), as a user at a terminal would.
struct TerminalModeTests {
  @Test(.timeLimit(.minutes(5)))
  func drawsInPlaceAndQuitsRestoringTheTerminal() async throws {
    let session = try PseudoTerminalSession(arguments: ["counter"])
    try await session.waitFor("value: 0")
    session.type("+")
    try await session.waitFor("increased!")
    session.type("q")
    let status = try await session.exit()
    let output = session.output

    #expect(status == 0)
    #expect(output.contains("\u{1B}[?1049h"), "enters the alternate screen")
    #expect(output.contains("value: 1"))
    #expect(output.hasSuffix("\u{1B}[?1049l") || output.contains("\u{1B}[?1049l"), "leaves it")
    #expect(output.contains("\u{1B}[?25h"), "shows the cursor again")
  }

  @Test(.timeLimit(.minutes(5)))
  func controlCExits130AndRestoresTheTerminal() async throws {
    let session = try PseudoTerminalSession(arguments: [])
    try await session.waitFor("reactor-demo")
    session.type("\u{03}")
    let status = try await session.exit()

    #expect(status == 130)
    #expect(session.output.contains("\u{1B}[?1049l"))
  }

  @Test(.timeLimit(.minutes(5)))
  func profileJourneyOnATerminal() async throws {
    let session = try PseudoTerminalSession(arguments: ["profile"])
    try await session.waitFor("birthdate  2000-01-01")
    session.type("e")
    try await session.waitFor("Profile · Birth")
    session.type("1990-05-17\r")
    try await session.waitFor("birthdate  1990-05-17")
    session.type("\r")
    try await session.waitUntil("Info with the new date, after Birth") { output in
      let afterBirth = output.components(separatedBy: "Profile · Birth").last ?? ""
      return afterBirth.contains("Profile · Info") && afterBirth.contains("birthdate  1990-05-17")
    }
    session.type("q")

    #expect(try await session.exit() == 0)
  }

  /// An Emacs shell buffer says `TERM=dumb`: it would show escape sequences as text, so the app
  /// reads lines and prints frames, and says why once.
  @Test(.timeLimit(.minutes(5)))
  func aDumbTerminalGetsPlainModeAndIsToldSo() async throws {
    let session = try PseudoTerminalSession(
      arguments: ["counter", "--offline"], environment: ["TERM": "dumb"])
    try await session.waitFor("value: 0")
    session.type("+\r")
    try await session.waitFor("value: 1")
    session.type("q\r")
    #expect(try await session.exit() == 0)
    let output = session.output
    #expect(output.components(separatedBy: "TERM=dumb cannot redraw a screen in place").count == 2)
    #expect(!output.contains("\u{1B}["), "no escape sequence reaches a dumb terminal")
  }
}
