import Foundation

/// A byte-level scanner for `Link` header values (RFC 8288 §3 and Appendix B.2).
///
/// Works on UTF-8 bytes because every delimiter in the grammar is ASCII.
struct LinkHeaderScanner {
  private let bytes: [UInt8]
  private var index = 0

  init(_ value: String) {
    bytes = Array(value.utf8)
  }

  /// Reads every link-value; a malformed one is skipped up to the next top-level comma.
  mutating func links() -> [Link] {
    var result: [Link] = []
    while true {
      skip { $0 == UInt8(ascii: ",") || Self.isWhitespace($0) }
      guard index < bytes.count else { return result }
      if let link = linkValue() {
        result.append(link)
      } else {
        skipPastTopLevelComma()
      }
    }
  }

  private mutating func linkValue() -> Link? {
    guard bytes[index] == UInt8(ascii: "<") else { return nil }
    index += 1
    guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
      index = bytes.count
      return nil
    }
    let uri = String(decoding: bytes[index..<close], as: UTF8.self)
    index = close + 1
    var link = Link(uri: uri.trimmingCharacters(in: .whitespaces))
    while true {
      skip(while: Self.isWhitespace)
      guard index < bytes.count else { return link }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        return link
      case UInt8(ascii: ";"):
        index += 1
        parameter(into: &link)
      default:
        return nil
      }
    }
  }

  private mutating func parameter(into link: inout Link) {
    skip(while: Self.isWhitespace)
    let name = read(while: \.isHTTPTokenByte).lowercased()
    skip(while: Self.isWhitespace)
    var value = ""
    if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
      index += 1
      skip(while: Self.isWhitespace)
      value = index < bytes.count && bytes[index] == UInt8(ascii: "\"") ? quotedString() : unquotedValue()
    }
    // RFC 8288 §3.3: occurrences of `rel` after the first are ignored; the same rule is
    // applied to every parameter so a repeated name cannot replace an earlier value.
    guard !name.isEmpty, link.parameters[name] == nil else { return }
    link.parameters[name] = value
    if name == "rel" {
      link.relations = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
    }
  }

  private mutating func quotedString() -> String {
    index += 1
    var result: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\"), index < bytes.count {
        result.append(bytes[index])
        index += 1
      } else {
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Reads a token-like value; servers send unquoted values with characters beyond `tchar`.
  private mutating func unquotedValue() -> String {
    read { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: ",") && !Self.isWhitespace($0) }
  }

  /// Skips a malformed link-value without splitting on commas inside quotes or `<…>`.
  private mutating func skipPastTopLevelComma() {
    var inQuotes = false
    var inURI = false
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if inQuotes {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inQuotes = false }
      } else if inURI {
        inURI = byte != UInt8(ascii: ">")
      } else if byte == UInt8(ascii: "\"") {
        inQuotes = true
      } else if byte == UInt8(ascii: "<") {
        inURI = true
      } else if byte == UInt8(ascii: ",") {
        return
      }
    }
  }

  private mutating func skip(while predicate: (UInt8) -> Bool) {
    while index < bytes.count, predicate(bytes[index]) { index += 1 }
  }

  private mutating func read(while predicate: (UInt8) -> Bool) -> String {
    let start = index
    skip(while: predicate)
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
      || byte == UInt8(ascii: "\n")
  }
}
