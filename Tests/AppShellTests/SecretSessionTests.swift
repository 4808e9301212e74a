import AppShell
import Foundation
import ReactorTracing
import SessionRecording
import Testing
import TextUI
import TextUITesting

/// A password typed into a secret field never reaches a recorded session: each character is
/// kept as a stand-in of its kind, the frames and the trace show dots, and the session still
/// replays frame for frame.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SecretSessionTests {
  /// A recorded run of the password page: its session read back, its file, its trace lines.
  struct Recorded {
    let session: Session
    let file: String
    let trace: [String]

    var inputs: [RecordedInput] {
      session.events.compactMap { if case .input(let input) = $0.payload { input } else { nil } }
    }

    /// The characters typed, as the session keeps them, in a row.
    var typed: String {
      String(inputs.compactMap { if case .key(.character(let character)) = $0 { character } else { nil } })
    }

    var frames: [FrameRecord] {
      session.events.compactMap { if case .frame(let frame) = $0.payload { frame } else { nil } }
    }
  }

  /// What a run hands on, kept on the main actor as the run goes.
  @MainActor
  final class Gathered {
    var trace: [String] = []
    var check: FrameCheck?
    var mismatches: [String] = []
  }

  static let password = "Qu1et Hq!"
  static let standIns = "Xx0xx Xx*"

  static func keys(_ text: String) -> [InputEvent] {
    text.map { .key(.character($0)) }
  }

  static func recorded(_ keys: [Key]) -> [RecordedInput] {
    keys.map { .key($0) }
  }

  /// Runs the password page on `events` as `--record` does: each event recorded as the session
  /// takes it, each frame as it is drawn, and the trace on, its lines kept as a trace file
  /// would take them.
  static func record(_ events: [InputEvent], mode: InputMode) async throws -> Recorded {
    let path = FileManager.default.temporaryDirectory.appending(path: "secret-session-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let header = SessionHeader(
      appVersion: "0.1.0", configuration: [], mode: mode == .plain ? .plain : .terminal, columns: 80,
      rows: 24, colorDepth: "none", startTime: AppContainer.testNow, timeZone: TimeZone(identifier: "UTC")!,
      seeds: .init(randomUser: "0", imagePick: 0), feature: "password-form")
    let recorder = try SessionRecorder(path: path, header: header, elapsed: { .zero })
    let gathered = Gathered()
    let screen = FrameRecordingScreen(RecordingScreen(rows: 24, inputMode: mode)) { title, lines in
      recorder.recordFrame(screen: title, lines: lines)
    }
    _ = await run(events, on: screen, gathered: gathered) { event in
      if let input = RecordedInput(event) { recorder.record(.input(input)) }
    }
    recorder.close(ending: .quit)
    return Recorded(
      session: try Session.read(path: path), file: try String(contentsOfFile: path, encoding: .utf8),
      trace: gathered.trace)
  }

  /// Feeds the recorded events again, as `--replay --check` does: the mismatches, if any, and
  /// the frames the replay drew.
  static func replay(_ recorded: Recorded, mode: InputMode) async -> (mismatches: [String], drawn: Int) {
    let gathered = Gathered()
    gathered.check = FrameCheck(session: recorded.session)
    let screen = FrameRecordingScreen(RecordingScreen(rows: 24, inputMode: mode)) { title, lines in
      if let problem = gathered.check?.check(screen: title, lines: lines()) {
        gathered.mismatches.append(problem)
      }
    }
    _ = await run(recorded.inputs.map(\.event), on: screen, gathered: gathered) { _ in }
    return (gathered.mismatches, gathered.check?.drawn ?? 0)
  }

  private static func run(
    _ events: [InputEvent], on screen: any Screen, gathered: Gathered,
    taken: @escaping @MainActor (InputEvent) -> Void
  ) async -> AppSession.Exit {
    let navigator = Navigator(
      output: screen, traceStyle: .panel(lines: 8),
      tracing: PageTracing { _, line in gathered.trace.append(line.text) })
    let session = AppSession(
      container: .inMemory(), caseStudies: [PasswordView.caseStudy],
      options: .init(feature: PasswordView.caseStudy, waitsForIdle: true, stepTimeout: nil, isTracing: true),
      navigator: navigator)
    let (stream, input) = AsyncStream.makeStream(of: InputEvent.self)
    events.forEach { input.yield($0) }
    input.finish()
    return await session.run(stream, taken: taken)
  }

  /// What a user would look for in the file: the password whole, or a good part of it.
  static func expectNoPassword(in recorded: Recorded, sourceLocation: SourceLocation = #_sourceLocation) {
    for text in [recorded.file, recorded.typed] + recorded.trace + recorded.frames.flatMap(\.lines) {
      #expect(!text.contains("Qu1et"), "\(text)", sourceLocation: sourceLocation)
      #expect(!text.contains("Hq!"), "\(text)", sourceLocation: sourceLocation)
    }
  }

  @Test func aPasswordTypedKeyByKeyIsRecordedAsStandInsAndReplaysTheSameDots() async throws {
    let events: [InputEvent] =
      [.key(.character("p"))] + Self.keys(Self.password)
      + [.key(.backspace), .key(.left), .key(.enter), .key(.character("q"))]
    let recorded = try await Self.record(events, mode: .terminal)

    #expect(
      recorded.inputs
        == Self.recorded(
          [.character("p")] + Self.standIns.map(Key.character) + [.backspace, .left, .enter, .character("q")]),
      "the opener and the q that quits are as typed; the q in the password is an x")
    Self.expectNoPassword(in: recorded)
    #expect(
      recorded.frames.contains { $0.lines.contains("  password  ••••••••") }, "a dot a character, one deleted"
    )
    #expect(recorded.frames.contains { $0.lines.contains("  password set") })
    #expect(recorded.trace.contains { $0.contains("submit(••••)") }, "\(recorded.trace)")

    let replay = await Self.replay(recorded, mode: .terminal)
    #expect(replay.mismatches.isEmpty)
    #expect(replay.drawn == recorded.frames.count)
  }

  @Test func aPasteIntoThePasswordIsRecordedAsStandIns() async throws {
    let events: [InputEvent] =
      [.key(.character("p")), .key(.pasteStart)] + Self.keys(Self.password)
      + [.key(.pasteEnd), .key(.enter), .key(.character("q"))]
    let recorded = try await Self.record(events, mode: .terminal)

    #expect(
      recorded.inputs
        == Self.recorded(
          [.character("p"), .pasteStart] + Self.standIns.map(Key.character) + [
            .pasteEnd, .enter, .character("q"),
          ]))
    Self.expectNoPassword(in: recorded)
    #expect(recorded.frames.contains { $0.lines.contains("  password  •••••••••") })

    let replay = await Self.replay(recorded, mode: .terminal)
    #expect(replay.mismatches.isEmpty)
    #expect(replay.drawn == recorded.frames.count)
  }

  /// A plain-mode line keeps its command word; the text after it is the password's stand-ins.
  @Test func aPlainLineKeepsItsWordAndStandInsForThePassword() async throws {
    let events: [InputEvent] = ["  password \(Self.password) ", "c", "password", "q"].map { .line($0) }
    let recorded = try await Self.record(events, mode: .plain)

    #expect(recorded.inputs == ["password \(Self.standIns)", "c", "password", "q"].map { .line($0) })
    Self.expectNoPassword(in: recorded)
    #expect(recorded.frames.contains { $0.lines.contains("  password  •••••••••") })

    let replay = await Self.replay(recorded, mode: .plain)
    #expect(replay.mismatches.isEmpty)
    #expect(replay.drawn == recorded.frames.count)
  }

  /// Keys that type into no secret are kept as they are: a shared key, a command, a key the
  /// page ignores, and keys pressed while a past state is shown, which never reach the field.
  @Test func keysThatTypeNoSecretAreRecordedAsTheyAre() async throws {
    let keys: [Key] = [
      .character("c"), .character("z"), .character("p"), .character("a"), .character("b"), .enter,
      .character("["), .character("p"), .character("a"), .character("l"), .character("t"), .character("q"),
    ]
    let recorded = try await Self.record(keys.map { .key($0) }, mode: .terminal)

    var expected = keys
    expected[3] = .character("x")
    expected[4] = .character("x")
    #expect(recorded.inputs == Self.recorded(expected))
    #expect(
      recorded.frames.contains { $0.lines.contains { $0.hasPrefix("! ⏪ state") } }, "a past state was shown")

    let replay = await Self.replay(recorded, mode: .terminal)
    #expect(replay.mismatches.isEmpty)
    #expect(replay.drawn == recorded.frames.count)
  }

  /// A paste while no field is open is dropped whole, whatever it holds: a password pasted
  /// before its field was opened is kept as stand-ins, which are dropped alike on replay.
  @Test func aPasteNoFieldTakesIsKeptAsStandIns() async throws {
    let events: [InputEvent] =
      [.key(.pasteStart)] + Self.keys(Self.password) + [.key(.pasteEnd), .key(.character("q"))]
    let recorded = try await Self.record(events, mode: .terminal)

    #expect(
      recorded.inputs
        == Self.recorded([.pasteStart] + Self.standIns.map(Key.character) + [.pasteEnd, .character("q")]))
    Self.expectNoPassword(in: recorded)
    let replay = await Self.replay(recorded, mode: .terminal)
    #expect(replay.mismatches.isEmpty)
    #expect(replay.drawn == recorded.frames.count)
  }

  /// A password line typed while a past state is shown is refused, and kept as stand-ins: it
  /// was meant for the field.
  @Test func aPasswordLineRefusedInThePastIsKeptAsStandIns() async throws {
    let events: [InputEvent] = ["c", "[", "password \(Self.password)", "l", "q"].map { .line($0) }
    let recorded = try await Self.record(events, mode: .plain)

    #expect(recorded.inputs == ["c", "[", "password \(Self.standIns)", "l", "q"].map { .line($0) })
    Self.expectNoPassword(in: recorded)
    let replay = await Self.replay(recorded, mode: .plain)
    #expect(replay.mismatches.isEmpty)
    #expect(replay.drawn == recorded.frames.count)
  }

  /// Ctrl-D in the open field edits it, and the run goes on: the session keeps it as a key,
  /// not as its end, and replays every frame after it.
  @Test func ctrlDInTheFieldIsAKeyAndTheRunGoesOn() async throws {
    let events: [InputEvent] =
      [.key(.character("p"))] + Self.keys("ab") + [
        .key(.left), .key(.endOfInput), .key(.enter), .key(.character("q")),
      ]
    let recorded = try await Self.record(events, mode: .terminal)

    #expect(
      recorded.inputs
        == Self.recorded([
          .character("p"), .character("x"), .character("x"), .left, .endOfInput, .enter, .character("q"),
        ]))
    #expect(recorded.frames.contains { $0.lines.contains("  password set") })
    let replay = await Self.replay(recorded, mode: .terminal)
    #expect(replay.mismatches.isEmpty)
    #expect(replay.drawn == recorded.frames.count)
  }
}
