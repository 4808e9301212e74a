import AppComposition
import CaseStudyKit
import Clocks
import CounterFeature
import Foundation
import GitHubSearchFeature
import HomeFeature
import Models
import ProfileFeature
import RandomUsersFeature
import ReactorCore
import Services
import Testing
import TextUI
import TextUITesting
import TimersFeature

@testable import AppShell

/// The rule every screen keeps, tested as a rule: what a screen says a key does, it does, in
/// the mode the user is in. Every screen is visited in plain mode and on a terminal, in its
/// ordinary states and in the ones a quick look misses (a line taking typed text, a past state,
/// no posts, a failed load); each key its hint line offers is pressed and must have the effect
/// it names (`q` quits, `b` goes back, `?` opens About, a screen's own key changes what is
/// shown), and a key it does not offer must be answered with a message.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct ScreenKeysTests {
  /// What Home's posts service holds.
  enum Posts: Sendable {
    /// Twenty-five posts, each with a comment.
    case some
    /// None at all.
    case none
    /// Every fetch fails, and nothing is cached.
    case failing
  }

  /// A screen in a state worth visiting, and the events that reach it from the app's start in
  /// each mode (nil: the state does not exist in that mode).
  struct Place: CustomTestStringConvertible, Sendable {
    let name: String
    let feature: CaseStudy<AppContainer>?
    let plain: [String]?
    let terminal: [Key]?
    let posts: Posts

    init(
      _ name: String, _ feature: CaseStudy<AppContainer>?, plain: [String]? = [], terminal: [Key]? = [],
      posts: Posts = .some
    ) {
      self.name = name
      self.feature = feature
      self.plain = plain
      self.terminal = terminal
      self.posts = posts
    }

    var testDescription: String { name }

    func path(in mode: InputMode) -> [InputEvent]? {
      switch mode {
      case .plain: plain?.map(InputEvent.line)
      case .terminal: terminal?.map(InputEvent.key)
      }
    }
  }

  /// The menu, every case study as it opens and as each of its pictures shows it (on a
  /// terminal: a picture's keys are keys), then the places further in.
  nonisolated static let places: [Place] =
    [Place("menu", nil)] + CompositionRoot.caseStudies.map { Place($0.name, $0) } + pictured + further

  nonisolated static let pictured: [Place] = CompositionRoot.caseStudies.flatMap { caseStudy in
    caseStudy.pictures.map { picture in
      Place(
        "\(caseStudy.name), picture \(picture.name ?? caseStudy.name)", caseStudy, plain: nil,
        terminal: picture.keys)
    }
  }

  nonisolated static let further: [Place] = [
    Place("a post", .home, plain: ["1"], terminal: [.enter]),
    Place("Info's name line", .profile, plain: nil, terminal: [.character("n")]),
    Place("Birth", .profile, plain: ["e"], terminal: [.character("e")]),
    Place("Birth, a date half typed", .profile, plain: nil, terminal: [.character("e"), .character("1")]),
    Place("GitHub Search's query line", .githubSearch, plain: nil, terminal: [.character("/")]),
    // A field holding text offers the keys that move and delete in it.
    Place(
      "GitHub Search's query line, a query typed", .githubSearch, plain: nil,
      terminal: [.character("/")] + "rx".map(Key.character)),
    Place("Info's name line, a name typed", .profile, plain: nil, terminal: "nAda".map(Key.character)),
    Place(
      "GitHub Search results", .githubSearch, plain: ["swift"],
      terminal: [.character("/")] + "swift".map(Key.character) + [.enter]),
    Place(
      "a repository", .githubSearch, plain: ["swift", "o 1"],
      terminal: [.character("/")] + "swift".map(Key.character) + [.enter, .enter]),
    Place("a section", .randomUsers, plain: ["1"], terminal: [.character("1")]),
    Place("an About page", .counter, plain: ["?"], terminal: [.character("?")]),
    Place("Counter, the trace on", .counter, plain: ["t"], terminal: [.character("t")]),
    Place("Birth, the trace on", .profile, plain: ["e", "t"], terminal: [.character("e"), .character("t")]),
    Place(
      "Info's name line, the trace on", .profile, plain: nil, terminal: [.character("t"), .character("n")]),
    Place(
      "GitHub Search's query line, the trace on", .githubSearch, plain: nil,
      terminal: [.character("t"), .character("/")]),
    Place(
      "Counter, a past state", .counter, plain: ["t", "+", "["],
      terminal: [.character("t"), .character("+"), .character("[")]),
    Place(
      "GitHub Search, a past state", .githubSearch, plain: ["t", "swift", "["],
      terminal: [.character("t"), .character("/")] + "swift".map(Key.character) + [.enter, .character("[")]),
    Place("Timers, running", .timers, plain: ["s"], terminal: [.character("s")]),
    Place(
      "Timers, stopped after a run", .timers, plain: ["s", "l", "s"], terminal: "sls".map(Key.character)),
    Place(
      "Timers, running, a past state", .timers, plain: ["t", "s", "{"], terminal: "ts{".map(Key.character)),
    Place("Home, no posts", .home, posts: .none),
    Place("Home, the load failed", .home, posts: .failing),
  ]

  /// The posts service a visit starts with.
  static func postsService(_ posts: Posts) -> InMemoryPostsService {
    let service = InMemoryPostsService(
      posts: posts == .none
        ? [] : (1...25).map { Post(id: $0, userId: 1, title: "post \($0)", body: "text of post \($0)") },
      comments: (1...25).map {
        Comment(id: $0, postId: $0, name: "reader", email: "r@mail.example", body: "nice")
      },
      authors: [])
    if posts == .failing { service.failure = .init("the server is down") }
    return service
  }

  /// The app at `place` in `mode`.
  struct Reached {
    let navigator: Navigator
    let screen: RecordingScreen
    /// Kept alive: the menu opens features through it.
    let session: AppSession
    /// The clock the app's delays and timers run on.
    let clock: HorizonClock
  }

  /// The app at `place` in `mode`: its navigator, and the screen it draws on.
  static func reach(_ place: Place, _ mode: InputMode) async -> Reached? {
    guard let path = place.path(in: mode) else { return nil }
    let screen = RecordingScreen(rows: mode == .terminal ? 40 : nil, inputMode: mode)
    let navigator = Navigator(output: screen, traceStyle: .inline(CapturedOutput()))
    let clock = HorizonClock()
    let session = AppSession(
      container: .inMemory(clock: clock, postsService: postsService(place.posts)),
      options: .init(feature: place.feature, waitsForIdle: true, stepTimeout: nil, isTracing: false),
      navigator: navigator)
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for event in path { input.yield(event) }
    input.finish()
    _ = await session.run(events)
    await settle(navigator, clock)
    return Reached(navigator: navigator, screen: screen, session: session, clock: clock)
  }

  /// Returns once a timer left running (an effect that lives until cancelled) has come to rest
  /// at the clock's horizon, so only a key changes what is shown from then on.
  static func settle(_ navigator: Navigator, _ clock: HorizonClock) async {
    let timerRuns = {
      navigator.pages.contains { Navigator.reactor(of: $0)?.longLivedEffects.isEmpty == false }
    }
    while timerRuns(), !clock.isHolding, !Task.isCancelled { await Task.yield() }
  }

  /// What the user sees change after one press.
  struct Reaction {
    var quit = false
    /// The frame shown before the press, and the ones drawn after it.
    var before: Frame?
    var drawn: [Frame] = []
    var movedPage = false
    var messages: [String] = []

    /// Whether a message says the key does nothing: the app's answer to a key not offered, or
    /// to a screen's own key while a past state is shown.
    var saysItDoesNothing: Bool {
      messages.contains { $0.contains("? shows what this screen does") || $0 == Navigator.pastHint }
    }
    /// The last frame drawn after the press, or the one before when none was.
    var after: Frame? { drawn.last ?? before }

    /// Whether what is shown changed: another frame (a spinner while a refresh runs counts,
    /// even when it ends where it began), another page, or a message that is not "does
    /// nothing". A redraw of the same frame is not an effect.
    var changedWhatIsShown: Bool {
      quit || movedPage || drawn.contains { $0 != before } || (!messages.isEmpty && !saysItDoesNothing)
    }
  }

  /// The app's state a shared key acts on.
  struct Shared: Equatable {
    var pages: Int
    var isTracing: Bool
    var shownStep: Int?
    var onAbout: Bool

    @MainActor init(_ navigator: Navigator) {
      pages = navigator.pages.count
      isTracing = navigator.isTracing
      shownStep = navigator.shownStep
      onAbout = navigator.top is AboutPage
    }
  }

  static func press(
    _ event: InputEvent, on navigator: Navigator, _ screen: RecordingScreen, clock: HorizonClock
  ) async -> Reaction {
    let (before, frames, flashes, top) = (
      screen.frames.last, screen.frames.count, screen.flashes.count, navigator.top
    )
    let outcome = navigator.handle(event)
    await Navigator.waitUntilIdle(navigator.pages)
    await settle(navigator, clock)
    return Reaction(
      quit: outcome == .quit, before: before, drawn: Array(screen.frames.dropFirst(frames)),
      movedPage: navigator.top !== top,
      messages: Array(screen.flashes.dropFirst(flashes)))
  }

  /// Whether `reaction` is what `key`, pressed by its first event, says it does: the shared
  /// keys by their effect on the app, a screen's own keys by a change of what is shown.
  static func hasDeclaredEffect(
    _ key: KeyBinding, _ reaction: Reaction, before: Shared, after: Shared, isShared: Bool
  ) -> Bool {
    guard isShared else { return reaction.changedWhatIsShown && !reaction.saysItDoesNothing }
    // `b` goes back whatever its hint says it means on the page (Birth's "leaves unsaved").
    if key.label == "b" || key.label == "b Esc" { return after.pages == before.pages - 1 }
    switch key.does {
    case "quit": return reaction.quit
    case "about": return after.onAbout && !before.onAbout
    case "trace": return after.isTracing != before.isTracing
    // At the first state kept, `[` says so.
    case "states": return after.shownStep != before.shownStep || !reaction.messages.isEmpty
    // At the first action kept, or live, `{` and `}` say so.
    case "actions": return after.shownStep != before.shownStep || !reaction.messages.isEmpty
    case "live": return after.shownStep == nil && before.shownStep != nil
    default: return false
    }
  }

  /// The keys only a terminal has: a plain-mode hint naming one offers what cannot be typed.
  static let terminalOnlyKeys = ["←", "→", "↑", "↓", "Esc", "Tab", "PgUp", "PgDn", "⌫", "Enter"]

  @Test(arguments: places, InputMode.allCases)
  func everyKeyOfferedActsAndIsDeclared(_ place: Place, _ mode: InputMode) async throws {
    guard let reached = await Self.reach(place, mode) else { return }
    let (navigator, screen) = (reached.navigator, reached.screen)
    let page = try #require(navigator.top)
    let frame = try #require(screen.frames.last)
    let offered = frame.keys.filter { $0.works(in: mode) }
    #expect(!offered.isEmpty)
    for key in offered {
      let isShared = navigator.sharedKeys.contains(key)
      #expect(
        page.keys.contains(key) || isShared, "\(place.name) offers '\(key.text)', which it does not declare")
      if mode == .plain {
        #expect(
          !Self.terminalOnlyKeys.contains { key.label.contains($0) },
          "\(place.name) offers '\(key.text)' in plain mode, which has no such key")
      }
      for (index, event) in (key.presses[mode] ?? []).enumerated() {
        // Each press from the same state: a fresh run, so one key's effect does not hide another's.
        let fresh = try #require(await Self.reach(place, mode))
        let before = Shared(fresh.navigator)
        let reaction = await Self.press(event, on: fresh.navigator, fresh.screen, clock: fresh.clock)
        #expect(
          !reaction.saysItDoesNothing, "\(place.name): '\(key.text)' (\(event)) said \(reaction.messages)")
        if index == 0 {
          #expect(
            Self.hasDeclaredEffect(
              key, reaction, before: before, after: Shared(fresh.navigator), isShared: isShared),
            "\(place.name): '\(key.text)' (\(event)) did not \(key.does): \(reaction.messages)")
        }
      }
    }
  }

  /// On a line taking typed text, the letters of the shared keys are typed into it.
  @Test(arguments: places.filter { $0.name.contains("line") })
  func onALineTakingTextTheSharedLettersAreTyped(_ place: Place) async throws {
    for letter in "bq?t[]l" {
      let reached = try #require(await Self.reach(place, .terminal))
      let before = Shared(reached.navigator)
      let reaction = await Self.press(
        .key(.character(letter)), on: reached.navigator, reached.screen, clock: reached.clock)
      #expect(
        !reaction.quit && !reaction.movedPage && Shared(reached.navigator) == before,
        "\(place.name): \(letter)")
      let typed = { (frame: Frame?) in (frame?.lines ?? []).joined().filter { $0 == letter }.count }
      #expect(typed(reaction.after) == typed(reaction.before) + 1, "\(place.name): '\(letter)' was not typed")
    }
  }

  /// The keys a terminal sends besides letters.
  static let specialKeys: [Key] = [
    .escape, .up, .down, .left, .right, .enter, .tab, .backspace, .pageUp, .pageDown, .home, .end, .delete,
  ]

  @Test(arguments: places, InputMode.allCases)
  func aKeyNotOfferedIsAnsweredWithAMessage(_ place: Place, _ mode: InputMode) async throws {
    guard let reached = await Self.reach(place, mode) else { return }
    let offered = try #require(reached.screen.frames.last).keys.filter { $0.works(in: mode) }
    let pressed = offered.flatMap { $0.presses[mode] ?? [] }
    var probes: [InputEvent]
    switch mode {
    case .plain:
      // Where any line is a query, no line is undeclared.
      probes = offered.contains(where: { $0.label == "TEXT" }) ? [] : [.line("zz")]
    case .terminal:
      // Where letters are typed into a line, no letter is undeclared.
      let letters = offered.contains(where: { $0.label.hasPrefix("letters") })
      probes = (letters ? [] : [.key(.character("z"))]) + Self.specialKeys.map(InputEvent.key)
    }
    for probe in probes where !pressed.contains(probe) {
      let fresh = try #require(await Self.reach(place, mode))
      let top = fresh.navigator.top
      let reaction = await Self.press(probe, on: fresh.navigator, fresh.screen, clock: fresh.clock)
      #expect(!reaction.messages.isEmpty, "\(place.name) said nothing about \(probe)")
      #expect(fresh.navigator.top === top, "\(place.name): \(probe) is not offered but moved")
    }
  }

  @Test(arguments: places, InputMode.allCases)
  func theAboutPageListsTheKeysOfTheMode(_ place: Place, _ mode: InputMode) async throws {
    guard let reached = await Self.reach(place, mode) else { return }
    let (navigator, screen) = (reached.navigator, reached.screen)
    let page = try #require(navigator.top)
    // An About page has no About page; on a line taking typed text, `?` is the line's.
    let offered = try #require(screen.frames.last).keys
    guard !(page is AboutPage), !page.input.capturesKeys else { return }
    let shared = navigator.sharedKeys
    _ = navigator.handle(mode == .plain ? .line("?") : .key(.character("?")))
    // An ordinary terminal has 30 rows: the title, the blank line and the hints take three.
    let about = try #require(screen.frames.last).lines.prefix(27)
    // The About page lists what the screen offered, as it was: its own keys and the shared
    // ones in this mode, none of another state's (GitHub's offline catalog while not limited).
    for key in page.keys + shared where key.label != "?" {
      let listed = about.contains { line in
        line.hasPrefix("  \(key.label) ")
          && line.dropFirst(key.label.count + 2).trimmingCharacters(in: .whitespaces) == key.does
      }
      let isOffered = offered.contains(key) && key.works(in: mode)
      #expect(listed == isOffered, "\(place.name)'s About (first 27 lines) and '\(key.text)' in \(mode)")
    }
  }
}
