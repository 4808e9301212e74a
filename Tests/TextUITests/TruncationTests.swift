import Testing
import TextUI

@Suite struct TruncationTests {
  @Test func shortTextIsUnchanged() {
    #expect("hello".truncated(toWidth: 5) == "hello")
    #expect("안녕".truncated(toWidth: 4) == "안녕")
  }

  @Test func longAsciiEndsInEllipsis() {
    #expect("hello world".truncated(toWidth: 8) == "hello w…")
    #expect("hello world".truncated(toWidth: 8, ellipsis: "...") == "hello...")
  }

  @Test func neverSplitsAWideCharacter() {
    #expect("안녕하세요".truncated(toWidth: 5) == "안녕…")
    #expect("안녕하세요".truncated(toWidth: 4) == "안…")
    #expect("👨‍👩‍👧👨‍👩‍👧".truncated(toWidth: 3) == "👨‍👩‍👧…")
  }

  @Test(arguments: 0...12)
  func resultNeverExceedsWidth(width: Int) {
    let samples = ["안녕하세요 world", "👍👍👍👍👍👍", "plain ascii text", "e\u{301}e\u{301}e\u{301}漢字漢字"]
    for sample in samples {
      #expect(DisplayWidth.of(sample.truncated(toWidth: width)) <= width)
    }
  }

  @Test func widthZeroOrLessIsEmpty() {
    #expect("abc".truncated(toWidth: 0) == "")
    #expect("abc".truncated(toWidth: -3) == "")
    // The sanitizer fuzz target's check first missed this: text that takes no column goes too.
    #expect(Sanitizer.cleanLine("\0\0\u{11}\u{FE0F}").truncated(toWidth: 0) == "")
  }

  @Test func ellipsisWiderThanWidthIsLeftOut() {
    #expect("abcdef".truncated(toWidth: 2, ellipsis: "...") == "ab")
  }

  @Test func paddingFillsToExactWidth() {
    #expect("ab".padded(toWidth: 5) == "ab   ")
    #expect("안".padded(toWidth: 5) == "안   ")
    #expect(DisplayWidth.of("안녕하세요".padded(toWidth: 5)) == 5)
    #expect("abcdefgh".padded(toWidth: 4) == "abc…")
  }
}
