import Testing

@testable import TextUI

/// Text the sanitizer fuzz target found: a mark that prepends to what follows it (U+0600) at the
/// end of a line, the next line indented. Wrapping may break a long word, but keeps every
/// character of every word, in order, at every width.
struct WrappingFuzzFindingTests {
  @Test(arguments: 0...40)
  func wrappingKeepsEveryWordWhenAPrependedMarkEndsALine(width: Int) {
    let text = "exn, caf\u{e9}, \u{d55c}\u{fffd} \u{c5b4}, \u{fffd}\u{600}\n ] \u{ff}"
    let words = text.split(whereSeparator: { $0 == " " || $0.isNewline }).joined()
    let wrappedWords = text.wrapped(toWidth: width).flatMap { $0.split(separator: " ") }.joined()
    #expect(Array(wrappedWords.unicodeScalars) == Array(words.unicodeScalars))
  }
}
