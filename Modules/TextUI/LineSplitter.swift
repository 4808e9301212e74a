/// Splits a byte stream into lines, keeping a partial line until its newline arrives.
struct LineSplitter {
  private var buffer: [UInt8] = []

  /// Adds `bytes` and returns every line they complete, without "\n" or a trailing "\r".
  ///
  /// Invalid UTF-8 becomes U+FFFD. A character split across two reads decodes correctly,
  /// because only whole lines are decoded.
  mutating func append(_ bytes: some Sequence<UInt8>) -> [String] {
    buffer.append(contentsOf: bytes)
    var lines: [String] = []
    var start = 0
    while let newline = buffer[start...].firstIndex(of: 0x0A) {
      lines.append(Self.decode(buffer[start..<newline]))
      start = newline + 1
    }
    buffer.removeFirst(start)
    return lines
  }

  /// Returns the last line when the input ended without a newline, and clears the buffer.
  mutating func finish() -> String? {
    defer { buffer.removeAll() }
    return buffer.isEmpty ? nil : Self.decode(buffer[...])
  }

  private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
    let content = bytes.last == 0x0D ? bytes.dropLast() : bytes
    return String(decoding: content, as: UTF8.self)
  }
}
