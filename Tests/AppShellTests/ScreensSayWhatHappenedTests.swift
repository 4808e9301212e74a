import AppComposition
import CaseStudyKit
import Clocks
import CounterFeature
import Foundation
import ImageLoaderFeature
import ProfileFeature
import RandomUsersFeature
import Services
import Testing
import TextUI
import TextUITesting

@testable import AppShell

/// What a screen shows is what the app did: messages stay with the screen and the state that
/// made them, the menu repeats what it looked up, and the screen's size leaves the trace room.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct ScreensSayWhatHappenedTests {
  /// The app run with `events` and `feature` opened at start, each step's effects finished
  /// before the next.
  func run(
    _ feature: CaseStudy<AppContainer>?, _ events: [InputEvent], screen: any Screen,
    traceStyle: Navigator.TraceStyle = .inline(CapturedOutput()),
    container: AppContainer = .inMemory(clock: ImmediateClock())
  ) async -> Navigator {
    let navigator = Navigator(output: screen, traceStyle: traceStyle)
    let session = AppSession(
      container: container,
      options: .init(feature: feature, waitsForIdle: true, stepTimeout: nil, isTracing: false),
      navigator: navigator)
    let (stream, input) = AsyncStream.makeStream(of: InputEvent.self)
    for event in events { input.yield(event) }
    input.finish()
    _ = await session.run(stream)
    return navigator
  }

  /// The last screenful a terminal painted.
  func lastPaint(_ output: CapturedOutput) -> String {
    String(output.text.components(separatedBy: "\u{1B}[H").last ?? "")
  }

  func terminal(_ output: CapturedOutput) -> TTYScreen {
    let screen = TTYScreen.standingStill(output: output) { (80, 30) }
    screen.start()
    return screen
  }

  @Test func aMessageFlashedOnBirthIsGoneOnceInfoIsBack() async {
    let output = CapturedOutput()
    let keys: [Key] = [.character("e"), .character("t"), .character("t"), .escape]
    _ = await run(.profile, keys.map(InputEvent.key), screen: terminal(output))
    let shown = lastPaint(output)
    #expect(shown.contains("── Profile · Info"))
    #expect(!shown.contains("trace off"), "Birth's message stayed on Info: \(shown)")
  }

  @Test func aMessageOfTheLiveStateIsNotShownOverAPastOne() async {
    let output = CapturedOutput()
    let keys: [Key] = [.character("t"), .character("+"), .character("[")]
    _ = await run(.counter, keys.map(InputEvent.key), screen: terminal(output))
    let shown = lastPaint(output)
    #expect(shown.contains("⏪ state"))
    #expect(!shown.contains("increased!"), "the live state's alert over a past one: \(shown)")
  }

  /// `t` says "trace on" over the Image Loader; `l` loads an image, a state change the message
  /// is not about, and it is gone from the terminal. Without the `l` it stays: the check can
  /// fail.
  @Test(arguments: [true, false])
  func aMessageIsGoneAtTheNextStateChangeThatIsNotItsOwn(loads: Bool) async {
    let output = CapturedOutput()
    let container = AppContainer.inMemory(clock: ImmediateClock(), imageURLs: ["http://images.test/a.png"])
    let keys: [Key] = [.character("t")] + (loads ? [.character("l")] : [])
    _ = await run(
      .imageLoader, keys.map(InputEvent.key), screen: terminal(output), traceStyle: .panel(lines: 8),
      container: container)
    let shown = lastPaint(output)
    #expect(shown.contains("trace:") == loads, "the load was traced")
    #expect(shown.contains("! trace on") == !loads, "\(shown)")
  }

  /// In plain mode a message prints in the frame of the step that raised it, above its hints,
  /// not after it where it reads as the next frame's; the next step's frame has none.
  @Test func aPlainMessagePrintsInTheFrameOfItsStep() async {
    let output = CapturedOutput()
    _ = await run(.counter, [.line("+"), .line("-")], screen: PlainScreen(output: output))
    let frames = output.text.components(separatedBy: "\n\n").filter { !$0.isEmpty }
    let increased = frames.filter { $0.contains("increased!") }
    #expect(increased.count == 1, "\(frames)")
    #expect(increased.first?.contains("  value: 1\n! increased!\n+ increases") == true, "\(frames)")
    let decreased = frames.last ?? ""
    #expect(decreased.contains("  value: 0\n! decreased!\n+ increases"), "\(frames)")
    #expect(!output.text.contains("\n\n! "), "a message printed after a frame: \(output.text)")
  }

  @Test func withTheTraceOnBirthsArrowsStillStepTheMonth() async {
    let screen = RecordingScreen(rows: 30, inputMode: .terminal)
    let keys: [Key] = [.character("e"), .character("t"), .right, .right]
    _ = await run(.profile, keys.map(InputEvent.key), screen: screen)
    let birth = screen.frames.last
    #expect(birth?.lines.contains("  birthdate  2000-03-01") == true)
    let hints = birth?.render(width: 200, mode: .terminal).last ?? ""
    #expect(hints.contains("←→ steps the month") && hints.contains("b Esc leaves unsaved"))
    #expect(hints.contains("[ ] states") && !hints.contains("[ ] ←→"), "\(hints)")
  }

  @Test func theMenuRepeatsALongOrUnprintableLineAsItLookedItUp() async {
    let screen = RecordingScreen()
    let long = String(repeating: "x", count: 5_000)
    _ = await run(nil, [.line(long), .line("\u{1B}[2J\u{07}"), .line("\u{1B}[1mcounter")], screen: screen)
    let numbers = CompositionRoot.caseStudies.indices.map { "\($0 + 1)" }.joined(separator: ", ")
    #expect(screen.flashes.count == 2)
    #expect(
      screen.flashes.first
        == "no feature '\(String(repeating: "x", count: 19))…': pick \(numbers) or a name")
    #expect(
      screen.flashes.last
        == "that line held no command, only control characters — ? shows what this screen does")
    #expect(screen.frames.last?.title == "Counter", "the line shown as 'counter' opened Counter")
  }

  @Test func withTheTraceOnTheImageLeavesRoomForThePanel() async throws {
    let screen = RecordingScreen(rows: 30, inputMode: .terminal)
    let container = AppContainer.inMemory(clock: ImmediateClock(), imageURLs: ["http://images.test/a.png"])
    _ = await run(
      .imageLoader, [.key(.character("t")), .key(.character("l"))], screen: screen,
      traceStyle: .panel(lines: 8), container: container)
    let frame = try #require(screen.frames.last)
    let lines = frame.render(width: 80, mode: .terminal)
    #expect(lines.contains("trace:"))
    #expect(lines.count <= 30, "the panel falls off a 30-row screen: \(lines.count) rows")
  }

  /// The menu says which hosts fell back; a screen of local data (Counter, Profile) says nothing
  /// about hosts it never reads, so its own rows stay its own.
  @Test func afterAFallBackTheMenuSaysSoAndLocalScreensDoNot() async {
    let screen = RecordingScreen()
    let fallback = "some screens show bundled sample data: api.github.com is unreachable"
    let container = AppContainer.inMemory(clock: ImmediateClock(), fallbackBanner: { fallback })
    _ = await run(
      nil, [.line("counter"), .line("b"), .line("profile"), .line("e")], screen: screen, container: container)
    #expect(
      Set(screen.frames.map(\.title)) == ["reactor-demo", "Counter", "Profile · Info", "Profile · Birth"])
    for frame in screen.frames {
      #expect(frame.banner == (frame.title == "reactor-demo" ? fallback : nil), "\(frame.title)")
    }
  }

  @Test func aSectionInPlainModeListsEveryRow() async throws {
    let screen = RecordingScreen()
    _ = await run(.randomUsers, [.line("1")], screen: screen)
    let section = try #require(screen.frames.last)
    #expect(section.title.hasPrefix("Random Users · "))
    #expect(!section.lines.contains { $0.contains("more below") })
    let count = try #require(section.lines.compactMap { Int($0.split(separator: " ").first ?? "") }.first)
    #expect(count > 12)
    #expect(section.lines.contains { $0.contains(" \(count)  ") }, "row \(count) is listed")
  }

  /// Outside the menu too, a line is used as it would be echoed: `+` with a colour code
  /// increases, and a line of control characters is called that, not "unknown command ''".
  @Test func aLineIsUsedAsItWouldBeEchoed() async {
    let screen = RecordingScreen()
    _ = await run(.counter, [.line("+\u{1B}[1m"), .line("\u{1}\u{1B}[2J")], screen: screen)
    #expect(screen.frames.last?.lines.contains("  value: 1") == true, "\(screen.frames.last?.lines ?? [])")
    #expect(
      screen.flashes.last
        == "that line held no command, only control characters — ? shows what this screen does",
      "\(screen.flashes)")
    #expect(!screen.flashes.contains { $0.contains("unknown command") }, "\(screen.flashes)")
  }

  /// "'x' does nothing here" is about Birth as it was: once ↑ changes the date, it goes.
  @Test func anAnswerToAKeyGoesOnceAnotherKeyChangesTheScreen() async {
    let answer = "'x' does nothing here — ? shows what this screen does"
    let answered = RecordingScreen(rows: 30, inputMode: .terminal)
    _ = await run(.profile, [.character("e"), .character("x")].map(InputEvent.key), screen: answered)
    #expect(answered.shownFlash == answer)

    let moved = RecordingScreen(rows: 30, inputMode: .terminal)
    _ = await run(.profile, [.character("e"), .character("x"), .up].map(InputEvent.key), screen: moved)
    #expect(moved.flashes.contains(answer))
    #expect(moved.frames.last != answered.frames.last, "↑ changed the date")
    #expect(moved.shownFlash == nil, "the answer to 'x' stayed over the new date")
  }
}
