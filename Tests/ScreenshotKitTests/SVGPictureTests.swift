import Testing

@testable import ScreenshotKit

@Suite struct SVGPictureTests {
  @Test func textFromDataCannotBecomeMarkup() {
    var grid = TerminalGrid(columns: 60, rows: 1)
    grid.write(#"<script>alert("x")</script> & 'quoted'"#)
    let document = SVGPicture(grid, alt: #"a <b>"bold"</b> & more"#).document

    #expect(!document.contains("<script>"))
    #expect(!document.contains("<b>"))
    #expect(document.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quoted&apos;"))
    #expect(document.contains("<title>a &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; more</title>"))
  }

  @Test func controlCharactersXMLForbidsAreReplaced() {
    #expect(SVGPicture.escaped("a\u{1}b\u{FFFF}") == "a\u{FFFD}b\u{FFFD}")
  }

  @Test func aHalfBlockIsTwoColouredHalves() {
    var grid = TerminalGrid(columns: 2, rows: 1)
    grid.write("\u{1B}[38;2;255;0;0;48;2;0;0;255m▀▀\u{1B}[0m")
    let document = SVGPicture(grid, alt: "two cells").document

    // Row 0 starts at y = 12 (the padding); each half is 9 pixels high; runs of one colour merge.
    #expect(document.contains(##"<rect x="12" y="12" width="18" height="9" fill="#ff0000"/>"##))
    #expect(document.contains(##"<rect x="12" y="21" width="18" height="9" fill="#0000ff"/>"##))
    #expect(!document.contains("▀"))
  }

  @Test func eachRunOfTextIsStretchedToItsCells() {
    var grid = TerminalGrid(columns: 20, rows: 1)
    grid.write("  value: 2")
    let document = SVGPicture(grid, alt: "counter").document
    #expect(
      document.contains(
        #"<text x="30" y="26" textLength="72" lengthAdjust="spacingAndGlyphs">value: 2</text>"#))
  }
}
