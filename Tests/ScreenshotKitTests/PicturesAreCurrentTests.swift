import Foundation
import ScreenshotKit
import Testing

/// The pictures README and the pages in `docs/` show are generated; these tests fail when a
/// change to the app or the manifest would change them and they were not regenerated.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct PicturesAreCurrentTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private static let images = root.appendingPathComponent("docs/images")
  private static let refresh = "run `swift run screenshots` and commit docs/images"

  @Test(arguments: Shot.catalog.map(\.name))
  func screenPictureMatchesTheApp(name: String) async throws {
    let shot = try #require(Shot.catalog.first { $0.name == name })
    let generated = SVGPicture(try await ScreenshotRun.grid(for: shot), alt: shot.alt).document
    let committed = try? String(
      contentsOf: Self.images.appendingPathComponent("\(name).svg"), encoding: .utf8)
    Self.expectCurrent(generated, committed, file: "\(name).svg")
  }

  @Test func theSameShotGivesTheSameBytesTwice() async throws {
    let shot = try #require(Shot.catalog.first { $0.name == "counter" })
    let first = SVGPicture(try await ScreenshotRun.grid(for: shot), alt: shot.alt).document
    let second = SVGPicture(try await ScreenshotRun.grid(for: shot), alt: shot.alt).document
    #expect(first == second)
  }

  @Test func moduleGraphMatchesTheManifest() throws {
    let generated = try ModuleGraph.load(packageDirectory: Self.root).svg
    let committed = try? String(
      contentsOf: Self.images.appendingPathComponent("modules.svg"), encoding: .utf8)
    Self.expectCurrent(generated, committed, file: "modules.svg")
  }

  /// README shows the menu, the module graph and each case study's first picture (which
  /// CaseStudyListTests checks); the pages in `docs/` show the others. Wherever a picture is
  /// shown, it is shown with its alt text.
  @Test func everyPictureIsShownInTheReadmeOrADocsPageWithItsAltText() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let docs = Self.root.appendingPathComponent("docs")
    let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
      .map { try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8) }
    for shot in Shot.catalog {
      let inReadme = "![\(shot.alt)](docs/images/\(shot.name).svg)"
      let inPage = "![\(shot.alt)](images/\(shot.name).svg)"
      #expect(
        readme.contains(inReadme) || pages.contains { $0.contains(inPage) },
        "neither README nor a page in docs/ shows \(inReadme)")
      if readme.contains("(docs/images/\(shot.name).svg)") {
        #expect(readme.contains(inReadme), "README shows \(shot.name).svg without its alt text")
      }
      for page in pages where page.contains("(images/\(shot.name).svg)") {
        #expect(page.contains(inPage), "a page in docs/ shows \(shot.name).svg without its alt text")
      }
    }
    #expect(readme.contains("](docs/images/menu.svg)"))
    #expect(readme.contains("](docs/images/modules.svg)"))
  }

  /// Fails naming the file, its first differing line and the command that refreshes it; the
  /// whole documents would bury that.
  private static func expectCurrent(
    _ generated: String, _ committed: String?, file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let committed else {
      Issue.record("docs/images/\(file) is missing: \(refresh)", sourceLocation: sourceLocation)
      return
    }
    guard generated != committed else { return }
    let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(new, old).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(new.count, old.count)
    let shown = { (lines: [Substring]) in
      lines.indices.contains(line) ? String(lines[line].prefix(160)) : "(end)"
    }
    Issue.record(
      """
      docs/images/\(file) is stale: \(refresh)
      line \(line + 1) committed: \(shown(old))
      line \(line + 1) now:       \(shown(new))
      """, sourceLocation: sourceLocation)
  }
}
