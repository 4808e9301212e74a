import AppComposition
import Foundation
import Testing

struct PlainModeTests {
  @Test func counterJourneyFromTheMenu() async throws {
    let run = try await DemoBinary.run(["--plain"], input: "counter\n+\n+\n-\nq\n")

    #expect(run.status == 0)
    #expect(run.output.contains("1  counter"))
    #expect(run.output.components(separatedBy: "! increased!").count - 1 == 2)
    #expect(run.output.components(separatedBy: "! decreased!").count - 1 == 1)
    let lastValue = run.output.components(separatedBy: "\n").last { $0.contains("value: ") }
    #expect(lastValue?.trimmingCharacters(in: .whitespaces) == "value: 1")
    #expect(!run.output.contains("\u{1B}"), "plain mode never writes escape codes")
  }

  @Test func openingAFeatureDirectlyAndEndOfInputExitZero() async throws {
    let run = try await DemoBinary.run(["counter", "--plain"], input: "+\n")

    #expect(run.status == 0)
    #expect(run.output.contains("value: 1"))
    #expect(run.output.contains("! increased!"))
  }

  @Test func unknownInputGetsAHintAndTheAppGoesOn() async throws {
    // One past the menu's last row, however many case studies it lists.
    let rows = CompositionRoot.caseStudies.count
    let run = try await DemoBinary.run(["--plain"], input: "\(rows + 1)\nwhat\n1\n+\nq\n")

    #expect(run.status == 0)
    #expect(run.output.contains("! there is no row \(rows + 1): pick 1–\(rows)"))
    #expect(run.output.contains("! no feature 'what'"))
    #expect(run.output.contains("value: 1"))
  }

  @Test func aboutAndBackAndTrace() async throws {
    let run = try await DemoBinary.run(["counter", "--plain"], input: "?\nb\nt\n+\nq\n")

    #expect(run.output.contains("About · Counter"))
    #expect(run.output.contains("Files to read"))
    #expect(run.output.contains("» action → increase"))
    #expect(run.output.contains("»   mutation → setLoading(true)"))
    #expect(run.output.contains("»   state: value: 0 → 1"))
  }

  @Test func usageErrorsExit64() async throws {
    let run = try await DemoBinary.run(["no-such-feature"], input: "")

    #expect(run.status == 64)
    #expect(run.output.contains("unknown feature 'no-such-feature'"))
  }

  @Test func versionAndHelp() async throws {
    // The version a build calls itself is CHANGELOG.md's newest release, so no build with
    // unreleased changes can carry a released number.
    let changelog = try String(
      contentsOf: InstallTests.root.appending(path: "CHANGELOG.md"), encoding: .utf8)
    let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }
    let version = try await DemoBinary.run(["--version"], input: "").output
    #expect(newest?.hasPrefix("## \(version.trimmingCharacters(in: .whitespacesAndNewlines)) - ") == true)
    let help = try await DemoBinary.run(["--help"], input: "")
    #expect(help.status == 0)
    #expect(help.output.contains("--plain"))
    // It ends with the keys in short and the man page this build ships, by its path.
    let lines = help.output.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("KEYS:") })
    #expect(lines.contains { $0.contains("Ctrl-Z suspends to the shell") })
    let manual = try #require(lines.last?.trimmingCharacters(in: .whitespaces))
    let page = try #require(manual.split(separator: " ").last.map(String.init), "\(lines.suffix(3))")
    #expect(manual.hasPrefix("man -l "), "\(manual)")
    #expect(FileManager.default.fileExists(atPath: page), "\(manual) names no file")
  }
}
