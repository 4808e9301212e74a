import FuzzSupport

@testable import TextUI

// Terminal input: whatever bytes arrive, KeyDecoder never traps or stalls, each step consumes at
// least one byte, only a true prefix of a sequence waits for more, characters are never control
// characters, and reading the same bytes in other chunks gives the same keys. Plain mode's
// LineSplitter gives one line per line feed, whatever the chunks.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzKeys(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  let chunkSize = Int(input.byte() % 7) + 1
  let bytes = Array(input.rest)

  checkSteps(bytes)

  var whole = KeyDecoder()
  let keys = whole.decode(bytes) + whole.flush()
  for case .character(let character) in keys {
    invariant(
      character.unicodeScalars.allSatisfy { $0.value >= 0xA0 || (0x20..<0x7F).contains($0.value) },
      "a control character became a key: \(character.unicodeScalars.map(\.value))")
  }
  invariant(whole.decode([UInt8(ascii: "a")]) == [.character("a")], "bytes stayed pending after flush")

  // An ESC that ends a read is the Escape key by design, so chunks never end right after one.
  var chunked = KeyDecoder()
  var chunkedKeys: [Key] = []
  var start = 0
  while start < bytes.count {
    var end = min(start + chunkSize, bytes.count)
    while end < bytes.count, bytes[end - 1] == 0x1B { end += 1 }
    chunkedKeys += chunked.decode(bytes[start..<end])
    start = end
  }
  chunkedKeys += chunked.flush()
  // Graphemes are grouped within one read only, so compare scalar by scalar.
  invariant(scalars(keys) == scalars(chunkedKeys), "chunks of \(chunkSize) decode differently")
  checkField(keys)
  checkLines(bytes, chunkSize: chunkSize)
  return 0
}

/// Plain mode's line input: one line per LF, none holding an LF, whatever the chunks.
private func checkLines(_ bytes: [UInt8], chunkSize: Int) {
  var whole = LineSplitter()
  var lines = whole.append(bytes)
  lines += whole.finish().map { [$0] } ?? []
  let breaks = bytes.count { $0 == 0x0A }
  invariant(lines.count == breaks + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0), "\(lines.count) lines")
  invariant(lines.allSatisfy { !$0.utf8.contains(0x0A) }, "a line holds a line feed")
  var chunked = LineSplitter()
  var chunkedLines: [String] = []
  var start = 0
  while start < bytes.count {
    let end = min(start + chunkSize, bytes.count)
    chunkedLines += chunked.append(bytes[start..<end])
    start = end
  }
  chunkedLines += chunked.finish().map { [$0] } ?? []
  invariant(chunkedLines == lines, "chunks of \(chunkSize) split lines differently")
}

/// Walks the bytes step by step the way `decode` does.
private func checkSteps(_ bytes: [UInt8]) {
  var index = 0
  while index < bytes.count {
    switch KeyDecoder.step(bytes, at: index) {
    case .complete(let length, _):
      invariant(length >= 1 && index + length <= bytes.count, "step of \(length) at \(index)")
      index += length
    case .incomplete:
      invariant(isPrefixOfSequence(bytes[index...]), "incomplete at \(index) but no sequence starts there")
      return
    }
  }
}

/// Whether `rest` can still become an escape sequence or a UTF-8 character.
private func isPrefixOfSequence(_ rest: ArraySlice<UInt8>) -> Bool {
  let bytes = Array(rest)
  switch bytes[0] {
  case 0x1B:
    guard bytes.count >= 2 else { return false }
    switch bytes[1] {
    case UInt8(ascii: "O"):
      // `ESC O`, a modifier's digits (`ESC O 5`), then the final byte.
      return bytes.dropFirst(2).allSatisfy { (0x30...0x3F).contains($0) }
    case UInt8(ascii: "["):
      // An X10 mouse report is `ESC [ M` and three raw bytes, whatever they are.
      if bytes.count >= 3, bytes[2] == UInt8(ascii: "M") { return bytes.count < 6 }
      return bytes.dropFirst(2).allSatisfy { (0x20...0x3F).contains($0) }
    case 0x80...:
      // Alt with a character that takes several bytes: ESC and that character's start.
      return isPrefixOfSequence(rest.dropFirst())
    default:
      return false
    }
  case 0xC2...0xDF:
    return bytes.count < 2 && bytes.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }
  case 0xE0...0xEF:
    return bytes.count < 3 && bytes.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }
  case 0xF0...0xF4:
    return bytes.count < 4 && bytes.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }
  default:
    return false
  }
}

private enum Decoded: Equatable {
  case scalar(UInt32)
  case key(Key)
}

private func scalars(_ keys: [Key]) -> [Decoded] {
  keys.flatMap { key -> [Decoded] in
    if case .character(let character) = key { return character.unicodeScalars.map { .scalar($0.value) } }
    return [.key(key)]
  }
}

runFuzzer(fuzzKeys)

/// Every key typed into a field: its cursor stays within its text, and its limit holds.
func checkField(_ keys: [Key]) {
  var field = TextField(limit: 12)
  for key in keys {
    guard case .edited(let next) = field.edit(key) else { continue }
    field = next
    invariant((0...field.text.count).contains(field.cursor), "cursor \(field.cursor) of \(field.text.count)")
    invariant(field.text.count <= 12, "a field of 12 holds \(field.text.count)")
    // Scalars, not characters: a prepended mark (U+0600) joins the cursor into one character.
    invariant(field.shown.unicodeScalars.contains("▏"), "the cursor is not shown")
  }
}
