import Foundation
import Testing

/// The committed man page, `docs/reactor-demo.1`, still says what `--help` says: every option
/// with its words, the description, and the version. When this fails, run
/// `Tools/man/generate.sh` and commit the page.
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
      var shouldDisplay: Bool
    }

    var command: Command
  }

  static let page = InstallTests.root.appending(path: "docs/reactor-demo.1")

  @Test func thePageMatchesTheCommandsHelpAndVersion() async throws {
    let dump = try await DemoBinary.run(["--experimental-dump-help"], input: "")
    let command = try JSONDecoder().decode(ToolInfo.self, from: Data(dump.output.utf8)).command
    let version = try await DemoBinary.run(["--version"], input: "").output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let lines = try String(contentsOf: Self.page, encoding: .utf8).split(separator: "\n").map(String.init)

    #expect(lines.contains(".Os reactor-demo \(version)"), "the footer names the version")
    #expect(lines.contains(".Nd \"\(command.abstract)\""))
    for line in command.discussion.split(separator: "\n") {
      #expect(lines.contains(Self.asPrinted(String(line))), "the description: \(line)")
    }
    for argument in command.arguments where argument.shouldDisplay {
      let long = argument.names?.first { $0.kind == "long" }?.name
      let item = long.map { ".It Fl -\($0)" } ?? ".It Ar \(argument.valueName ?? "")"
      let index = lines.firstIndex {
        $0 == item || $0.hasPrefix(item + " ") || $0.hasPrefix(".It Fl h , -\(long ?? "")")
      }
      #expect(index != nil, "\(item) is in the page")
      if let index, let abstract = argument.abstract, index + 1 < lines.count {
        #expect(lines[index + 1] == Self.asPrinted(abstract), "\(item)")
      }
    }
  }

  /// The generator writes ASCII only: other characters (an arrow) are dropped.
  static func asPrinted(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter(\.isASCII)))
  }
}
