import Testing
import TextUI

@Suite struct WrappingTests {
  @Test func wrapsAtWordBoundaries() {
    #expect("the quick brown fox jumps".wrapped(toWidth: 10) == ["the quick", "brown fox", "jumps"])
  }

  @Test func keepsExplicitNewlines() {
    #expect("one\ntwo words\n\nthree".wrapped(toWidth: 20) == ["one", "two words", "", "three"])
    #expect("a\r\nb".wrapped(toWidth: 5) == ["a", "b"])
  }

  @Test func breaksOverlongWords() {
    #expect("abcdefghij xy".wrapped(toWidth: 4) == ["abcd", "efgh", "ij", "xy"])
  }

  @Test func wrapsWideCharactersByColumns() {
    let lines = "안녕하세요 반갑습니다".wrapped(toWidth: 6)
    #expect(lines == ["안녕하", "세요", "반갑습", "니다"])
    for line in lines { #expect(DisplayWidth.of(line) <= 6) }
  }

  @Test func emptyTextIsOneEmptyLine() {
    #expect("".wrapped(toWidth: 10) == [""])
  }

  @Test func keepsParagraphIndentation() {
    #expect("  - item one two".wrapped(toWidth: 10) == ["  - item", "one two"])
  }

  @Test(arguments: 1...15)
  func everyLineFitsTheWidth(width: Int) {
    let text = "ReactorKit는 단방향 데이터 흐름을 가진 반응형 앱을 위한 프레임워크입니다 👍 supercalifragilistic"
    for line in text.wrapped(toWidth: width) where width > 1 {
      #expect(DisplayWidth.of(line) <= width)
    }
  }
}
