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

  private static func escapeSequence(_ bytes: [UInt8], at index: Int) -> Step {
    guard index + 1 < bytes.count else { return .complete(length: 1, .key(.escape)) }
    switch bytes[index + 1] {
    case UInt8(ascii: "["):
      return controlSequence(bytes, at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < bytes.count else { return .incomplete }
      let key = cursorKey(final: bytes[index + 2])
      return .complete(length: 3, key.map(Item.key) ?? .ignored)
    default:
      // ESC followed by anything else is Escape, then that key on its own (Alt-x style).
      return .complete(length: 1, .key(.escape))
    }
  }

  private static func controlSequence(_ bytes: [UInt8], at index: Int) -> Step {
    var end = index + 2
    while end < bytes.count {
      let byte = bytes[end]
      if (0x40...0x7E).contains(byte) {
        let parameters = bytes[(index + 2)..<end]
        let length = end - index + 1
        if byte == UInt8(ascii: "~"), parameters.elementsEqual("200".utf8) {
          return .complete(length: length, .pasteStart)
        }
        if byte == UInt8(ascii: "~"), parameters.elementsEqual("201".utf8) {
          return .complete(length: length, .pasteEnd)
        }
        let key = csiKey(parameters: parameters, final: byte)
        return .complete(length: length, key.map(Item.key) ?? .ignored)
      }
      guard (0x20...0x3F).contains(byte) else {
        // A malformed sequence: drop what was read so far and decode the rest normally.
        return .complete(length: end - index, .ignored)
      }
      end += 1
    }
    return .incomplete
  }

  private static func csiKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
    if final == UInt8(ascii: "~") {
      // The first parameter names the key; any after a ";" are modifiers, ignored here.
      let first = parameters.prefix(while: { $0 != UInt8(ascii: ";") })
      switch String(decoding: first, as: UTF8.self) {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      case "5": return .pageUp
      case "6": return .pageDown
      default: return nil
      }
    }
    return cursorKey(final: final)
  }

  private static func cursorKey(final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  private static func utf8Scalar(_ bytes: [UInt8], at index: Int) -> Step {
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
