import Foundation
import Networking
import SessionRecording
import Testing

/// What a recorder with a secret (the GitHub token) writes of a typed line and a frame.
@Suite struct SecretRedactionTests {
  static let token = "ghp_0123456789abcdefGHIJ"

  /// The lines of the one frame recorded with `lines`, and the typed line, as the file holds them.
  static func recorded(typed: String, lines: [String], secrets: [String] = [token]) throws -> (
    String, [String]
  ) {
    try SessionTests.inDirectory { directory in
      let path = directory.appendingPathComponent("run.session").path
      let recorder = try SessionRecorder(path: path, header: SessionTests.header, secrets: secrets) { .zero }
      recorder.record(.input(.line(typed)))
      recorder.recordFrame(screen: "GitHub Search") { lines }
      recorder.close()
      let events = try Session.read(path: path).events
      guard case .input(.line(let line)) = events.first?.payload,
        case .frame(let frame) = events.last?.payload
      else { throw CancellationError() }
      #expect(frame.digest == FrameDigest.of(frame.lines), "the digest is of what the file shows")
      return (line, frame.lines)
    }
  }

  @Test func aWholeSecretIsReplacedInWhatWasTypedAndShown() throws {
    let (typed, lines) = try Self.recorded(
      typed: Self.token, lines: ["  search  \(Self.token)", "  1 shown"])
    #expect(typed == "[redacted]")
    #expect(lines == ["  search  [redacted]", "  1 shown"])
  }

  /// A view cuts a long value to its column: the piece it shows is a secret's all the same.
  @Test func aPieceOfASecretCutToFitIsReplaced() throws {
    let (_, lines) = try Self.recorded(
      typed: "swift", lines: ["› 1  someone/ghp_0123456789ab…  ★ 4.2k", "  About …456789abcdefGH"])
    #expect(lines == ["› 1  someone/[redacted]…  ★ 4.2k", "  About …[redacted]"])
  }

  /// Seven characters in common is a coincidence (a word, a number), not a piece of a secret.
  @Test func aShortRunInCommonIsLeftAlone() throws {
    let (typed, lines) = try Self.recorded(typed: "0123456", lines: ["value: 0123456", "ghp_012"])
    #expect(typed == "0123456")
    #expect(lines == ["value: 0123456", "ghp_012"])
  }

  /// A value under 4 characters is no token: looking for it would cut the file up.
  @Test func aSecretTooShortToBeATokenIsNotLookedFor() throws {
    let (typed, lines) = try Self.recorded(typed: "e", lines: ["reactor-demo"], secrets: ["e"])
    #expect(typed == "e")
    #expect(lines == ["reactor-demo"])
  }

  /// A response's body in text (an API's JSON echoing a query) has the secret and its pieces
  /// replaced as a frame has; a body of other bytes (an image) has the whole secret replaced,
  /// and is otherwise kept as it came.
  @Test func aResponseBodyHasTheSecretAndItsPiecesReplaced() throws {
    func recordedBody(_ body: Data) -> Data? {
      HTTPExchange(
        started: 0, ended: 1, request: HTTPRequest(url: "http://127.0.0.1:1/search"),
        secrets: [Self.token],
        result: .success(HTTPResponse(status: 200, body: body, url: "http://127.0.0.1:1/search"))
      ).response?.httpResponse.body
    }
    let json = #"{"q":"\#(Self.token)","name":"someone/ghp_0123456789ab…","about":"…456789abcdefGH"}"#
    #expect(
      recordedBody(Data(json.utf8))
        == Data(#"{"q":"[redacted]","name":"someone/[redacted]…","about":"…[redacted]"}"#.utf8))

    let start = Data([0xFF, 0xD8, 0xFF])
    let piece = Data([0xC0, 0x00]) + Data("ghp_0123456789".utf8)
    #expect(recordedBody(start + Data(Self.token.utf8) + piece) == start + Data("[redacted]".utf8) + piece)
  }

  /// A piece of the secret typed as a query reaches the URL; the typed line is recorded as
  /// `[redacted]`, so the URL holds what a replay sends for it: `[redacted]` percent-encoded.
  @Test func aPieceOfASecretInAURLIsReplacedAsTheReplaySendsIt() {
    let url = "http://127.0.0.1:1/search/repositories?q=0123456789ab&page=2"
    let exchange = HTTPExchange(
      started: 0, ended: 1, request: HTTPRequest(url: url), secrets: [Self.token],
      result: .failure(.transport(code: 7, message: "could not connect")))
    #expect(exchange.url == "http://127.0.0.1:1/search/repositories?q=%5Bredacted%5D&page=2")
  }
}
