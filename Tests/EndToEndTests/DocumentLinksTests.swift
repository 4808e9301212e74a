import Foundation
import Testing

/// README is the front door and the pages in `docs/` hold the reference: README stays short,
/// every relative link in README and in those pages reaches a file that exists (and, with a
/// `#fragment` on a Markdown file, a heading in it, as GitHub makes a heading's anchor), README
/// links every page, and the man page's SEE ALSO names every page.
struct DocumentLinksTests {
  static let root = InstallTests.root
  static let readmeLineLimit = 300

  /// README.md, then every Markdown page in `docs/`, as paths from the root.
  static func documents() throws -> [String] {
    let pages = try FileManager.default.contentsOfDirectory(atPath: root.appending(path: "docs").path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    return ["README.md"] + pages
  }

  static func text(of path: String) throws -> String {
    try String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  @Test func readmeIsShort() throws {
    let lines = try Self.text(of: "README.md").split(separator: "\n", omittingEmptySubsequences: false)
    let count = lines.last == "" ? lines.count - 1 : lines.count
    #expect(
      count <= Self.readmeLineLimit,
      "README.md has \(count) lines; move reference material to a page in docs/ and link it")
  }

  @Test func everyRelativeLinkInReadmeAndDocsResolves() throws {
    let documents = try Self.documents()
    #expect(documents.count > 1, "docs/ holds no page")
    var broken: [String] = []
    for path in documents {
      broken += try Self.brokenLinks(in: Self.text(of: path), of: path) { try? Self.text(of: $0) }
    }
    #expect(broken.isEmpty, "links that reach nothing:\n\(broken.joined(separator: "\n"))")
  }

  @Test func readmeLinksEveryPageInDocs() throws {
    let readme = try Self.text(of: "README.md")
    let linked = Set(Self.links(in: readme).map { String($0.split(separator: "#").first ?? "") })
    for page in try Self.documents().dropFirst() {
      #expect(linked.contains(page), "README does not link \(page)")
    }
  }

  @Test func theManPageNamesEveryPageInDocs() throws {
    let page = try Self.text(of: "docs/reactor-demo.1").split(separator: "\n")
    let seeAlso = page.drop { $0 != ".Sh SEE ALSO" }.dropFirst().prefix { !$0.hasPrefix(".Sh ") }
    let named = Set(seeAlso.filter { $0.hasPrefix(".It Pa ") }.map { String($0.dropFirst(7)) })
    #expect(named == Set(try Self.documents().dropFirst()), "Tools/man/sections.mdoc's SEE ALSO")
  }

  /// The check itself: a missing file, a missing heading and a link from a page in `docs/`
  /// taken from the root are each reported; links in code and to other sites are not links.
  @Test func aBrokenLinkIsReportedAndCodeIsNot() {
    let files = [
      "docs/a.md": "# A page\n\n## Its `--flag`, twice\n\n## Its `--flag`, twice\n",
      "README.md": "# Title\n",
    ]
    let text = """
      [fine](a.md) [fine](a.md#a-page) [fine](a.md#its---flag-twice-1) [fine](../README.md#title)
      [fine](#here) [fine](https://example.com/x.md#nowhere)
      [no file](b.md) [no heading](a.md#its-flag) [from the root](docs/a.md) [no heading](#there)
      `[code](c.md)`

      ```
      [code](d.md)
      ```

      ## Here
      """
    let broken = Self.brokenLinks(in: text, of: "docs/page.md") { files[$0] }
    #expect(
      broken == [
        "docs/page.md: b.md", "docs/page.md: a.md#its-flag", "docs/page.md: docs/a.md",
        "docs/page.md: #there",
      ])
  }

  @Test func headingsAreAnchoredAsGitHubAnchorsThem() {
    let text = """
      # reactor-demo
      ## Life of a keypress
      ## ReactorCore and ReactorTesting as libraries
      ### What a replay holds to its place, and what it cannot
      ## `--record` and [the trace](docs/x.md)
      ## Life of a keypress
      ```
      # not a heading
      ```
      """
    #expect(
      Self.anchors(in: text) == [
        "reactor-demo", "life-of-a-keypress", "reactorcore-and-reactortesting-as-libraries",
        "what-a-replay-holds-to-its-place-and-what-it-cannot", "--record-and-the-trace",
        "life-of-a-keypress-1",
      ])
  }

  // MARK: - Markdown, as far as these documents use it

  /// Every link target (`[text](target)`, `![alt](target)`) outside code, in order.
  static func links(in text: String) -> [String] {
    let prose = withoutCodeSpans(proseLines(of: text).joined(separator: "\n"))
    var targets: [String] = []
    var rest = prose[...]
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(where: { $0 == ")" || $0 == " " || $0 == "\n" }) else { break }
      if after[close] == ")" { targets.append(String(after[..<close])) }
      rest = after[close...]
    }
    return targets
  }

  /// Each relative link in `text` (the file at `path`) whose file does not exist, or whose
  /// `#fragment` names no heading of that Markdown file, as `path: target`.
  static func brokenLinks(in text: String, of path: String, read: (String) -> String?) -> [String] {
    let folder = URL(filePath: "/" + path).deletingLastPathComponent()
    var broken: [String] = []
    for target in links(in: text) where !target.contains("://") && !target.hasPrefix("mailto:") {
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let file = String(parts[0])
      let fragment = parts.count > 1 ? String(parts[1]) : nil
      let url = URL(filePath: file, relativeTo: folder).absoluteURL.standardized
      let resolved = file.isEmpty ? path : String(url.path.dropFirst())
      let exists =
        file.isEmpty || read(resolved) != nil
        || FileManager.default.fileExists(atPath: root.appending(path: resolved).path)
      guard exists else {
        broken.append("\(path): \(target)")
        continue
      }
      if let fragment, resolved.hasSuffix(".md") {
        let headings = file.isEmpty ? text : (read(resolved) ?? "")
        if !anchors(in: headings).contains(fragment) { broken.append("\(path): \(target)") }
      }
    }
    return broken
  }

  /// The anchors GitHub gives the headings: the heading's text (a link's text, not its target)
  /// lowercased, spaces turned into hyphens, and every other character that is not a letter, a
  /// digit, `-` or `_` left out; a repeated anchor gets `-1`, `-2`, ….
  static func anchors(in text: String) -> [String] {
    var seen: [String: Int] = [:]
    return proseLines(of: text).compactMap { line -> String? in
      guard line.hasPrefix("#") else { return nil }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      var slug = ""
      var inTarget = false
      var previous: Character = " "
      for character in title.lowercased() {
        defer { previous = character }
        if inTarget {
          if character == ")" { inTarget = false }
          continue
        }
        if character == "(" && previous == "]" {
          inTarget = true
        } else if character == " " {
          slug.append("-")
        } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
          slug.append(character)
        }
      }
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      return count == 0 ? slug : "\(slug)-\(count)"
    }
  }

  /// The lines outside fenced code blocks.
  static func proseLines(of text: String) -> [Substring] {
    var inFence = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        return false
      }
      return !inFence
    }
  }

  /// `text` with each code span (`` `…` ``, which may run over a line break) left out.
  static func withoutCodeSpans(_ text: String) -> String {
    var result = ""
    var inCode = false
    for character in text {
      if character == "`" {
        inCode.toggle()
      } else if !inCode {
        result.append(character)
      }
    }
    return result
  }
}
