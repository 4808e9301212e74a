import Foundation
import Testing

/// What the terminal and the locale can show decides what the app writes.
extension TerminalHabitsTests {
  /// A terminal of basic colours only gets the grey ASCII picture: no colour code at all.
  @Test(.timeLimit(.minutes(5)), arguments: ["vt100", "linux"])
  func aTerminalWithoutThePaletteGetsNoColourCodes(term: String) async throws {
    let session = try PseudoTerminalSession(
      arguments: ["image-loader", "--offline"], environment: ["TERM": term, "COLORTERM": "truecolor"])
    try await session.waitFor("l loads a random image")
    session.type("l")
    try await session.waitFor("stands in")
    try await session.waitUntil("the picture drawn") { _ in
      session.lastScreen.contains { row in
        let picture = row.dropFirst(2)
        return row.count > 12 && picture.allSatisfy(" .:-=+*#%@".contains) && picture.contains { $0 != " " }
      }
    }
    session.type("q")
    #expect(try await session.exit() == 0)
    #expect(!session.output.contains("\u{1B}[38;"), "no foreground colour")
    #expect(!session.output.contains("\u{1B}[48;"), "no background colour")
    #expect(!session.output.contains("▀"))
  }

  /// `LANG=C`: `--help` and `--plain` write ASCII, as htop falls back to ASCII lines.
  @Test func aLocaleWithoutUTF8GetsASCII() async throws {
    let environment = ["LANG": "C", "LC_ALL": "C"]
    let help = try await DemoBinary.run(["--help"], input: "", environment: environment)
    #expect(help.status == 0)
    #expect(help.output.contains("^v jk PgUp PgDn"), "\(help.output)")
    #expect(!help.output.contains("↑") && !help.output.contains("←") && !help.output.contains("·"))
    let plain = try await DemoBinary.run(["--plain"], input: "1\n+\nq\n", environment: environment)
    #expect(plain.status == 0)
    #expect(plain.output.contains("-- Counter ---"))
    #expect(plain.output.contains("value: 1"))
    let isASCII = plain.output.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(isASCII, "\(plain.output)")
    let utf8 = try await DemoBinary.run(["--plain"], input: "1\nq\n", environment: ["LC_ALL": "C.UTF-8"])
    #expect(utf8.output.contains("── Counter ───"), "a UTF-8 locale is left as it was")
  }
}
