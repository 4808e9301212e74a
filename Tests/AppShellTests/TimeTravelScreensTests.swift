import CaseStudyKit
import Clocks
import GitHubSearchFeature
import HomeFeature
import ImageLoaderFeature
import Models
import ProfileFeature
import RandomUsersFeature
import ReactorCore
import ReactorTesting
import Services
import Testing
import TextUI
import TextUITesting

@testable import AppShell

/// Time travel on every kind of screen: pushed ones, and ones whose effects end later.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct TimeTravelScreensTests {
  /// Runs `lines` as plain mode does (each line's effects finished before the next) with
  /// `feature` opened at start.
  func run(
    _ feature: CaseStudy<AppContainer>, _ lines: [String], container: AppContainer = .inMemory()
  ) async -> (Navigator, RecordingScreen) {
    let screen = RecordingScreen()
    let navigator = Navigator(output: screen, traceStyle: .inline(CapturedOutput()))
    let session = AppSession(
      container: container,
      options: .init(feature: feature, waitsForIdle: true, stepTimeout: nil, isTracing: false),
      navigator: navigator)
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for line in lines { input.yield(.line(line)) }
    input.finish()
    _ = await session.run(events)
    return (navigator, screen)
  }

  /// On a terminal ← and → step through states on a screen whose list or closed field has
  /// ←→ among its keys in some state (a query line's cursor keys): only a field being typed
  /// into keeps them.
  @Test(arguments: [
    (CaseStudy<AppContainer>.home, [Key.character("r")]),
    // The search opens typing: Esc leaves its line, and a query typed then closed by Enter.
    (.githubSearch, [.escape, .character("/"), .character("a"), .enter]),
  ])
  func arrowsTravelOnAListScreen(feature: CaseStudy<AppContainer>, change: [Key]) async throws {
    let screen = RecordingScreen(rows: 24, inputMode: .terminal)
    let navigator = Navigator(output: screen, traceStyle: .inline(CapturedOutput()))
    let session = AppSession(
      container: .inMemory(),
      options: .init(feature: feature, waitsForIdle: true, stepTimeout: nil, isTracing: false),
      navigator: navigator)
    // The trace on, then a state to go back to.
    let keys: [Key] =
      change.prefix { $0 == .escape } + [.character("t")] + change.drop { $0 == .escape } + [.left]
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for key in keys { input.yield(.key(key)) }
    input.finish()
    _ = await session.run(events)
    let banner = try #require(screen.frames.last?.banner, "\(feature.name): \(screen.flashes)")
    #expect(banner.hasPrefix("⏪ state "), "\(feature.name)")
  }

  /// Birth's date is its picker's, as a `UIDatePicker`'s is: time travel steps through the
  /// reactor's states (saving, then the error), with the date the picker holds.
  @Test func birthPushedOverInfo() async throws {
    let service = InMemoryProfileService()
    service.failsToSave = true
    let (navigator, screen) = await run(
      .profile, ["e", "t", "1990-05-17", "done", "[", "["], container: .inMemory(profileService: service))

    let past = try #require(screen.frames.last)
    #expect(past.title == "Profile · Birth")
    #expect(past.banner?.hasPrefix("⏪ state 2 of ") == true)
    #expect(past.lines.contains { $0.hasSuffix("saving…") })
    #expect(past.lines.contains("  birthdate  1990-05-17"))
    _ = navigator.handle(.line("l"))
    #expect(screen.frames.last?.banner == nil)
    #expect(screen.frames.last?.lines.contains { $0.hasSuffix("saving…") } == false)
  }

  @Test func postDetailPushedOverHome() async throws {
    let posts = (1...3).map { Post(id: $0, userId: 1, title: "post \($0)", body: "text of \($0)") }
    let comments = [Models.Comment(id: 1, postId: 2, name: "first!", email: "a@mail.example", body: "nice")]
    let service = InMemoryPostsService(posts: posts, comments: comments, authors: [])
    let (navigator, screen) = await run(
      .home, ["2", "t", "r", "[", "["], container: .inMemory(postsService: service))

    let past = try #require(screen.frames.last)
    #expect(past.title == "Home · Post 2")
    #expect(past.banner?.hasPrefix("⏪ state ") == true)
    _ = navigator.handle(.line("]"))
    _ = navigator.handle(.line("l"))
    #expect(screen.frames.last?.banner == nil)
    #expect(screen.frames.last?.lines.contains("  • first! — a@mail.example") == true)
  }

  @Test func sectionDetailPushedOverRandomUsers() async throws {
    let (navigator, screen) = await run(.randomUsers, ["female", "t", "x 2", "["])

    let past = try #require(screen.frames.last)
    #expect(past.title == "Random Users · Female")
    #expect(past.banner?.hasPrefix("⏪ state 1 of ") == true)
    #expect(!past.lines.contains { $0.contains("▾  2  ") }, "drawn before row 2 expanded")
    _ = navigator.handle(.line("l"))
    #expect(screen.frames.last?.lines.contains { $0.contains("▾  2  ") } == true)
  }

  @Test func repositoryDetailHasOneStateAndSaysSo() async throws {
    let (navigator, screen) = await run(.githubSearch, ["swift", "o 1", "t", "["])

    #expect(navigator.pages.count == 3)
    #expect(screen.frames.last?.title.hasPrefix("GitHub Search · ") == true)
    #expect(screen.flashes.last == "this is the first state since the trace started")
  }

  @Test func imageLoadersLKeyLoadsWhenLiveAndReturnsToLiveFromThePast() async throws {
    let url = "http://images.test/only.png"
    let service = InMemoryImageService()
    let (navigator, screen) = await run(
      .imageLoader, ["t", "l", "["], container: .inMemory(imageService: service, imageURLs: [url]))
    #expect(service.requests == [url])
    #expect(screen.frames.last?.banner?.hasPrefix("⏪ state ") == true)

    _ = navigator.handle(.line("l"))
    #expect(screen.frames.last?.banner == nil)
    #expect(screen.frames.last?.lines.contains { $0.contains("8×4 PNG") } == true)
    #expect(service.requests == [url], "l went back to live: no second load")
  }

  @Test func aSearchPageArrivingWhileThePastIsShownReachesTheLiveState() async throws {
    let clock = TestClock()
    let service = InMemoryGitHubSearchService(clock: clock, latency: { _ in .seconds(1) })
    let screen = RecordingScreen()
    let navigator = Navigator(output: screen, traceStyle: .inline(CapturedOutput()))
    let pages = FeaturePages(
      container: .inMemory(clock: clock, githubSearchService: service, effectExecutor: TestEffectExecutor()),
      tracing: navigator.tracing)
    navigator.push { pages.make(.githubSearch, screen: $0, navigation: navigator) }

    for line in ["t", "swift", "["] { _ = navigator.handle(.line(line)) }
    #expect(await drainMainActor { service.requests.count == 1 })
    let past = try #require(screen.frames.last)
    #expect(past.banner == "⏪ state 1 of 2 · as the trace started · ] forward · l live")

    // The request is counted before its latency sleeps: advancing sooner would race it.
    await clock.waitForSleeper()
    await clock.advance(by: .seconds(1))
    // Waited for as the app waits, not for a number of turns: the answer comes through tasks
    // that a loaded machine (a sanitizer's build) runs late.
    await Navigator.waitUntilIdle(navigator.pages)
    #expect(navigator.isIdle)

    // The page was reduced into the live state; the past frame stays, one step more counted.
    #expect(screen.frames.last?.banner == "⏪ state 1 of 3 · as the trace started · ] forward · l live")
    #expect(screen.frames.last?.lines == past.lines)
    _ = navigator.handle(.line("l"))
    #expect(screen.frames.last?.lines.contains { $0.contains("ReactorKit/ReactorKit") } == true)
  }
}
