/// A small, fast, deterministic random source (SplitMix64), seeded from text: the same seed
/// gives the same numbers on every machine and every run.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  /// Seeds from the FNV-1a hash of `seed` and `page`.
  init(seed: String, page: Int) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(seed)\u{0}\(page)".utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    state = hash
  }

  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var value = state
    value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
    value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
    return value ^ (value >> 31)
  }

  /// A number in `0..<bound`; the tiny bias of a multiply-shift does not matter for sample data,
  /// and it keeps the sequence independent of the standard library's algorithms.
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "an empty range has no numbers")
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in `range`.
  mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// `pattern` with each `#` replaced by a digit and each `@` by a capital letter.
  mutating func fill(_ pattern: String) -> String {
    var text = ""
    for character in pattern {
      switch character {
      case "#": text += String(below(10))
      case "@": text.append(Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8(below(26)))))
      default: text.append(character)
      }
    }
    return text
  }
}
