import Testing
import TextUI

@Suite struct DisplayWidthTests {
  @Test func asciiTakesOneColumnPerCharacter() {
    #expect(DisplayWidth.of("hello") == 5)
    #expect(DisplayWidth.of("") == 0)
  }

  @Test func hangulSyllablesAreWide() {
    #expect(DisplayWidth.of("안녕") == 4)
    #expect(DisplayWidth.of("안녕 abc") == 8)
  }

  @Test func decomposedHangulIsOneWideGrapheme() {
    // ᄋ + ᅡ + ᆫ: an initial consonant, a vowel and a final consonant make one syllable.
    #expect(DisplayWidth.of("\u{110B}\u{1161}\u{11AB}") == 2)
  }

  @Test func cjkAndFullwidthFormsAreWide() {
    #expect(DisplayWidth.of("漢字") == 4)
    #expect(DisplayWidth.of("カタカナ") == 8)
    #expect(DisplayWidth.of("ＡＢ") == 4)
    #expect(DisplayWidth.of("、") == 2)
  }

  @Test func emojiAreWide() {
    #expect(DisplayWidth.of("👍") == 2)
    #expect(DisplayWidth.of("👍🏽") == 2)
    #expect(DisplayWidth.of("🚀") == 2)
  }

  @Test func zwjSequenceIsOneWideGrapheme() {
    #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
    #expect(DisplayWidth.of(Character("👨‍👩‍👧")) == 2)
  }

  @Test func flagIsOneWideGrapheme() {
    #expect(DisplayWidth.of("🇰🇷") == 2)
    #expect(DisplayWidth.of("🇰🇷🇯🇵") == 4)
  }

  @Test func emojiPresentationSelectorWidensTextEmoji() {
    #expect(DisplayWidth.of("\u{2764}") == 1)
    #expect(DisplayWidth.of("\u{2764}\u{FE0F}") == 2)
  }

  @Test func combiningMarksTakeNoColumn() {
    #expect(DisplayWidth.of("e\u{0301}") == 1)
    #expect(DisplayWidth.of("Cafe\u{0301}") == 4)
    #expect(DisplayWidth.of(Character("\u{0301}")) == 0)
  }

  @Test func zeroWidthAndControlCharactersTakeNoColumn() {
    #expect(DisplayWidth.of("a\u{200B}b") == 2)
    #expect(DisplayWidth.of(Character("\u{FE0F}")) == 0)
    #expect(DisplayWidth.of(Character("\n")) == 0)
    #expect(DisplayWidth.of(Character("\u{1B}")) == 0)
  }

  @Test func narrowNonAsciiTakesOneColumn() {
    #expect(DisplayWidth.of("ü") == 1)
    #expect(DisplayWidth.of("─…") == 2)
    #expect(DisplayWidth.of("Привет") == 6)
  }
}
