import AppComposition
import Foundation
import Testing
import TextUI
import TextUITesting

@testable import AppShell

/// Every About page: it fits an 80-column terminal and ends with the files to read, each of
/// which exists in this repository.
@MainActor
struct AboutPagesTests {
  /// The menu's page and every case study's first page (pushed pages share their case
  /// study's text).
  func aboutTexts() -> [(title: String, text: String)] {
    let pages = FeaturePages(container: .inMemory())
    let menu = pages.menu(screen: NullScreen()) { _ in }
    let caseStudies = CompositionRoot.caseStudies.map {
      pages.make($0, screen: NullScreen(), navigation: NullNavigation())
    }
    return ([menu] + caseStudies).map { ($0.title, $0.about) }
  }

  /// The package's root folder: this file is `Tests/AppShellTests/AboutPagesTests.swift`.
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The paths a "Files to read" section lists; an indented line names a file in the folder
  /// listed above it.
  static func listedPaths(in text: String) -> [String]? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.lastIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Files to read" })
    else { return nil }
    let margin = lines[start].prefix { $0 == " " }.count + 2
    var folder = ""
    return lines[(start + 1)...].filter { !$0.isEmpty }.map { line in
      let indent = line.prefix { $0 == " " }.count
      let path = String(line.drop { $0 == " " }.prefix { $0 != " " })
      if indent == margin {
        folder = path.hasSuffix("/") ? path : ""
        return path
      }
      return folder + path
    }
  }

  @Test func everyAboutPageEndsWithFilesThatExist() throws {
    for (title, text) in aboutTexts() {
      let paths = try #require(Self.listedPaths(in: text), "\(title) lists no files to read")
      #expect(paths.count >= 3, "\(title)")
      for path in paths {
        #expect(
          FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(title): \(path)")
      }
    }
  }

  @Test func everyAboutPageFitsEightyColumns() {
    for (title, text) in aboutTexts() {
      for line in text.split(separator: "\n") {
        #expect(DisplayWidth.of(line) <= 80, "\(title): \(line)")
      }
    }
  }

  @Test func aFolderLineGivesTheFilesBelowItTheirPath() {
    let text = """
      Files to read
        Modules/A/
          B.swift   note
        Tests/ATests/   note
      """
    #expect(Self.listedPaths(in: text) == ["Modules/A/", "Modules/A/B.swift", "Tests/ATests/"])
  }
}
