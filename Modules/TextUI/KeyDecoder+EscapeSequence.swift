extension KeyDecoder {
  /// Decodes what starts with ESC at `index`: a control sequence, a cursor key, an Alt key, a
  /// mouse report to drop, or Escape alone.
  static func escapeSequence(_ bytes: [UInt8], at index: Int) -> Step {
    guard index + 1 < bytes.count else { return .complete(length: 1, .key(.escape)) }
    let next = bytes[index + 1]
    switch next {
    case UInt8(ascii: "["):
      return controlSequence(bytes, at: index)
    case UInt8(ascii: "O"):
      return singleShift(bytes, at: index)
    case 0x7F, 0x08:
      return .complete(length: 2, .key(.altBackspace))
    case 0x20..<0x7F:
      // A terminal sends Alt (Meta) with a key as ESC and the key, in one write.
      return .complete(length: 2, .key(.alt(Character(Unicode.Scalar(next)))))
    case 0x80...:
      switch utf8Scalar(bytes, at: index + 1) {
      case .incomplete: return .incomplete
      case .complete(let length, .scalar(let scalar)):
        return .complete(length: length + 1, .key(.alt(Character(scalar))))
      case .complete: return .complete(length: 1, .key(.escape))
      }
    default:
      // ESC before a control byte or another ESC is Escape, then that key on its own.
      return .complete(length: 1, .key(.escape))
    }
  }

  /// `ESC O` and a final byte (the cursor keys in application mode), with the modifier some
  /// terminals put between them (`ESC O 5 D`); rxvt sends Ctrl-← and Ctrl-→ as `ESC O d`, `ESC O c`.
  private static func singleShift(_ bytes: [UInt8], at index: Int) -> Step {
    var end = index + 2
    while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else { return .incomplete }
    let final = bytes[end]
    let key: Key? =
      switch final {
      case UInt8(ascii: "d"): .controlLeft
      case UInt8(ascii: "c"): .controlRight
      default: cursorKey(final: final, modifier: modifier(bytes[(index + 2)..<end]))
      }
    return .complete(length: end - index + 1, key.map(Item.key) ?? .ignored)
  }

  private static func controlSequence(_ bytes: [UInt8], at index: Int) -> Step {
    if index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "M") {
      // An X10 mouse report: `ESC [ M` and three raw bytes (button, column, row), any of which
      // would otherwise be read as typed keys.
      return index + 5 < bytes.count ? .complete(length: 6, .ignored) : .incomplete
    }
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
        // SGR (`ESC [ < b ; x ; y M`) and urxvt (`ESC [ b ; x ; y M`) mouse reports end here
        // too, and name no key: they are read whole and dropped.
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
    return cursorKey(final: final, modifier: modifier(parameters))
  }

  /// The modifier of a cursor key: xterm's second parameter (`1;5` is Ctrl), or a lone first
  /// one as older terminals send it (`ESC [ 5 D`); 1 for none.
  private static func modifier(_ parameters: ArraySlice<UInt8>) -> Int {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    let field = fields.count > 1 ? fields[1] : fields.first ?? []
    return Int(String(decoding: field, as: UTF8.self)) ?? 1
  }

  private static func cursorKey(final: UInt8, modifier: Int = 1) -> Key? {
    // xterm counts modifiers from 1 up: Shift adds 1, Alt 2, Ctrl 4. Ctrl-← and Ctrl-→ move by
    // words, as readline moves; any other modifier leaves the arrow an arrow.
    let hasControl = modifier > 1 && (modifier - 1) & 4 != 0
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return hasControl ? .controlRight : .right
    case UInt8(ascii: "D"): return hasControl ? .controlLeft : .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return nil
    }
  }
}
