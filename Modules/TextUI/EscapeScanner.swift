/// A state machine that recognises terminal escape sequences one scalar at a time.
///
/// It follows ECMA-48 closely enough for filtering: CSI sequences end at a final byte, string
/// sequences end at BEL or ST, and anything unexpected inside a sequence ends it early so a
/// malformed sequence cannot hide the text after it.
struct EscapeScanner {
  private enum State {
    case text
    case escape
    case escapeIntermediate
    case controlSequence
    case string
    case stringEscape
  }

  private var state = State.text

  /// Feeds one scalar and returns it when it is printable text to keep, or nil when dropped.
  mutating func consume(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let value = scalar.value
    switch state {
    case .text:
      return consumeText(scalar)

    case .escape:
      switch value {
      case 0x5B:  // [
        state = .controlSequence
      case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
        state = .string
      case 0x20...0x2F:
        state = .escapeIntermediate
      case 0x30...0x7E:
        state = .text
      default:
        // Not a valid escape: drop the ESC alone and treat this scalar as ordinary input.
        state = .text
        return consumeText(scalar)
      }
      return nil

    case .escapeIntermediate:
      switch value {
      case 0x20...0x2F:
        return nil
      case 0x30...0x7E:
        state = .text
        return nil
      default:
        state = .text
        return consumeText(scalar)
      }

    case .controlSequence:
      switch value {
      case 0x20...0x3F:
        return nil
      case 0x40...0x7E:
        state = .text
        return nil
      default:
        state = .text
        return consumeText(scalar)
      }

    case .string:
      switch value {
      case 0x07, 0x9C:
        state = .text
      case 0x1B:
        state = .stringEscape
      default:
        break
      }
      return nil

    case .stringEscape:
      if value == 0x5C {  // backslash completes ST
        state = .text
        return nil
      }
      // Terminals end the string at any ESC; this one starts the next sequence.
      state = .escape
      return consume(scalar)
    }
  }

  private mutating func consumeText(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x0A:
      return scalar
    case 0x09:
      return " "
    case 0x1B:
      state = .escape
      return nil
    case 0x9B:
      state = .controlSequence
      return nil
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
      state = .string
      return nil
    case 0x00...0x1F, 0x7F...0x9F:
      return nil
    case 0x202A...0x202E, 0x2066...0x2069:
      return nil
    default:
      return scalar
    }
  }
}
