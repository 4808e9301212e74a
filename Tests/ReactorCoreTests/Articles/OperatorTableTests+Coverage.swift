import Foundation
import Testing

// The check that the operator table in "Coming from ReactorKit" has no row these tests miss.
extension OperatorTableTests {
  /// The ReactorCore code of every row (the second column's code spans that are expressions or
  /// statements, not names) appears in this file, verbatim.
  @Test func everyRowOfTheTableIsRunHere() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appending(path: "Modules/ReactorCore/ReactorCore.docc/ComingFromReactorKit.md"),
      encoding: .utf8)
    // The files whose tests run the rows: OperatorTableTests.swift and its extension with the
    // rows of RxSwift's names.
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let source = try ["OperatorTableTests.swift", "OperatorTableTests+RxNames.swift"]
      .map { folder.appending(path: $0) }
      .map { try String(contentsOf: $0, encoding: .utf8) }.joined()
    // The side-by-side table: from its heading to the next paragraph that is not a row.
    let table = article.split(separator: "\n").drop { !$0.hasPrefix("### ReactorKit and RxSwift") }
      .drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    let rows = table.filter { !$0.hasPrefix("| ReactorKit") && !$0.hasPrefix("| ---") }
    #expect(rows.count == 41)
    var checked = 0
    for row in rows {
      let cells = row.split(separator: " | ", omittingEmptySubsequences: false)
      guard cells.count >= 2 else { continue }
      for span in Self.codeSpans(in: String(cells[1])) where Self.isCode(span) {
        checked += 1
        #expect(source.contains(span), "not run here: \(span)")
      }
    }
    #expect(checked >= 15)
  }

  /// The single-backtick spans of a Markdown cell (DocC's double-backtick links left out).
  static func codeSpans(in cell: String) -> [String] {
    let withoutLinks = cell.replacing(/``[^`]+``/, with: "")
    return withoutLinks.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// Whether a span is code to run rather than a name (`concat`, `take(until:)`).
  static func isCode(_ span: String) -> Bool {
    (span.contains("(") && !span.hasSuffix(":)")) || span.contains(" = ")
  }
}
