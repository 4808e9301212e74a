import AppShell
import Clocks
import ImageLoaderFeature
import ReactorTesting
import Services
import Testing
import TextUI
import TextUITesting

@MainActor
struct ImageLoaderSessionTests {
  /// The Image Loader in plain mode with `l` and `q` typed, its download held until released.
  static func loadThenQuit(
    _ url: String, clock: TestClock<Duration> = TestClock(), stepTimeout: Duration
  ) -> (run: Task<AppSession.Exit, Never>, service: InMemoryImageService, screen: RecordingScreen) {
    let service = InMemoryImageService(holdsDownloads: true)
    let screen = RecordingScreen()
    let session = AppSession(
      container: .inMemory(clock: clock, imageService: service, imageURLs: [url]),
      options: .init(feature: .imageLoader, waitsForIdle: true, stepTimeout: stepTimeout, isTracing: false),
      navigator: Navigator(output: screen, traceStyle: .panel(lines: 4))
    )
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(.line("l"))
    input.yield(.line("q"))
    return (Task { await session.run(events) }, service, screen)
  }

  /// The download runs in the view, outside the reactor; plain mode must still wait for it.
  @Test func plainModeWaitsForTheViewsDownloadBeforeTheNextLine() async {
    let url = "http://images.test/only.png"
    let (run, service, screen) = Self.loadThenQuit(url, stepTimeout: .seconds(30))

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
    let (run, service, screen) = Self.loadThenQuit(url, clock: clock, stepTimeout: .seconds(3600))

    #expect(await drainMainActor { service.requests == [url] })
    await clock.waitForSleeper()
    await clock.advance(by: .seconds(3600))

    #expect(await run.value == .ok, "q was read with the download still held")
    #expect(
      screen.frames.last { $0.title == "Image Loader" }?.lines.contains { $0.contains("loading") } == true)
  }
}
