extension KeyDecoder {
  /// What one step of decoding found.
  enum Item: Equatable {
    case key(Key)
    case scalar(Unicode.Scalar)
    case ignored
    /// `ESC [200~`: what follows was pasted, not typed (bracketed paste).
    case pasteStart
    /// `ESC [201~`: the paste has ended.
    case pasteEnd
  }

  /// The outcome of looking at the bytes from one position.
  enum Step: Equatable {
    case complete(length: Int, Item)
    case incomplete
  }

  /// Decodes one key, character or ignorable sequence starting at `index`.
  static func step(_ bytes: [UInt8], at index: Int) -> Step {
    let byte = bytes[index]
    switch byte {
    case 0x1B:
      return escapeSequence(bytes, at: index)
    case 0x0D, 0x0A:
      return .complete(length: 1, .key(.enter))
    case 0x7F, 0x08:
      return .complete(length: 1, .key(.backspace))
    case 0x09:
      return .complete(length: 1, .key(.tab))
    case 0x03:
      return .complete(length: 1, .key(.interrupt))
    case 0x04:
      return .complete(length: 1, .key(.endOfInput))
    case 0x01...0x1A:
      // Ctrl-A is 0x01 and Ctrl-Z 0x1A: the letter is the byte plus 0x60.
      return .complete(length: 1, .key(.control(Character(Unicode.Scalar(byte + 0x60)))))
    case 0x00..<0x20:
      return .complete(length: 1, .ignored)
    case 0x20..<0x7F:
      return .complete(length: 1, .scalar(Unicode.Scalar(byte)))
    default:
      return utf8Scalar(bytes, at: index)
    }
  }

  static func utf8Scalar(_ bytes: [UInt8], at index: Int) -> Step {
    let lead = bytes[index]
    let length: Int
    let minimum: UInt32
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
    default: return .complete(length: 1, .ignored)
    }
    for offset in 1..<length {
      guard index + offset < bytes.count else { return .incomplete }
      let byte = bytes[index + offset]
      // A missing continuation byte invalidates only the lead; the next byte starts afresh.
      guard byte & 0xC0 == 0x80 else { return .complete(length: 1, .ignored) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    // Overlong forms, surrogates and C1 controls are not keys anyone typed.
    guard value >= minimum, value >= 0xA0, let scalar = Unicode.Scalar(value) else {
      return .complete(length: length, .ignored)
    }
    return .complete(length: length, .scalar(scalar))
  }
}
