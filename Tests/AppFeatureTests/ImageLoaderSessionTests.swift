import AppFeature
import Clocks
import ReactorTesting
import Services
import Testing
import TextUI
import TextUITesting

@MainActor
struct ImageLoaderSessionTests {
  /// The download runs in the view, outside the reactor; plain mode must still wait for it.
  @Test func plainModeWaitsForTheViewsDownloadBeforeTheNextLine() async {
    let url = "http://images.test/only.png"
    let service = InMemoryImageService(holdsDownloads: true)
    let container = AppContainer.inMemory(imageService: service, imageURLs: [url])
    let screen = RecordingScreen()
    let session = AppSession(
      container: container,
      options: .init(feature: .imageLoader, waitsForIdle: true, stepTimeout: .seconds(30), isTracing: false),
      navigator: Navigator(output: screen, traceStyle: .panel(lines: 4))
    )
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(.line("l"))
    input.yield(.line("q"))
    let run = Task { await session.run(events) }

    #expect(await drainMainActor { service.requests == [url] })
    await drainMainActor()
    #expect(!screen.frames.contains { $0.lines.contains { $0.contains("id sample") } })
    service.release(url)

    #expect(await run.value == .ok)
    let last = screen.frames.last { $0.title == "Image Loader" }
    #expect(
      last?.lines.contains { $0.contains("8×4 PNG · 1.0 kB · id sample") } == true, "drawn before q was read")
    #expect(last?.lines.contains { $0.contains("loading") } == false)
  }

  /// A step that outlasts the step timeout ends on the container's clock: a replay's virtual
  /// clock (a TestClock here) decides when plain mode moves on, as the recorded run's did; the
  /// wall clock would keep this test waiting an hour.
  @Test(.timeLimit(.minutes(1)))
  func theStepTimeoutPassesOnTheContainersClock() async {
    let url = "http://images.test/held.png"
    let clock = TestClock()
    let service = InMemoryImageService(holdsDownloads: true)
    let screen = RecordingScreen()
    let session = AppSession(
      container: .inMemory(clock: clock, imageService: service, imageURLs: [url]),
      options: .init(
        feature: .imageLoader, waitsForIdle: true, stepTimeout: .seconds(3600), isTracing: false),
      navigator: Navigator(output: screen, traceStyle: .panel(lines: 4))
    )
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(.line("l"))
    input.yield(.line("q"))
    let run = Task { await session.run(events) }

    #expect(await drainMainActor { service.requests == [url] })
    await clock.waitForSleeper()
    await clock.advance(by: .seconds(3600))

    #expect(await run.value == .ok, "q was read with the download still held")
    #expect(
      screen.frames.last { $0.title == "Image Loader" }?.lines.contains { $0.contains("loading") } == true)
  }
}
