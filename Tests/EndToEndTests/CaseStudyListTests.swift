import AppComposition
import CaseStudyKit
import Foundation
import Testing

/// The case studies are listed once, in `CompositionRoot+CaseStudies.swift`: the menu, `--help`,
/// the completions, the man page, README's pictures and the tests derive from that list, so no
/// other file of the repository may keep a copy of it (three or more case studies named on
/// one line is taken for one).
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
  ]

  /// The folders searched, and what in them is data rather than code or prose.
  static let searched = ["Modules", "App", "Tests", "Tools", "Benchmarks", "docs", "README.md"]
  static let skipped = [".build", "__Snapshots__", "Tests/Sessions", "docs/images", "Fixtures", "Resources"]

  /// How a case study is named: `github-search`, `.githubSearch`, `GitHubSearchFeature`.
  static func spellings(of name: String) -> [String] {
    let words = name.split(separator: "-").map(String.init)
    let camel = words[0] + words.dropFirst().map(\.capitalized).joined()
    let pascal = words.map(\.capitalized).joined()
    return [name, ".\(camel)", "\(pascal)Feature"]
  }

  /// The case studies a line names, each once.
  static func named(in line: Substring, spellings: [(name: String, spellings: [String])]) -> Set<String> {
    var found: Set<String> = []
    for (name, forms) in spellings where forms.contains(where: { line.containsWord($0) }) {
      found.insert(name)
    }
    return found
  }

  @Test func noFileButTheListNamesTheCaseStudiesTogether() throws {
    let root = InstallTests.root
    let names = CompositionRoot.caseStudies.map { ($0.name, Self.spellings(of: $0.name)) }
    #expect(names.count >= 3)
    var copies: [String] = []
    for path in try Self.files(under: root) where !Self.allowed.contains(path) {
      guard let text = try? String(contentsOf: root.appending(path: path), encoding: .utf8) else { continue }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let named = Self.named(in: line, spellings: names)
        if named.count >= 3 {
          copies.append("\(path):\(number + 1): \(named.sorted().joined(separator: ", "))")
        }
      }
    }
    #expect(copies.isEmpty, "a second copy of the case studies' list:\n\(copies.joined(separator: "\n"))")
  }

  @Test func aLineListingThreeCaseStudiesIsFoundHoweverItSpellsThem() {
    let names = ["clock", "tea", "paper-plane"].map { ($0, Self.spellings(of: $0)) }
    #expect(Self.named(in: "[.clock, .tea, .paperPlane]", spellings: names).count == 3)
    #expect(Self.named(in: "\"clock\", \"tea\", \"paper-plane\"", spellings: names).count == 3)
    #expect(Self.named(in: "ClockFeature TeaFeature PaperPlaneFeature", spellings: names).count == 3)
    #expect(Self.named(in: "Clock · Tea · Paper Plane", spellings: names).count == 2)
    #expect(Self.named(in: "the clock stopped at tea; paper-planes", spellings: names).count == 2)
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
