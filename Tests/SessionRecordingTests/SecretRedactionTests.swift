import Foundation
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
}
