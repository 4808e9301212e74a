import FuzzSupport

@testable import TextUI

// The sanitiser and the layout built on it: cleaned text never holds ESC, C0/C1 controls (but
// the newline) or bidi controls; cleaning twice changes nothing; and the widths DisplayWidth
// gives are what truncating, padding and wrapping the cleaned text produce, and what cutting
// styled text (StyleScanner) keeps.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSanitizer(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  let width = Int(input.byte() % 40)
  let text = String(decoding: input.rest, as: UTF8.self)

  let clean = Sanitizer.clean(text)
  invariant(clean.unicodeScalars.allSatisfy { isAllowed($0, newline: true) }, "clean kept \(dump(clean))")
  invariant(Sanitizer.clean(clean) == clean, "cleaning twice changed \(dump(clean))")
  let line = Sanitizer.cleanLine(text)
  invariant(line.unicodeScalars.allSatisfy { isAllowed($0, newline: false) }, "cleanLine kept \(dump(line))")

  // What a row of the screen is measured with, and what it is cut and padded to.
  let lineWidth = DisplayWidth.of(line)
  invariant(lineWidth == line.reduce(0) { $0 + DisplayWidth.of($1) }, "width is not the sum of graphemes")
  invariant(lineWidth <= 2 * line.count, "wider than two columns a grapheme")
  invariant(line.visibleWidthIgnoringStyles() == lineWidth, "styled width differs without styles")
  let cut = line.truncated(toWidth: width)
  invariant(DisplayWidth.of(cut) <= width, "cut to \(width) is \(DisplayWidth.of(cut)) wide: \(dump(line))")
  // Zero or less gives an empty string, as documented, even for text that takes no column.
  invariant(width <= 0 || lineWidth > width || cut == line, "text that fits was cut")
  if width > 0 {
    let padded = line.padded(toWidth: width)
    invariant(DisplayWidth.of(padded) <= width, "padded to \(width) is wider: \(dump(line))")
    invariant(DisplayWidth.of(padded) >= width - 1, "padded to \(width) is narrower: \(dump(line))")
  }
  invariant(DisplayWidth.of(line.truncatedKeepingStyles(toWidth: width)) <= width, "styled cut too wide")
  // Text with its colour codes still in (the image viewer's rows) is cut by what shows.
  let styled = text.truncatedKeepingStyles(toWidth: width)
  invariant(styled.visibleWidthIgnoringStyles() <= width, "styled text cut to \(width): \(dump(styled))")

  for wrapped in clean.wrapped(toWidth: width) {
    let wrappedWidth = DisplayWidth.of(wrapped)
    // The one documented exception: a wide character alone on a one-column line.
    let isLoneWide = wrapped.count == 1 && wrappedWidth == 2
    invariant(wrappedWidth <= max(width, 1) || isLoneWide, "wrapped line too wide: \(dump(wrapped))")
  }
  let words = clean.split(whereSeparator: { $0 == " " || $0.isNewline }).joined()
  // Each line is split on its own: joined first, a mark that prepends (U+0600) ending one line
  // would merge with the next line's first character and hide the space between them.
  let wrappedWords = clean.wrapped(toWidth: width).flatMap { $0.split(separator: " ") }.joined()
  invariant(
    words.unicodeScalars.elementsEqual(wrappedWords.unicodeScalars), "wrapping lost text: \(dump(clean))")
  return 0
}

private func isAllowed(_ scalar: Unicode.Scalar, newline: Bool) -> Bool {
  switch scalar.value {
  case 0x0A: newline
  case 0x00...0x1F, 0x7F...0x9F: false
  case 0x202A...0x202E, 0x2066...0x2069: false
  default: true
  }
}

private func dump(_ text: String) -> String {
  text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
}

runFuzzer(fuzzSanitizer)
