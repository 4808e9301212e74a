import Testing
import TextUI

@Suite struct KeyDecoderTests {
  private func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test func decodesCsiAndSs3Arrows() {
    #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
  }

  @Test func decodesPagingAndEditingKeys() {
    #expect(decode("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
    #expect(
      decode("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH\u{1B}OF") == [.home, .end, .home, .end, .home, .end])
    #expect(decode("\u{1B}[3~") == [.delete])
  }

  @Test func ignoresModifiersOnArrows() {
    #expect(decode("\u{1B}[1;5A\u{1B}[5;2~") == [.up, .pageUp])
  }

  @Test func decodesPlainCharacters() {
    #expect(decode("q+?") == [.character("q"), .character("+"), .character("?")])
  }

  @Test func decodesKoreanAndEmoji() {
    #expect(decode("한👍") == [.character("한"), .character("👍")])
    #expect(decode("🇰🇷") == [.character("🇰🇷")])
  }

  @Test func decodesUtf8SplitAcrossCalls() {
    var decoder = KeyDecoder()
    let bytes = Array("한".utf8)
    #expect(decoder.decode(bytes[0..<1]) == [])
    #expect(decoder.decode(bytes[1..<2]) == [])
    #expect(decoder.decode(bytes[2..<3] + Array("a".utf8)) == [.character("한"), .character("a")])
  }

  @Test func decodesEmojiSplitAcrossCalls() {
    var decoder = KeyDecoder()
    let bytes = Array("👍".utf8)
    #expect(decoder.decode(bytes.prefix(2)) == [])
    #expect(decoder.decode(bytes.suffix(2)) == [.character("👍")])
  }

  @Test func decodesEscapeSequenceSplitAcrossCalls() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "[")]) == [])
    #expect(decoder.decode([UInt8(ascii: "5")]) == [])
    #expect(decoder.decode([UInt8(ascii: "~")]) == [.pageUp])
  }

  @Test func loneEscapeIsTheEscapeKey() {
    #expect(decode("\u{1B}") == [.escape])
    #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
    #expect(decode("\u{1B}\r") == [.escape, .enter])
  }

  @Test func controlKeys() {
    #expect(decode("\u{03}") == [.interrupt])
    #expect(decode("\u{04}") == [.endOfInput])
    #expect(decode("\u{7F}\u{08}\t") == [.backspace, .backspace, .tab])
  }

  @Test func carriageReturnAndLineFeed() {
    #expect(decode("\r") == [.enter])
    #expect(decode("\n") == [.enter])
    #expect(decode("\r\n") == [.enter])
    #expect(decode("\n\n") == [.enter, .enter])
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x0D]) == [.enter])
    #expect(decoder.decode([0x0A]) == [])
  }

  @Test func skipsInvalidUtf8AndUnknownSequences() {
    #expect(decode("a") == [.character("a")])
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xFF, 0xC3, UInt8(ascii: "b")]) == [.character("b")])
    #expect(decoder.decode(Array("\u{1B}[2~\u{1B}[210~x".utf8)) == [.character("x")])
  }

  @Test func flushTurnsPendingEscapePrefixIntoEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "O")]) == [])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.decode(Array("z".utf8)) == [.character("z")])
  }
}

/// A paste marked by the terminal (bracketed paste) is characters only, whatever it holds,
/// between marks the app can tell from typing.
struct BracketedPasteTests {
  /// A paste whose end mark never came must not hold every key: Ctrl-C ends it, and interrupts.
  @Test func ctrlCEndsAPasteWhoseEndNeverCame() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode(Array("\u{1B}[200~ab\u{3}q".utf8)) == [
        .pasteStart, .character("a"), .character("b"), .pasteEnd, .interrupt, .character("q"),
      ])
  }

  @Test func aPasteThatNeverEndsIsEndedWhenInputEnds() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~ab".utf8)) == [.pasteStart, .character("a"), .character("b")])
    #expect(decoder.flush() == [.pasteEnd])
  }

  @Test func aPastedLineBreakIsASpaceAndNoKeyOfThePasteIsACommand() {
    var decoder = KeyDecoder()
    let keys = decoder.decode(Array("\u{1B}[200~swift\r\nbq\u{1B}[A\u{7}x\u{1B}[201~".utf8))
    #expect(keys == [.pasteStart] + "swift bqx".map(Key.character) + [.pasteEnd])
    #expect(decoder.decode(Array("\r".utf8)) == [.enter], "after the paste, Enter is Enter again")
  }

  @Test func aPasteSplitAcrossReadsDecodesTheSame() {
    var decoder = KeyDecoder()
    var keys = decoder.decode(Array("\u{1B}[200~a\r".utf8))
    keys += decoder.decode(Array("\nb\u{1B}[20".utf8))
    keys += decoder.decode(Array("1~\r".utf8))
    #expect(keys == [.pasteStart, .character("a"), .character(" "), .character("b"), .pasteEnd, .enter])
  }
}
