import AppShell
import Clocks
import CounterFeature
import Models
import ProfileFeature
import ReactorCore
import ReactorTesting
import Services
import Testing
import TextUI
import TextUITesting

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct AppSessionTests {
  @Test func menuOpensCounterByNumberAndNameAndQuitEndsTheSession() async {
    let screen = RecordingScreen()
    let session = AppSession(
      container: .inMemory(),
      options: .init(feature: nil, waitsForIdle: false, stepTimeout: .seconds(1), isTracing: false),
      navigator: Navigator(output: screen, traceStyle: .panel(lines: 4))
    )
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(.line("1"))
    input.yield(.line("b"))
    input.yield(.line(" counter "))
    input.yield(.line("q"))
    input.yield(.line("this line is never read"))

    let exit = await session.run(events)

    #expect(exit == .ok)
    #expect(screen.frames.map(\.title) == ["reactor-demo", "Counter", "reactor-demo", "Counter"])
  }

  @Test func aCaseStudyOpenedAtStartIsTheFirstFrameAndBackShowsTheMenu() async {
    let screen = RecordingScreen()
    let session = AppSession(
      container: .inMemory(notices: ["the log cannot be written"]),
      options: .init(feature: .counter, waitsForIdle: true, stepTimeout: nil, isTracing: false),
      navigator: Navigator(output: screen, traceStyle: .panel(lines: 4))
    )
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for line in ["b", "q"] { input.yield(.line(line)) }

    #expect(await session.run(events) == .ok)
    #expect(screen.frames.map(\.title) == ["Counter", "reactor-demo"])
    #expect(screen.flashes.first == "the log cannot be written", "a notice shows over the first screen seen")
  }

  @Test func endOfInputExitsZeroAndInterruptExits130() async {
    func run(_ events: [InputEvent]) async -> AppSession.Exit {
      let session = AppSession(
        container: .inMemory(),
        options: .init(feature: .counter, waitsForIdle: true, stepTimeout: .seconds(1), isTracing: false),
        navigator: Navigator(output: RecordingScreen(), traceStyle: .panel(lines: 4))
      )
      let (stream, input) = AsyncStream.makeStream(of: InputEvent.self)
      events.forEach { input.yield($0) }
      return await session.run(stream)
    }
    #expect(await run([.end]) == .ok)
    #expect(await run([.key(.endOfInput)]) == .ok)
    #expect(await run([.key(.interrupt)]) == .interrupted)
  }

  @Test func plainModeWaitsForAStepsEffectsBeforeTheNextLine() async {
    let clock = TestClock()
    let screen = RecordingScreen()
    let session = AppSession(
      container: .inMemory(clock: clock, effectExecutor: TestEffectExecutor()),
      // No step timeout: it would sleep on the same clock, and the sleeper this test waits for
      // is the Counter's (ImageLoaderSessionTests has the timeout's own test).
      options: .init(feature: .counter, waitsForIdle: true, stepTimeout: nil, isTracing: false),
      navigator: Navigator(output: screen, traceStyle: .panel(lines: 4))
    )
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(.line("+"))
    input.yield(.line("q"))
    let run = Task { await session.run(events) }

    // "+" is taken; "q" must wait until the half-second step has ended.
    await drainMainActor { screen.frames.contains { $0.lines.contains { $0.contains("working") } } }
    #expect(session.navigator.pages.count == 2)
    await clock.waitForSleeper()
    await clock.advance(by: .milliseconds(500))

    #expect(await run.value == .ok)
    #expect(screen.flashes == ["increased!"])
    #expect(screen.frames.last?.lines.contains("  value: 1") == true)
  }

}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct ProfileNavigationTests {
  @Test func birthIsPushedOverInfoAndInfoIsCurrentWhenItCloses() async throws {
    let screen = RecordingScreen()
    let service = InMemoryProfileService()
    let session = AppSession(
      container: .inMemory(profileService: service),
      options: .init(feature: .profile, waitsForIdle: true, stepTimeout: nil, isTracing: false),
      navigator: Navigator(output: screen, traceStyle: .panel(lines: 4))
    )
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for line in ["e", "1990-05-17"] { input.yield(.line(line)) }
    input.finish()
    _ = await session.run(events)
    #expect(session.navigator.pages.map(\.title) == ["reactor-demo", "Profile", "Birth"])

    // While Birth is on top, a change saved elsewhere still reaches Info.
    await drainMainActor { service.subscriberCount == 1 }
    try await service.updateName(to: "Grace")
    let birth = try #require(session.navigator.top)
    _ = birth.input.deliver(.line("done"))
    await drainMainActor { session.navigator.pages.count == 2 }

    let info = try #require(screen.frames.last)
    #expect(info.title == "Profile · Info")
    #expect(info.lines.contains("  name       Grace"))
    #expect(info.lines.contains("  birthdate  1990-05-17"))
  }
}
