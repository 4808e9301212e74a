import Foundation

/// A forward-only reader of JSON bytes, for decoding one known shape in a single pass without
/// building a tree first: what makes a 5,000-person page quick to read.
///
/// It accepts only valid JSON (RFC 8259); nesting deeper than ``maxDepth`` is refused rather than
/// followed, so hostile input cannot exhaust the stack.
struct JSONCursor {
  /// Why reading stopped.
  struct Failure: Error, Equatable {
    let reason: String

    static let notJSON = Failure(reason: "not JSON")
  }

  static let maxDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  /// For each open object or array: whether its first member is still to come.
  private var awaitingFirst: [Bool] = []

  init(_ data: Data) {
    bytes = [UInt8](data)
  }

  // MARK: - Structure

  /// Whether the next value is an object.
  mutating func isAtObject() -> Bool {
    skipWhitespace()
    return index < bytes.count && bytes[index] == UInt8(ascii: "{")
  }

  /// Opens an object; then ``nextKey()`` until it returns nil.
  mutating func beginObject() throws(Failure) {
    try open(UInt8(ascii: "{"), "expected an object")
  }

  /// The next key of the open object (its value is to be read next), or nil after its end.
  mutating func nextKey() throws(Failure) -> String? {
    guard try nextMember(closing: UInt8(ascii: "}")) else { return nil }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw .notJSON }
    let key = try readString()
    try expect(UInt8(ascii: ":"))
    return key
  }

  /// Opens an array; then ``nextElement()`` until it returns false.
  mutating func beginArray() throws(Failure) {
    try open(UInt8(ascii: "["), "expected a list")
  }

  /// Whether another element of the open array follows (to be read next); false after its end.
  mutating func nextElement() throws(Failure) -> Bool {
    try nextMember(closing: UInt8(ascii: "]"))
  }

  /// Checks that nothing but whitespace is left.
  mutating func end() throws(Failure) {
    skipWhitespace()
    guard index == bytes.count else { throw .notJSON }
  }

  // MARK: - Values

  /// A string value.
  mutating func readString() throws(Failure) -> String {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw Failure(reason: "expected a string")
    }
    index += 1
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        defer { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
      case UInt8(ascii: "\\"):
        return try readEscapedString(from: start)
      case 0..<0x20:
        throw .notJSON
      default:
        index += 1
      }
    }
    throw .notJSON
  }

  /// A number without fraction or exponent that fits an `Int`.
  mutating func readInt() throws(Failure) -> Int {
    skipWhitespace()
    let start = index
    try skipNumber()
    let text = bytes[start..<index]
    guard !text.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }),
      let value = Int(String(decoding: text, as: UTF8.self))
    else { throw Failure(reason: "expected a whole number") }
    return value
  }

  /// A string, or a whole number as its digits (randomuser.me's postcodes come as either).
  mutating func readStringOrInt() throws(Failure) -> String {
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { return try readString() }
    guard let value = try? readInt() else { throw Failure(reason: "expected a string or a whole number") }
    return String(value)
  }

  /// Reads past one value of any kind.
  mutating func skipValue() throws(Failure) {
    skipWhitespace()
    guard index < bytes.count else { throw .notJSON }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      try beginObject()
      while try nextKey() != nil { try skipValue() }
    case UInt8(ascii: "["):
      try beginArray()
      while try nextElement() { try skipValue() }
    case UInt8(ascii: "\""):
      _ = try readString()
    case UInt8(ascii: "t"): try expectWord("true")
    case UInt8(ascii: "f"): try expectWord("false")
    case UInt8(ascii: "n"): try expectWord("null")
    default: try skipNumber()
    }
  }

  // MARK: - Bytes

  private mutating func open(_ bracket: UInt8, _ reason: String) throws(Failure) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == bracket else { throw Failure(reason: reason) }
    guard awaitingFirst.count < Self.maxDepth else { throw Failure(reason: "nested too deeply") }
    index += 1
    awaitingFirst.append(true)
  }

  /// Moves to the next member of the innermost object or array; false (and closed) at its end.
  private mutating func nextMember(closing: UInt8) throws(Failure) -> Bool {
    skipWhitespace()
    guard index < bytes.count, let isFirst = awaitingFirst.last else { throw .notJSON }
    if bytes[index] == closing {
      index += 1
      awaitingFirst.removeLast()
      return false
    }
    if isFirst {
      awaitingFirst[awaitingFirst.count - 1] = false
    } else {
      try expect(UInt8(ascii: ","))
    }
    return true
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
      default: return
      }
    }
  }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == byte else { throw .notJSON }
    index += 1
  }

  private mutating func expectWord(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw .notJSON }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw .notJSON
    }
    index += count
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
  private mutating func skipNumber() throws(Failure) {
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw .notJSON }
    if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw .notJSON }
      skipDigits()
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else { throw .notJSON }
      skipDigits()
    }
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}

extension JSONCursor {
  /// The rest of a string that has escapes, from `start` (just after its opening quote).
  fileprivate mutating func readEscapedString(from start: Int) throws(Failure) -> String {
    var utf8 = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { throw .notJSON }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"): utf8.append(contentsOf: String(try readUnicodeEscape()).utf8)
        default: throw .notJSON
        }
      case 0..<0x20:
        throw .notJSON
      default:
        utf8.append(byte)
      }
    }
    throw .notJSON
  }

  /// The scalar of `\uXXXX` (the `\u` already read), joining a surrogate pair; a lone surrogate
  /// becomes U+FFFD, as decoding invalid UTF-8 does.
  private mutating func readUnicodeEscape() throws(Failure) -> Character {
    let first = try readHex4()
    guard (0xD800..<0xDC00).contains(first) else {
      return Character(Unicode.Scalar(first) ?? "\u{FFFD}")
    }
    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
    else {
      return "\u{FFFD}"
    }
    let saved = index
    index += 2
    let second = try readHex4()
    guard (0xDC00..<0xE000).contains(second) else {
      index = saved
      return "\u{FFFD}"
    }
    let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    return Character(Unicode.Scalar(value) ?? "\u{FFFD}")
  }

  private mutating func readHex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw .notJSON }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8 =
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: throw .notJSON
        }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}
