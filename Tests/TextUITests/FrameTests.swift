import SnapshotTesting
import Testing
import TextUI

@Suite struct FrameTests {
  @Test func rendersWideTitleBannerLongLineAndHints() {
    let frame = Frame(
      title: "GitHub 검색 🔍",
      lines: [
        "1. apple/swift ★ 67000 Swift — The Swift Programming Language, with a long description",
        "2. 한국어 설명이 아주 길게 이어지는 저장소입니다 한국어 설명이 아주 길게",
        "",
        "two\nlines",
      ],
      keys: [
        .both("n", "next"), .both("o N", "open"), .both("b", "back"), .both("q", "quit"), .both("?", "about"),
        .both("t", "trace"),
      ],
      banner: "offline: showing bundled data"
    )
    let text = frame.render(width: 40, mode: .plain).joined(separator: "\n")
    assertSnapshot(of: text, as: .lines)
  }

  @Test func everyRenderedLineFitsTheWidth() {
    let frame = Frame(
      title: "아주 긴 제목이 들어가는 화면의 이름입니다",
      lines: [String(repeating: "안녕", count: 30), String(repeating: "x", count: 100)],
      keys: [.both(String(repeating: "h ", count: 50), "")],
      banner: String(repeating: "!", count: 90)
    )
    for width in [1, 5, 6, 10, 33] {
      for line in frame.render(width: width, mode: .plain) {
        #expect(DisplayWidth.of(line) <= width)
      }
    }
  }

  @Test func titleRuleFillsTheWidth() {
    let lines = Frame(title: "Counter").render(width: 20, mode: .plain)
    #expect(lines == ["── Counter ─────────"])
    #expect(DisplayWidth.of(lines[0]) == 20)
  }

  @Test func layoutPutsBannerFirstAndHintsLastAfterABlankLine() {
    let frame = Frame(title: "T", lines: ["body"], keys: [.both("q", "quit")], banner: "offline")
    let lines = frame.render(width: 12, mode: .plain)
    #expect(lines == ["── T ───────", "offline", "body", "", "q quit"])
  }

  @Test func untrustedTextInTitleAndBannerIsCleaned() {
    let frame = Frame(title: "\u{1B}]0;x\u{07}Repo", banner: "bad\u{1B}[2Jnews")
    let lines = frame.render(width: 14, mode: .plain)
    #expect(lines == ["── Repo ──────", "badnews"])
  }

  @Test func styledLinesAreCutByVisibleWidth() {
    let red = "\u{1B}[31m"
    let frame = Frame(title: "", lines: [red + "abcdefgh" + "\u{1B}[0m"])
    let lines = frame.render(width: 5, mode: .plain)
    #expect(lines[1] == red + "abcd…\u{1B}[0m")
  }
}
