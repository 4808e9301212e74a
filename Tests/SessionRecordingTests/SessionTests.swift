import Foundation
import Networking
import SessionRecording
import Synchronization
import Testing
import TextUI

/// Writing a session and reading it back, and what the reader says about files it cannot replay.
@Suite struct SessionTests {
  static let header = SessionHeader(
    appVersion: "0.1.0", configuration: ["github.token = (set, redacted)"], mode: .terminal, columns: 100,
    rows: 30, colorDepth: "trueColor", startTime: Date(timeIntervalSince1970: 1_700_000_000),
    timeZone: TimeZone(identifier: "Europe/Paris")!,
    seeds: .init(randomUser: "00000000000000ff", imagePick: 7),
    feature: "counter")

  /// A temporary directory, removed after `body`.
  static func inDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("session-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
  }

  /// A recorder whose clock says `milliseconds` for each event in turn.
  static func recorder(path: String, times: [Int64]) throws -> SessionRecorder {
    let clock = Clock(times: times)
    return try SessionRecorder(path: path, header: header) { clock.next() }
  }

  final class Clock: Sendable {
    let times: Mutex<[Int64]>
    init(times: [Int64]) { self.times = Mutex(times) }
    func next() -> Duration {
      .milliseconds(times.withLock { $0.isEmpty ? 0 : $0.removeFirst() })
    }
  }

  @Test func everyKindOfEventReadsBackAsItWasWritten() throws {
    try Self.inDirectory { directory in
      let path = directory.appendingPathComponent("run.session").path
      let recorder = try Self.recorder(path: path, times: [0, 5, 120, 400, 401, 900])
      recorder.record(.database(Data("SQLite format 3\u{0}…".utf8)))
      recorder.record(.input(.key(.character("+"))))
      recorder.record(.input(.key(.up)))
      recorder.record(.resize(columns: 80, rows: 24))
      recorder.recordFrame(screen: "Counter") { ["── Counter ──", "value 1"] }
      recorder.record(.end(.quit))
      recorder.close()

      let session = try Session.read(path: path)
      #expect(session.header == Self.header)
      #expect(session.truncation == nil)
      #expect(
        session.events == [
          SessionEvent(t: 0, .database(Data("SQLite format 3\u{0}…".utf8))),
          SessionEvent(t: 5, .input(.key(.character("+")))),
          SessionEvent(t: 120, .input(.key(.up))),
          SessionEvent(t: 400, .resize(columns: 80, rows: 24)),
          SessionEvent(
            t: 401, .frame(FrameRecord(number: 1, screen: "Counter", lines: ["── Counter ──", "value 1"]))),
          SessionEvent(t: 900, .end(.quit)),
        ])
    }
  }

  /// A signal ends the run while the app may still draw: closing with the end records both at
  /// once, so the end is the file's last event and nothing drawn later follows it.
  @Test func closingWithAnEndKeepsItLastAndTheFirstEndWins() throws {
    try Self.inDirectory { directory in
      for earlier in [nil, SessionEvent.EndReason.endOfInput] {
        let path = directory.appendingPathComponent("run-\(earlier?.rawValue ?? "none").session").path
        let recorder = try Self.recorder(path: path, times: [0, 5, 9, 12])
        recorder.recordFrame(screen: "Counter") { ["── Counter ──", "value 1"] }
        if let earlier { recorder.record(.end(earlier)) }
        recorder.close(ending: .interrupt)
        recorder.recordFrame(screen: "Counter") { ["── Counter ──", "value 2"] }

        let events = try Session.read(path: path).events
        #expect(events.count == 2)
        #expect(events.last?.payload == .end(earlier ?? .interrupt))
      }
    }
  }

  @Test func aFrameDigestChangesWithAnyLineAndNotBetweenRuns() {
    let digest = FrameDigest.of(["── Counter ──", "value 1"])
    #expect(digest == FrameDigest.of(["── Counter ──", "value 1"]))
    #expect(digest != FrameDigest.of(["── Counter ──", "value 2"]))
    #expect(digest != FrameDigest.of(["── Counter ──value 1"]))
    // A fixed value: the digest must not depend on the process (as `Hasher` does).
    #expect(FrameDigest.of([]) == "cbf29ce484222325")
  }

  @Test func aMissingFileIsNamedInOneSentence() throws {
    try Self.inDirectory { directory in
      let path = directory.appendingPathComponent("nothing.session").path
      let error = #expect(throws: SessionReadError.self) { try Session.read(path: path) }
      #expect(error == .unreadable(path: path, reason: "there is no such file"))
      #expect(error?.description == "\(path) cannot be read: there is no such file.")
    }
  }

  @Test func aFolderIsNamedAsOne() throws {
    try Self.inDirectory { directory in
      let error = #expect(throws: SessionReadError.self) { try Session.read(path: directory.path) }
      #expect(error?.description == "\(directory.path) cannot be read: it is a folder.")
    }
  }

  /// A session read through a pipe (`--replay <(gunzip -c …)`), whose size is not known before
  /// it is read: read whole, or refused once it gives more than the limit.
  @Test func aSessionFromAPipeIsReadUpToTheLimit() throws {
    let session = try Session(header: Self.header, events: [SessionEvent(t: 5, .end(.quit))]).encoded()
    for (limit, isRead) in [(session.count, true), (session.count - 1, false)] {
      let pipe = Pipe()
      // The end of the pipe is what tells a whole session that fits from one cut at the limit.
      let writer = Thread {
        pipe.fileHandleForWriting.write(session)
        try? pipe.fileHandleForWriting.close()
      }
      writer.start()
      let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
      if isRead {
        #expect(try Session.read(path: path, limit: limit).events.count == 1)
      } else {
        let error = #expect(throws: SessionReadError.self) { try Session.read(path: path, limit: limit) }
        #expect(error == .tooLarge(path: path, bytes: nil, limit: limit))
      }
    }
  }

  @Test func aFileThatIsNotASessionIsRefused() {
    for text in ["", "hello\n", "{\"format\":\"something-else\",\"version\":1}\n", "[1,2]\n"] {
      let error = #expect(throws: SessionReadError.self) { try Session.parse(Data(text.utf8), path: "x") }
      #expect(error == .notASession(path: "x"), "\(text)")
    }
  }

  @Test func aNewerVersionSaysToUpdate() {
    let newer = SessionHeader.currentVersion + 1
    let text = "{\"format\":\"reactor-demo-session\",\"version\":\(newer)}\n"
    let error = #expect(throws: SessionReadError.self) { try Session.parse(Data(text.utf8), path: "x") }
    #expect(error == .newerVersion(path: "x", version: newer, supported: SessionHeader.currentVersion))
    #expect(error?.description.contains("update it") == true)
  }

  @Test func aDamagedLineInTheMiddleIsNamedByNumber() throws {
    let lines = try Self.lines([
      SessionEvent(t: 1, .input(.line("counter"))), SessionEvent(t: 2, .input(.line("+"))),
    ])
    let damaged =
      [lines[0], lines[1], "{\"t\":2,\"kind\":\"input\"}", lines[2]].joined(separator: "\n") + "\n"
    let error = #expect(throws: SessionReadError.self) { try Session.parse(Data(damaged.utf8), path: "x") }
    #expect(error == .damagedLine(path: "x", line: 3, reason: "'input' is missing"))
  }

  @Test func aTruncatedFileKeepsTheWholeEventsAndSaysWhereItStopped() throws {
    let lines = try Self.lines([
      SessionEvent(t: 1, .input(.line("counter"))), SessionEvent(t: 2, .input(.line("+"))),
    ])
    let cut = lines[0] + "\n" + lines[1] + "\n" + lines[2].prefix(9)
    let session = try Session.parse(Data(cut.utf8), path: "x")
    #expect(session.events == [SessionEvent(t: 1, .input(.line("counter")))])
    #expect(session.truncation == "the file was cut off at line 3; replaying the event before it")
  }

  @Test func aBodyThatDoesNotMatchItsLengthIsDamage() throws {
    let exchange = HTTPExchange(
      started: 0, ended: 3, request: .init(url: "http://127.0.0.1/x"), secrets: [],
      result: .success(.init(status: 200, body: Data("four".utf8), url: "http://127.0.0.1/x")))
    let lines = try Self.lines([SessionEvent(t: 3, .http(exchange))])
    let tampered = lines[1].replacingOccurrences(of: "\"bodyLength\":4", with: "\"bodyLength\":5")
    #expect(tampered != lines[1])
    let text = lines[0] + "\n" + tampered + "\n"
    let error = #expect(throws: SessionReadError.self) { try Session.parse(Data(text.utf8), path: "x") }
    #expect(
      error == .damagedLine(path: "x", line: 2, reason: "a response body holds 4 bytes where 5 were recorded")
    )
  }

  @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
    try Self.inDirectory { directory in
      let path = directory.appendingPathComponent("big.session").path
      #expect(FileManager.default.createFile(atPath: path, contents: Data(count: 2048)))
      let error = #expect(throws: SessionReadError.self) { try Session.read(path: path, limit: 1024) }
      #expect(error == .tooLarge(path: path, bytes: 2048, limit: 1024))
    }
  }

  @Test func everyKeyReadsBackAsTheSameKey() throws {
    let keys: [Key] = [
      .character("a"), .character("é"), .character(" "), .up, .down, .left, .right, .enter, .backspace,
      .escape,
      .tab, .pageUp, .pageDown, .home, .end, .delete, .interrupt, .endOfInput,
    ]
    for key in keys {
      let data = try JSONEncoder().encode(RecordedInput.key(key))
      #expect(try JSONDecoder().decode(RecordedInput.self, from: data) == .key(key))
    }
  }

  /// The header's line, then one line per event.
  static func lines(_ events: [SessionEvent]) throws -> [String] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try [String(decoding: encoder.encode(header), as: UTF8.self)]
      + events.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
  }
}
