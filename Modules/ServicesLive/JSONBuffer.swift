/// JSON text built as UTF-8 bytes, for the offline generator: appending bytes is several times
/// faster than interpolating strings, which matters for a 5,000-person page.
struct JSONBuffer {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends literal JSON text.
  mutating func raw(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends bytes made earlier (a quoted string from ``quoted(_:)``).
  mutating func append(_ part: [UInt8]) {
    bytes.append(contentsOf: part)
  }

  /// Appends `value` in decimal, zero-padded to `width` digits.
  mutating func int(_ value: Int, width: Int = 1) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var rest = value.magnitude
    var divisor: UInt = 1
    var digits = 1
    while divisor <= rest / 10 {
      divisor *= 10
      digits += 1
    }
    for _ in digits..<max(width, digits) { bytes.append(UInt8(ascii: "0")) }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// Appends `value` as `width` lowercase hexadecimal digits.
  mutating func hex(_ value: UInt64, width: Int) {
    for shift in stride(from: (width - 1) * 4, through: 0, by: -4) {
      let digit = UInt8((value >> UInt64(shift)) & 0xF)
      bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
    }
  }

  /// Appends `pattern` with each `#` replaced by a random digit and each `@` by a capital letter.
  mutating func fill(_ pattern: [UInt8], _ random: inout SeededRandom) {
    for byte in pattern {
      switch byte {
      case UInt8(ascii: "#"): bytes.append(UInt8(ascii: "0") + UInt8(random.below(10)))
      case UInt8(ascii: "@"): bytes.append(UInt8(ascii: "A") + UInt8(random.below(26)))
      default: bytes.append(byte)
      }
    }
  }

  /// `text` as a JSON string literal, quotes included.
  static func quoted(_ text: String) -> [UInt8] {
    var result: [UInt8] = [UInt8(ascii: "\"")]
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        result += [UInt8(ascii: "\\"), byte]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        result += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default:
        result.append(byte)
      }
    }
    result.append(UInt8(ascii: "\""))
    return result
  }
}
