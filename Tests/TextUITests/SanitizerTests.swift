import Testing
import TextUI

@Suite struct SanitizerTests {
  @Test func removesColourSequences() {
    #expect(Sanitizer.clean("\u{1B}[31mred\u{1B}[0m text") == "red text")
    #expect(Sanitizer.clean("\u{1B}[38;2;255;0;0mX") == "X")
  }

  @Test func removesTitleSetTerminatedByBell() {
    #expect(Sanitizer.clean("a\u{1B}]0;pwned\u{07}b") == "ab")
  }

  @Test func removesTitleSetTerminatedByStringTerminator() {
    #expect(Sanitizer.clean("a\u{1B}]2;pwned\u{1B}\\b") == "ab")
    #expect(Sanitizer.clean("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b") == "alinkb")
  }

  @Test func removesCursorMovementAndScreenClearing() {
    #expect(Sanitizer.clean("x\u{1B}[2J\u{1B}[10;5Hy\u{1B}[1Az") == "xyz")
  }

  @Test func removesDeviceControlAndPrivateStrings() {
    #expect(Sanitizer.clean("a\u{1B}Pq#0;2;0;0;0\u{1B}\\b\u{1B}_apc\u{1B}\\c") == "abc")
  }

  @Test func removesTwoByteAndCharsetEscapes() {
    #expect(Sanitizer.clean("a\u{1B}cb\u{1B}(Bc\u{1B}7d") == "abcd")
  }

  @Test func removesEightBitControlSequenceWithParameters() {
    #expect(Sanitizer.clean("a\u{9B}31mb\u{9D}0;t\u{9C}c\u{85}d") == "abcd")
  }

  @Test func removesBidiOverridesAndIsolates() {
    #expect(Sanitizer.clean("abc\u{202E}fed\u{202C}") == "abcfed")
    #expect(Sanitizer.clean("\u{2066}x\u{2069}\u{2067}y\u{2068}") == "xy")
  }

  @Test func removesC0ControlsAndDelete() {
    #expect(Sanitizer.clean("a\u{0}b\u{7}c\u{8}d\u{7F}e\r") == "abcde")
  }

  @Test func keepsNewlinesAndTurnsTabsIntoSpaces() {
    #expect(Sanitizer.clean("a\tb\nc") == "a b\nc")
    #expect(Sanitizer.clean("line\r\nnext") == "line\nnext")
  }

  @Test func keepsKoreanEmojiAndCombiningMarks() {
    let text = "안녕하세요 👨‍👩‍👧 🇰🇷 Cafe\u{301} ❤️"
    #expect(Sanitizer.clean(text) == text)
  }

  @Test func unterminatedStringSwallowsTheRest() {
    #expect(Sanitizer.clean("ok\u{1B}]0;never ends") == "ok")
  }

  @Test func malformedSequenceDoesNotHideFollowingText() {
    #expect(Sanitizer.clean("a\u{1B}[12\nb") == "a\nb")
    #expect(Sanitizer.clean("a\u{1B}") == "a")
  }

  @Test func cleanLineTurnsLineBreaksIntoSpaces() {
    #expect(Sanitizer.cleanLine("one\ntwo\r\nthree\u{2028}four") == "one two three four")
    #expect(Sanitizer.cleanLine("\u{1B}[1mbold\u{1B}[0m\tname") == "bold name")
  }
}
