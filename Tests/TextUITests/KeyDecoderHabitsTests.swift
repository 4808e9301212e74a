import Testing
import TextUI

/// Keys a readline user's hands bring (Alt with a letter, Ctrl with an arrow), and mouse
/// reports a terminal may send unasked, none of which is ever taken for other keys.
struct KeyDecoderHabitsTests {
  private func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test func escapeAndACharacterInOneReadIsThatCharacterWithAlt() {
    #expect(
      decode("\u{1B}b\u{1B}f\u{1B}d\u{1B}q\u{1B}B") == [
        .alt("b"), .alt("f"), .alt("d"), .alt("q"), .alt("B"),
      ])
    #expect(decode("\u{1B}é") == [.alt("é")])
    #expect(decode("\u{1B}\u{7F}\u{1B}\u{08}") == [.altBackspace, .altBackspace])
  }

  @Test func escapeAloneOrBeforeAControlKeyIsStillEscape() {
    #expect(decode("\u{1B}") == [.escape])
    #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
    #expect(decode("\u{1B}\r") == [.escape, .enter])
  }

  @Test func anAltKeySplitAcrossReadsWaitsForItsCharacter() {
    var decoder = KeyDecoder()
    let bytes = Array("\u{1B}é".utf8)
    #expect(decoder.decode(bytes[0..<2]) == [])
    #expect(decoder.decode(bytes[2...]) == [.alt("é")])
  }

  @Test func controlArrowsAreWordMovesInEveryCommonEncoding() {
    // xterm, then Ctrl-Shift, then older xterm, then rxvt.
    #expect(decode("\u{1B}[1;5D\u{1B}[1;5C") == [.controlLeft, .controlRight])
    #expect(decode("\u{1B}[1;6D\u{1B}[5C") == [.controlLeft, .controlRight])
    #expect(decode("\u{1B}Od\u{1B}Oc\u{1B}O5D") == [.controlLeft, .controlRight, .controlLeft])
    #expect(
      decode("\u{1B}[1;2D\u{1B}[1;3C") == [.left, .right], "Shift or Alt alone leaves an arrow an arrow")
  }

  @Test func mouseReportsOfEveryEncodingAreDroppedWhole() {
    // X10: three raw bytes after `ESC [ M`, here a click that would otherwise read as ` b%`.
    #expect(decode("\u{1B}[M b%q") == [.character("q")])
    #expect(decode("\u{1B}[<0;12;5M\u{1B}[<0;12;5mq") == [.character("q")])
    #expect(decode("\u{1B}[32;12;5Mq") == [.character("q")])
  }

  @Test func anX10ReportSplitAcrossReadsIsStillDropped() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[M ".utf8)) == [])
    #expect(decoder.decode(Array("bq".utf8)) == [])
    #expect(decoder.decode(Array("j".utf8)) == [.character("j")])
  }
}
