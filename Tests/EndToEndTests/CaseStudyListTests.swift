import AppComposition
import CaseStudyKit
import Foundation
import Testing

/// The case studies are listed once, in `CompositionRoot+CaseStudies.swift`: the menu, `--help`,
/// the completions, the man page, README's pictures and the tests derive from that list, so no
/// other file of the repository may keep a copy of it: three or more case studies named as code
/// names them (`.counter`, `"counter"`, `` `counter` ``, `CounterFeature`, or a name of two
/// words, `github-search`) within three lines is taken for one. Imports are not lists.
struct CaseStudyListTests {
  /// The one list, and what copies of it are made from it or required by SwiftPM.
  static let allowed: Set<String> = [
    "Modules/AppComposition/CompositionRoot+CaseStudies.swift",
    // The targets the list's module depends on.
    "Package.swift",
    // Generated from `--help` by Tools/man/generate.sh, and checked by ManPageTests.
    "docs/reactor-demo.1",
    // What was released, as it was.
    "CHANGELOG.md",
    // Its keys table and module tree have a row per case study, checked against the list below.
    "README.md",
  ]

  /// The folders searched, and what in them is data rather than code or prose.
  static let searched = [
    "Modules", "App", "Tests", "Tools", "Benchmarks", "Examples", "docs", "config", ".ci", "README.md",
  ]
  static let skipped = [".build", "__Snapshots__", "Tests/Sessions", "docs/images", "Fixtures", "Resources"]

  typealias Spellings = [(name: String, spellings: [String])]

  /// How code names a case study: `.githubSearch`, `"github-search"`, `` `github-search` ``,
  /// `GitHubSearchFeature`, and a name of two words as it is.
  static func spellings(of name: String) -> [String] {
    let words = name.split(separator: "-").map(String.init)
    let camel = words[0] + words.dropFirst().map(\.capitalized).joined()
    let pascal = words.map(\.capitalized).joined()
    return [".\(camel)", "\"\(name)\"", "`\(name)`", "\(pascal)Feature"] + (words.count > 1 ? [name] : [])
  }

  /// The case studies a line names, each once; none on an import.
  static func named(in line: Substring, spellings: Spellings) -> Set<String> {
    if line.trimmingCharacters(in: .whitespaces).hasPrefix("import ") { return [] }
    var found: Set<String> = []
    for (name, forms) in spellings where forms.contains(where: { line.containsWord($0) }) {
      found.insert(name)
    }
    return found
  }

  /// Where `text` names three or more case studies within three lines: the first line's
  /// number, and the names.
  static func copies(in text: String, spellings: Spellings) -> [(line: Int, names: Set<String>)] {
    let named = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      Self.named(in: $0, spellings: spellings)
    }
    var copies: [(line: Int, names: Set<String>)] = []
    var index = 0
    while index < named.count {
      let window = named[index..<min(index + 3, named.count)].reduce(into: Set<String>()) { $0.formUnion($1) }
      if window.count >= 3, !named[index].isEmpty {
        copies.append((index + 1, window))
        index += 3
      } else {
        index += 1
      }
    }
    return copies
  }

  @Test func noFileButTheListNamesTheCaseStudiesTogether() throws {
    let root = InstallTests.root
    let names = CompositionRoot.caseStudies.map { ($0.name, Self.spellings(of: $0.name)) }
    #expect(names.count >= 3)
    var found: [String] = []
    for path in try Self.files(under: root) where !Self.allowed.contains(path) {
      guard let text = try? String(contentsOf: root.appending(path: path), encoding: .utf8) else { continue }
      for copy in Self.copies(in: text, spellings: names) {
        found.append("\(path):\(copy.line): \(copy.names.sorted().joined(separator: ", "))")
      }
    }
    #expect(found.isEmpty, "a second copy of the case studies' list:\n\(found.joined(separator: "\n"))")
  }

  @Test func aListIsFoundHoweverItIsSpelledOrSplitAndProseIsNot() {
    let names = ["clock", "tea", "paper-plane"].map { ($0, Self.spellings(of: $0)) }
    let lists = [
      "[.clock, .tea, .paperPlane]", "\"clock\", \"tea\", \"paper-plane\"", "`clock` · `tea` · `paper-plane`",
      "ClockFeature TeaFeature PaperPlaneFeature", "[\n  .clock,\n  .tea,\n  .paperPlane,\n]",
      "`clock`, then\n`tea` and paper-plane",
    ]
    for list in lists {
      #expect(Self.copies(in: list, spellings: names).count == 1, "\(list)")
    }
    let prose = [
      "Set the clock for tea, then fold a paper plane.",
      "import ClockFeature\nimport TeaFeature\nimport PaperPlaneFeature",
      ".clock\n\n\n\n.tea\n\n\n\n.paperPlane",
    ]
    for text in prose {
      #expect(Self.copies(in: text, spellings: names).isEmpty, "\(text)")
    }
  }

  /// Each case study has one line in README, its first picture with its one-line idea (the
  /// descriptor's summary; the pictures' own test checks they are current), and its keys row in
  /// its section of docs/case-studies.md; no line or row is for a case study the app does not
  /// have.
  @Test func readmeAndTheCaseStudiesPageFollowTheList() throws {
    let readme = try String(contentsOf: InstallTests.root.appending(path: "README.md"), encoding: .utf8)
    let page = try String(
      contentsOf: InstallTests.root.appending(path: "docs/case-studies.md"), encoding: .utf8)
    let rows = page.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| ") }
    let names = CompositionRoot.caseStudies.map(\.name)
    for caseStudy in CompositionRoot.caseStudies {
      let line = readme.split(separator: "\n").first { $0.contains("(docs/images/\(caseStudy.name).svg)") }
      #expect(
        line?.contains(caseStudy.summary) == true, "README's line of \(caseStudy.name): its idea and picture")
      #expect(
        rows.contains { $0.hasPrefix("| \(caseStudy.name) ") },
        "docs/case-studies.md's keys row: \(caseStudy.name)")
    }
    let pictured = readme.matches(of: /\(docs\/images\/([a-z-]+)\.svg\)/).map { String($0.output.1) }
    #expect(Set(pictured).subtracting(["menu", "modules"]).isSubset(of: names), "README's pictures")
    let keyRows = rows.compactMap { $0.dropFirst(2).split(separator: " ").first.map(String.init) }
      .filter { !["case", "---"].contains($0) }
    #expect(Set(keyRows).isSubset(of: names), "a keys row for a case study the app does not have")
  }

  /// A name the menu, the command line and a file name can all carry: lowercase words joined by
  /// `-`, not a number (a number picks by place), each once; and no more than a terminal's
  /// number keys reach.
  @Test func everyNameIsLowercaseWordsOnceAndTheMenuHoldsThemAll() {
    let names = CompositionRoot.caseStudies.map(\.name)
    for name in names {
      #expect(name.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }, "\(name)")
      #expect(!name.hasPrefix("-") && !name.hasSuffix("-") && !name.contains("--"), "\(name)")
    }
    #expect(Set(names).count == names.count, "a name is used twice: \(names)")
    #expect(names.count <= 9, "the menu's number keys reach nine on a terminal")
  }

  /// The repository's text files in the searched folders, relative to `root`.
  static func files(under root: URL) throws -> [String] {
    var paths: [String] = []
    for top in searched {
      let url = root.appending(path: top)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      guard isFolder.boolValue else {
        paths.append(top)
        continue
      }
      let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
      while let file = walker?.nextObject() as? URL {
        let path = String(file.path.dropFirst(root.path.count + 1))
        if skipped.contains(where: { path.hasPrefix($0 + "/") || path.contains("/\($0)/") }) {
          walker?.skipDescendants()
          continue
        }
        if (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
          paths.append(path)
        }
      }
    }
    return paths
  }
}

extension StringProtocol {
  /// Whether `word` occurs here, in any case, with no letter, digit, `-` or `_` right before
  /// or after it.
  fileprivate func containsWord(_ word: String) -> Bool {
    var start = startIndex
    while let range = self[start...].range(of: word, options: .caseInsensitive) {
      let before = range.lowerBound == startIndex ? nil : self[index(before: range.lowerBound)]
      let after = range.upperBound == endIndex ? nil : self[range.upperBound]
      let joins = { (character: Character?) in
        character.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } ?? false
      }
      if !joins(before), !joins(after) { return true }
      start = range.upperBound
    }
    return false
  }
}
