import AppConfiguration
import Foundation
import Testing

/// The committed man page, `docs/reactor-demo.1`, says what the command does, no more and no
/// less: its synopsis and its list of options are exactly the command's own (`--help`), with
/// their words; the sections written by hand (`Tools/man/sections.mdoc`) close it; every
/// environment variable is named; and the footer names the version and its release date.
/// When this fails, run `Tools/man/generate.sh` and commit the page.
struct ManPageTests {
  /// The part of the argument parser's `--experimental-dump-help` the page is made from.
  struct ToolInfo: Decodable {
    struct Command: Decodable {
      var abstract: String
      var discussion: String
      var arguments: [Argument]
    }

    struct Argument: Decodable {
      struct Name: Decodable {
        var kind: String
        var name: String
      }

      var kind: String
      var names: [Name]?
      var valueName: String?
      var abstract: String?
      var isOptional: Bool
      var shouldDisplay: Bool

      /// How the page names it: `Fl -plain`, `Fl -query Ar text`, `Ar feature`.
      var macro: String {
        guard let long = names?.first(where: { $0.kind == "long" })?.name else {
          return "Ar \(valueName ?? "")"
        }
        return kind == "option" ? "Fl -\(long) Ar \(valueName ?? long)" : "Fl -\(long)"
      }
    }

    var command: Command
  }

  static let page = InstallTests.root.appending(path: "docs/reactor-demo.1")
  static let sections = InstallTests.root.appending(path: "Tools/man/sections.mdoc")

  @Test func theSynopsisAndTheOptionsAreExactlyTheCommands() async throws {
    let command = try await Self.command()
    let lines = try Self.lines()
    let shown = command.arguments.filter(\.shouldDisplay)

    let synopsis = Self.section("SYNOPSIS", of: lines)
    #expect(synopsis == [".Nm"] + shown.map { $0.isOptional ? ".Op \($0.macro)" : $0.macro })

    // The first list of the description, its nested lists left out: one item per option.
    let description = Self.section("DESCRIPTION", of: lines)
    let list = description.drop { !$0.hasPrefix(".Bl ") }.dropFirst()
    var items: [String] = []
    var depth = 0
    for (index, line) in zip(list.indices, list) {
      if line.hasPrefix(".Bl ") { depth += 1 }
      if line == ".El" {
        if depth == 0 { break }
        depth -= 1
      }
      guard depth == 0, line.hasPrefix(".It ") else { continue }
      items.append(line)
      if index + 1 < list.endIndex {
        items.append(list[index + 1])
      }
    }
    var expected: [String] = []
    for argument in shown {
      let short = argument.names?.first { $0.kind == "short" }?.name
      let item = short.map { ".It Fl \($0) , \(argument.macro.dropFirst(3))" } ?? ".It \(argument.macro)"
      expected += [item, argument.abstract ?? ""]
    }
    #expect(items == expected)
    // The generator drops what is not ASCII (an arrow would leave a gap): none in the help.
    let words = shown.compactMap(\.abstract) + [command.abstract, command.discussion]
    #expect(words.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) } == [])
  }

  @Test func theDescriptionAndTheFooterMatchTheCommandAndItsRelease() async throws {
    let command = try await Self.command()
    let lines = try Self.lines()
    let version = try await DemoBinary.run(["--version"], input: "").output
      .trimmingCharacters(in: .whitespacesAndNewlines)

    #expect(lines.contains(".Os reactor-demo \(version)"), "the footer names the version")
    #expect(lines.contains(".Dd \(try Self.releaseDate(of: version))"), "dated with the release")
    #expect(lines.contains(".Nd \"\(command.abstract)\""))
    for line in command.discussion.split(separator: "\n") {
      #expect(lines.contains(String(line)), "the description: \(line)")
    }
  }

  @Test func theHandWrittenSectionsCloseThePageAndNameEveryVariable() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let sections = try String(contentsOf: Self.sections, encoding: .utf8)
    #expect(text.hasSuffix("\n" + sections), "the hand-written sections close the page")
    #expect(sections.hasSuffix("\n"))
    let lines = try Self.lines()
    let variables = Self.section("ENVIRONMENT", of: lines).filter { $0.hasPrefix(".It Ev ") }
      .flatMap { $0.dropFirst(7).split(separator: " ").filter { $0 != "," } }.map(String.init)
    let configured = ConfigurationKey.allCases.map(\.environmentName)
    #expect(Set(configured).subtracting(variables) == [], "every REACTOR_DEMO_ variable")
    #expect(variables.filter { $0.hasPrefix("REACTOR_DEMO_") }.count == configured.count)
    let statuses = Self.section("EXIT STATUS", of: lines).filter { $0.hasPrefix(".It ") }
    #expect(
      statuses == [
        ".It 0", ".It 1", ".It 64", ".It 65", ".It 66", ".It 73", ".It 74", ".It 78", ".It 129", ".It 130",
        ".It 143",
      ])
    #expect(!lines.contains { $0.hasPrefix(".It Em help") || $0 == ".Ar subcommand" })
  }

  static func command() async throws -> ToolInfo.Command {
    let dump = try await DemoBinary.run(["--experimental-dump-help"], input: "")
    return try JSONDecoder().decode(ToolInfo.self, from: Data(dump.output.utf8)).command
  }

  static func lines() throws -> [String] {
    try String(contentsOf: page, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  /// The lines after `.Sh NAME` (or `.Sh "NAME"`) up to the next section.
  static func section(_ name: String, of lines: [String]) -> [String] {
    let headings = [".Sh \(name)", ".Sh \"\(name)\""]
    guard let start = lines.firstIndex(where: headings.contains) else { return [] }
    let rest = lines[(start + 1)...]
    return Array(rest.prefix { !$0.hasPrefix(".Sh ") })
  }

  /// CHANGELOG.md's date for `version` (`## 0.1.0 - 2026-11-25`), as the page prints it.
  static func releaseDate(of version: String) throws -> String {
    let changelog = try String(
      contentsOf: InstallTests.root.appending(path: "CHANGELOG.md"), encoding: .utf8)
    let heading = "## \(version) - "
    let line = changelog.split(separator: "\n").first { $0.hasPrefix(heading) }
    let parser = DateFormatter()
    parser.locale = Locale(identifier: "en_US_POSIX")
    parser.timeZone = TimeZone(identifier: "UTC")
    parser.dateFormat = "yyyy-MM-dd"
    let date = try #require(line.flatMap { parser.date(from: String($0.dropFirst(heading.count))) })
    parser.dateFormat = "MMMM d, yyyy"
    return parser.string(from: date)
  }
}
