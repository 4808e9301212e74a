import Networking
import Testing

/// The ordered, case-insensitive header list.
@Suite struct HTTPHeadersTests {
  @Test func lookupIgnoresCaseAndKeepsOrder() {
    var headers = Headers([("Link", "<a>"), ("content-type", "text/plain"), ("LINK", "<b>")])
    #expect(headers["Content-Type"] == "text/plain")
    #expect(headers["link"] == "<a>")
    #expect(headers.values(for: "Link") == ["<a>", "<b>"])
    #expect(headers["missing"] == nil)
    headers.add(name: "link", value: "<c>")
    #expect(headers.values(for: "LINK") == ["<a>", "<b>", "<c>"])
    #expect(headers.map(\.name) == ["Link", "content-type", "LINK", "link"])
  }

  @Test func settingReplacesEveryFieldOfThatNameInPlace() {
    var headers: Headers = ["A": "1", "Accept": "x", "B": "2", "accept": "y"]
    headers["ACCEPT"] = "z"
    #expect(headers.map(\.value) == ["1", "z", "2"])
    headers["accept"] = nil
    #expect(headers.map(\.name) == ["A", "B"])
    headers["C"] = "3"
    #expect(headers.count == 3)
    #expect(headers.contains(name: "c"))
  }

  @Test func nonLetterBytesMustMatchExactly() {
    // 0x40 "@" and 0x60 "`" differ only by bit 0x20 but are not letters.
    let headers: Headers = ["X@": "1"]
    #expect(headers["x`"] == nil)
    #expect(headers["x@"] == "1")
    #expect(headers["X@Y"] == nil)
  }
}
