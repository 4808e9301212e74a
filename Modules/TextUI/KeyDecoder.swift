/// Turns raw terminal input bytes into ``Key`` values.
///
/// The decoder is a pure value: feed it whatever `read(2)` returned and it keeps any incomplete
/// UTF-8 character or escape sequence for the next call. An ESC that ends a chunk is taken to be
/// the Escape key, since terminals write a whole sequence at once; ESC and a character in one
/// chunk is that character with Alt (``Key/alt(_:)``), as readline reads Meta. Mouse reports
/// (X10, SGR, urxvt) are read whole and dropped: none of their bytes is a key.
///
/// Text pasted with bracketed paste on (``TTYScreen`` turns it on) comes between
/// ``Key/pasteStart`` and ``Key/pasteEnd`` as characters only: a line break in it is a space
/// and other control keys are dropped, so a paste into a field stays in the field, and where no
/// field takes it, the app can drop it whole.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  private var lastWasCarriageReturn = false
  private var isPasting = false

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Decodes `bytes`, returning every key completed by them.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var text = String.UnicodeScalarView()
    var index = 0
    while index < pending.count {
      let step = KeyDecoder.step(pending, at: index)
      guard case .complete(let length, let item) = step else { break }
      index += length
      switch item {
      case .pasteStart, .pasteEnd:
        flushText(&text, into: &keys)
        isPasting = item == .pasteStart
        keys.append(isPasting ? .pasteStart : .pasteEnd)
        lastWasCarriageReturn = false
        continue
      case .key(.enter) where isPasting, .key(.tab) where isPasting:
        // One space for a line break, CR LF included: a field holds one line.
        let byte = pending[index - length]
        if !(byte == 0x0A && lastWasCarriageReturn) { text.append(" ") }
        lastWasCarriageReturn = byte == 0x0D
        continue
      case .key(.interrupt) where isPasting, .key(.escape) where isPasting:
        // A paste whose end mark never came (a link dropped mid-paste) must not hold every key:
        // Ctrl-C or Esc ends it, and Ctrl-C still interrupts.
        flushText(&text, into: &keys)
        isPasting = false
        keys.append(.pasteEnd)
        if item == .key(.interrupt) { keys.append(.interrupt) }
        lastWasCarriageReturn = false
        continue
      case .key where isPasting, .ignored where isPasting:
        lastWasCarriageReturn = false
        continue
      case .scalar(let scalar):
        text.append(scalar)
        lastWasCarriageReturn = false
        continue
      default:
        break
      }
      flushText(&text, into: &keys)
      if case .key(let key) = item {
        appendKey(key, byte: pending[index - length], into: &keys)
      } else {
        lastWasCarriageReturn = false
      }
    }
    flushText(&text, into: &keys)
    pending.removeFirst(index)
    return keys
  }

  /// Returns keys for whatever is still pending and clears it, e.g. when input ends.
  ///
  /// A pending escape prefix becomes ``Key/escape``, or ends a paste that never ended; an
  /// incomplete UTF-8 character is dropped.
  public mutating func flush() -> [Key] {
    defer {
      pending.removeAll()
      lastWasCarriageReturn = false
      isPasting = false
    }
    if isPasting { return [.pasteEnd] }
    return pending.first == 0x1B ? [.escape] : []
  }

  private mutating func appendKey(_ key: Key, byte: UInt8, into keys: inout [Key]) {
    // CR LF is one Enter even when the two bytes arrive in different reads.
    let isLineFeedAfterReturn = byte == 0x0A && lastWasCarriageReturn
    lastWasCarriageReturn = byte == 0x0D
    if !isLineFeedAfterReturn { keys.append(key) }
  }

  private func flushText(_ text: inout String.UnicodeScalarView, into keys: inout [Key]) {
    guard !text.isEmpty else { return }
    // Grouping the scalars of one read into graphemes keeps an emoji ZWJ sequence, a flag or
    // a base letter with its combining marks as one key.
    for character in String(text) {
      keys.append(.character(character))
    }
    text.removeAll()
  }
}
