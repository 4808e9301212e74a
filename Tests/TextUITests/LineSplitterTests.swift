import Testing

@testable import TextUI

@Suite struct LineSplitterTests {
  @Test func splitsOnNewlinesAndStripsCarriageReturns() {
    var splitter = LineSplitter()
    #expect(splitter.append(Array("one\r\ntwo\nthr".utf8)) == ["one", "two"])
    #expect(splitter.append(Array("ee\n".utf8)) == ["three"])
    #expect(splitter.finish() == nil)
  }

  @Test func decodesCharacterSplitAcrossReads() {
    var splitter = LineSplitter()
    let bytes = Array("안녕\n".utf8)
    #expect(splitter.append(bytes.prefix(4)) == [])
    #expect(splitter.append(bytes.dropFirst(4)) == ["안녕"])
  }

  @Test func replacesInvalidUtf8AndKeepsLastPartialLine() {
    var splitter = LineSplitter()
    #expect(splitter.append([0x61, 0xFF, 0x62, 0x0A, 0x63]) == ["a\u{FFFD}b"])
    #expect(splitter.finish() == "c")
  }
}
