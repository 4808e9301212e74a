import Networking
import Testing

/// RFC 8288 `Link` header parsing.
@Suite struct LinkHeaderTests {
  @Test func githubPaginationLinks() {
    let value = """
      <https://api.github.com/search/repositories?q=swift&page=2>; rel="next", \
      <https://api.github.com/search/repositories?q=swift&page=34>; rel="last"
      """
    let links = LinkHeader.parse(value)
    #expect(
      links == [
        Link(
          uri: "https://api.github.com/search/repositories?q=swift&page=2", relations: ["next"],
          parameters: ["rel": "next"]),
        Link(
          uri: "https://api.github.com/search/repositories?q=swift&page=34", relations: ["last"],
          parameters: ["rel": "last"]),
      ])
    #expect(
      LinkHeader.uri(for: "next", in: value) == "https://api.github.com/search/repositories?q=swift&page=2")
    #expect(
      LinkHeader.uri(for: "LAST", in: value) == "https://api.github.com/search/repositories?q=swift&page=34")
    #expect(LinkHeader.uri(for: "prev", in: value) == nil)
  }

  @Test func severalRelationsInOneRel() {
    let value = #"<https://example.com/p/9>; rel="next last""#
    #expect(LinkHeader.parse(value).first?.relations == ["next", "last"])
    #expect(LinkHeader.uri(for: "next", in: value) == "https://example.com/p/9")
    #expect(LinkHeader.uri(for: "last", in: value) == "https://example.com/p/9")
  }

  @Test func quotedParametersMayHoldCommasAndSemicolons() {
    let value =
      #"<https://example.com/a,b;c>; title="Hello, world; again"; rel=next, <https://example.com/z>; rel="prev""#
    let links = LinkHeader.parse(value)
    #expect(links.count == 2)
    #expect(links.first?.uri == "https://example.com/a,b;c")
    #expect(links.first?.parameters["title"] == "Hello, world; again")
    #expect(links.first?.relations == ["next"])
    #expect(links.last?.relations == ["prev"])
  }

  @Test func unquotedValuesEscapesAndCase() {
    let value = #"<https://e.com/1>;REL=Next;type=text/html;title="say \"hi\"";hreflang=en"#
    let link = LinkHeader.parse(value).first
    #expect(link?.relations == ["next"])
    #expect(link?.parameters["type"] == "text/html")
    #expect(link?.parameters["title"] == #"say "hi""#)
    #expect(link?.parameters["hreflang"] == "en")
  }

  /// From the link fuzz target, whose own writer first left such a backslash unescaped: an
  /// escaped backslash before a combining mark is one backslash, and the mark stays.
  @Test func anEscapedBackslashBeforeACombiningMarkIsKept() {
    let link = LinkHeader.parse("<https://e.com/1>; title=\"hi\\\\\u{736}\"; rel=next").first
    let title = "hi\\\u{736}"
    #expect(link?.parameters["title"] == title)
    #expect(link?.relations == ["next"])
  }

  @Test func theFirstRelWins() {
    #expect(LinkHeader.parse(#"<https://e.com/1>; rel="next"; rel="prev""#).first?.relations == ["next"])
  }

  @Test(arguments: [
    "", "   ", ",,,", "garbage", "<unterminated", "rel=next", ";;;", "\"<a>\"", "<>>>;;=\"",
    "\u{0}\u{7}<\u{1F600}",
  ])
  func garbageGivesNoLinks(value: String) {
    #expect(LinkHeader.parse(value).allSatisfy { $0.relations.isEmpty })
    #expect(LinkHeader.uri(for: "next", in: value) == nil)
  }

  @Test func malformedPartsAreSkippedButGoodOnesKept() {
    let value =
      #"junk; rel="next", <https://e.com/ok>; rel="next", <https://e.com/bad> nonsense, <https://e.com/2>; rel=last"#
    let links = LinkHeader.parse(value)
    #expect(links.map(\.uri) == ["https://e.com/ok", "https://e.com/2"])
    #expect(LinkHeader.uri(for: "next", in: value) == "https://e.com/ok")
  }

  @Test func garbageReturnsAnEmptyList() {
    #expect(LinkHeader.parse("not a link header at all").isEmpty)
    #expect(LinkHeader.parse("<a").isEmpty)
  }
}
