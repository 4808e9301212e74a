import Testing

@testable import Networking

/// Response header lines as libcurl hands them to the transfer, one line per call; the inputs
/// here are ones the header fuzz target (Tools/fuzz, `headers`) found.
@Suite struct HeaderLineTests {
  /// The headers a transfer keeps after receiving `lines`.
  static func headers(after lines: [String]) -> Headers {
    let transfer = CurlTransfer(
      request: Request(url: "http://127.0.0.1/"), configuration: CurlHTTPClient.Configuration(), progress: nil
    )
    for line in lines {
      var bytes = Array(line.utf8).map { CChar(bitPattern: $0) }
      let taken = bytes.withUnsafeMutableBufferPointer {
        transfer.receiveHeader($0.baseAddress, length: $0.count)
      }
      #expect(taken == bytes.count)
    }
    return transfer.responseHeaders
  }

  @Test func aFoldedLineJoinsThePreviousValueWithOneSpace() {
    let headers = Self.headers(after: ["HTTP/1.1 200 OK\r\n", "X-Note: one\r\n", " \t two \r\n", "\r\n"])
    #expect(headers["x-note"] == "one two")
  }

  @Test func aFoldedLineAfterAnEmptyValueDoesNotStartItWithASpace() {
    let headers = Self.headers(after: ["HTTP/1.1 301 Moved\r\n", "Location:\r\n", " /next\r\n", "\r\n"])
    #expect(headers["Location"] == "/next")
  }

  @Test func aStatusLineStartsTheHeadersAfresh() {
    let headers = Self.headers(after: [
      "HTTP/1.1 301 Moved\r\n", "Location: /b\r\n", "\r\n", "HTTP/2 200\r\n", "content-length:  12 \r\n",
      "\r\n",
    ])
    #expect(headers.map(\.name) == ["content-length"])
    #expect(headers["Content-Length"] == "12")
  }

  /// The header fuzz target's first crash was its own check expecting Unicode case folding;
  /// names compare case-insensitively in ASCII only, so a name with other letters is found by
  /// its own spelling and its ASCII case variants, nothing else.
  @Test func namesFoldOnlyASCIICase() {
    let headers = Self.headers(after: ["X-Straße: 1\r\n", "X-\u{4D3}: 2\r\n"])
    #expect(headers["x-straße"] == "1")
    #expect(headers["X-STRAßE"] == "1")
    #expect(headers["X-STRASSE"] == nil)
    #expect(headers["x-\u{4D3}"] == "2")
    #expect(headers["X-\u{4D2}"] == nil, "Ӓ is not ASCII, so it is not folded")
  }
}
