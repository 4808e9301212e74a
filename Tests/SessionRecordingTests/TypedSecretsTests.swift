import Foundation
import Privacy
import Testing
import TextUI

@testable import SessionRecording

/// The token pasted into a search box on a terminal arrives one key at a time: the session
/// spells out `[redacted]` in its place, whatever the writer's flushes cut it into.
@Suite struct TypedSecretsTests {
  static let token = SecretRedactionTests.token

  /// Keys typed one by one, each followed by the frame it drew, as a terminal records them.
  static func typed(_ text: String, from t: Int64 = 0) -> [TypedSecrets.Waiting] {
    text.enumerated().flatMap { offset, character in
      let t = t + Int64(offset) * 10
      return [
        TypedSecrets.Waiting.character(t: t, character),
        .other(breaksTyping: false) {
          SessionEvent(t: t, .frame(FrameRecord(number: 1, screen: "S", lines: [])))
        },
      ]
    }
  }

  static func keys(_ items: [TypedSecrets.Waiting]) -> String {
    String(items.compactMap { if case .character(_, let character) = $0 { character } else { nil } })
  }

  static let secrets = TypedSecrets(secrets: [token], redacted: Redactor(secrets: [token]))

  @Test func aTokenTypedKeyByKeyIsRecordedAsRedacted() throws {
    let (write, hold) = Self.secrets.split(Self.typed("q=" + Self.token + "!"), isFinal: true)
    #expect(hold.isEmpty)
    #expect(Self.keys(write) == "q=[redacted]!")
    // Each key keeps its time; the frames stay where they were.
    #expect(write.filter { if case .other = $0 { true } else { false } }.count == Self.token.count + 3)
  }

  /// A flush in the middle of the token: the keys that may be its start wait for the next one.
  @Test func theStartOfATokenIsHeldUntilTheTypingGoesAnotherWay() {
    let first = Self.typed("swift " + String(Self.token.prefix(10)))
    let (write, hold) = Self.secrets.split(first, isFinal: false)
    #expect(Self.keys(write) == "swift ")
    #expect(Self.keys(hold) == String(Self.token.prefix(10)))
    let rest = Self.typed(String(Self.token.dropFirst(10)) + " done", from: 1000)
    let (next, held) = Self.secrets.split(hold + rest, isFinal: false)
    #expect(Self.keys(next) + Self.keys(held) == "[redacted] done")
    #expect(Self.keys(held) == "e", "the token holds an e: it waits for the next key")
  }

  /// Ordinary typing is written as it comes, but for its last keys while they are also in a row
  /// in a secret: here `ghp`, which the next key, a space, lets go.
  @Test func ordinaryTypingIsHeldOnlyWhileItCouldBeASecret() {
    let (write, hold) = Self.secrets.split(Self.typed("reactor ghp"), isFinal: false)
    #expect(Self.keys(write) == "reactor ")
    #expect(Self.keys(hold) == "ghp")
    let (next, held) = Self.secrets.split(hold + Self.typed(" kit", from: 200), isFinal: false)
    #expect(Self.keys(next) == "ghp kit")
    #expect(held.isEmpty)
  }

  /// Typed by hand, a key a pause: each flush gets one key, and the token is read whole.
  @Test func aTokenTypedOneKeyAFlushIsRecordedAsRedacted() {
    var written: [TypedSecrets.Waiting] = []
    var held: [TypedSecrets.Waiting] = []
    for (offset, character) in ("q " + Self.token + " ok").enumerated() {
      let (write, hold) = Self.secrets.split(
        held + Self.typed(String(character), from: Int64(offset) * 300), isFinal: false)
      written += write
      held = hold
    }
    written += Self.secrets.split(held, isFinal: true).write
    #expect(Self.keys(written) == "q [redacted] ok")
    let times = written.map { item -> Int64 in
      switch item {
      case .character(let t, _): t
      case .other(_, let make): make().t
      }
    }
    #expect(times == times.sorted(), "written in the order they happened")
  }

  /// Another key between the characters ends what was typed in a row.
  @Test func aKeyBetweenEndsTheRun() {
    let items =
      Self.typed(String(Self.token.prefix(6)))
      + [.other(breaksTyping: true) { SessionEvent(t: 99, .input(.key(.backspace))) }]
      + Self.typed(String(Self.token.dropFirst(6).prefix(6)), from: 100)
    let (write, hold) = Self.secrets.split(items, isFinal: true)
    #expect(Self.keys(write) == String(Self.token.prefix(12)), "two runs of 6, neither a piece")
    #expect(hold.isEmpty)
  }

  /// Through the recorder: the file has the keys of `[redacted]`, never the token's.
  @Test func theRecorderWritesNoKeyOfTheToken() throws {
    try SessionTests.inDirectory { directory in
      let path = directory.appendingPathComponent("typed.session").path
      let recorder = try SessionRecorder(path: path, header: SessionTests.header, secrets: [Self.token]) {
        .zero
      }
      for character in Self.token {
        recorder.record(.input(.key(.character(character))))
        recorder.recordFrame(screen: "GitHub Search") { ["  search  " + String(character)] }
      }
      recorder.close()
      let keys = try Session.read(path: path).events.compactMap { event -> Character? in
        if case .input(.key(.character(let character))) = event.payload { character } else { nil }
      }
      #expect(String(keys) == "[redacted]")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(!text.contains(#""char:_""#), "the token's `_` is never typed")
    }
  }
}
