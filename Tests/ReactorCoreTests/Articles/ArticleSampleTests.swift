import Foundation
import Testing

/// Every Swift sample in the DocC articles is compiled: it appears, line for line, in the test
/// file named after its article (`GettingStarted.md` → `GettingStartedArticleTests.swift`).
struct ArticleSampleTests {
  static let root = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let catalogs = [
    "Modules/ReactorCore/ReactorCore.docc",
    "Modules/ReactorTesting/ReactorTesting.docc",
  ]

  static func articles() throws -> [URL] {
    try catalogs.flatMap { catalog in
      try FileManager.default.contentsOfDirectory(
        at: root.appending(path: catalog), includingPropertiesForKeys: nil
      )
      .filter { $0.pathExtension == "md" }
    }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test func everyCatalogHasArticles() throws {
    #expect(try Self.articles().count >= 8)
  }

  @Test(arguments: try articles())
  func everySwiftSampleIsCompiled(article: URL) throws {
    let samples = Self.swiftSamples(in: try String(contentsOf: article, encoding: .utf8))
    guard !samples.isEmpty else { return }
    let name = article.deletingPathExtension().lastPathComponent
    // The article's test file, and its extensions (`…ArticleTests+Corners.swift`).
    let folder = URL(filePath: #filePath).deletingLastPathComponent()
    let testFiles = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { [name] url in
        url.lastPathComponent == "\(name)ArticleTests.swift"
          || url.lastPathComponent.hasPrefix("\(name)ArticleTests+")
      }
    let sources = try testFiles.map { Self.lines(of: try String(contentsOf: $0, encoding: .utf8)) }
    #expect(!sources.isEmpty, "\(article.lastPathComponent): no \(name)ArticleTests.swift")
    for sample in samples {
      let isCompiled = sources.contains { Self.contains($0, Self.lines(of: sample)) }
      #expect(
        isCompiled,
        "\(article.lastPathComponent): this sample is not in \(name)ArticleTests.swift or its extensions:\n\(sample)"
      )
    }
  }

  /// The package a reader's project would be: it depends on this one by path and holds the code
  /// of these articles (`.ci/run` builds and tests it).
  static let adoptionExample = "Examples/AdoptReactorCore"
  static let adoptedArticles = ["GettingStarted", "TestingReactorsAndViews"]

  @Test(arguments: adoptedArticles)
  func theAdoptionExampleHoldsEverySample(name: String) throws {
    let articles = try Self.articles().filter { $0.deletingPathExtension().lastPathComponent == name }
    let example = Self.root.appending(path: Self.adoptionExample)
    // The library both articles build on, and this article's own test file: a sample found only
    // in the other article's tests is not where a reader of this one would look.
    let urls = try #require(FileManager.default.enumerator(at: example, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" && !$0.path.contains("/.build") }
      .filter { $0.path.contains("/Sources/") || $0.lastPathComponent == "\(name)Tests.swift" }
    let files = try urls.map { Self.lines(of: try String(contentsOf: $0, encoding: .utf8)) }
    #expect(articles.count == 1 && files.count >= 3)
    for article in articles {
      for sample in Self.swiftSamples(in: try String(contentsOf: article, encoding: .utf8)) {
        #expect(
          files.contains { Self.contains($0, Self.lines(of: sample)) },
          "\(article.lastPathComponent): this sample is not in \(Self.adoptionExample):\n\(sample)")
      }
    }
  }

  /// The manifest the example's README tells a reader to write is the example's own, which
  /// `.ci/run` builds: only the path to this repository differs.
  @Test func theAdoptionReadmesManifestBuilds() throws {
    let example = Self.root.appending(path: Self.adoptionExample)
    let readme = try String(contentsOf: example.appending(path: "README.md"), encoding: .utf8)
    let manifest = Self.lines(
      of: try String(contentsOf: example.appending(path: "Package.swift"), encoding: .utf8))
    let samples = Self.swiftSamples(in: readme)
    #expect(samples.count == 1)
    for sample in samples {
      let lines = Self.lines(of: sample.replacingOccurrences(of: "\"../reactor-demo\"", with: "\"../..\""))
      #expect(Self.contains(manifest, lines), "the README's manifest:\n\(sample)")
      #expect(lines.contains(".package(name: \"reactor-demo\", path: \"../..\"),"))
    }
  }

  /// The bodies of the article's ```swift blocks.
  static func swiftSamples(in markdown: String) -> [String] {
    var samples: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if let block = current, trimmed == "```" {
        samples.append(block.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return samples
  }

  /// Non-blank lines without their indentation: a sample nested in a type in the test file
  /// still matches.
  static func lines(of text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<start + needle.count].elementsEqual(needle)
    }
  }
}
