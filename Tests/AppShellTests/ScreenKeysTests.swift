import AppComposition
import CaseStudyKit
import Clocks
import CounterFeature
import Foundation
import GitHubSearchFeature
import ProfileFeature
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
  /// A screen in a state worth visiting, and the events that reach it from the app's start in
  /// each mode (nil: the state does not exist in that mode).
  struct Visit: CustomTestStringConvertible, Sendable {
    let name: String
    let feature: CaseStudy<AppContainer>?
    /// How it is reached in each mode, and the fakes it needs.
    let route: Place

    init(
      _ name: String, _ feature: CaseStudy<AppContainer>?, plain: [String]? = [], terminal: [Key]? = []
    ) {
      self.name = name
      self.feature = feature
      self.route = Place(name, plain: plain, terminal: terminal)
    }

    /// A place its case study declares.
    init(_ place: Place, of feature: CaseStudy<AppContainer>) {
      self.name = "\(feature.name), \(place.name)"
      self.feature = feature
      self.route = place
    }

    var testDescription: String { name }

    func path(in mode: InputMode) -> [InputEvent]? {
      switch mode {
      case .plain: route.plain?.map(InputEvent.line)
      case .terminal: route.terminal?.map(InputEvent.key)
      }
    }
  }

  /// The menu, every case study as it opens, as each of its pictures shows it (on a terminal:
  /// a picture's keys are keys) and at each place it declares further in, then the app's own
  /// places: About, the trace, past states.
  nonisolated static let places: [Visit] =
    [Visit("menu", nil)] + CompositionRoot.caseStudies.map { Visit($0.name, $0) } + pictured + declared
    + shared

  nonisolated static let pictured: [Visit] = CompositionRoot.caseStudies.flatMap { caseStudy in
    caseStudy.pictures.map { picture in
      Visit(
        "\(caseStudy.name), picture \(picture.name ?? caseStudy.name)", caseStudy, plain: nil,
        terminal: picture.keys)
    }
  }

  nonisolated static let declared: [Visit] = CompositionRoot.caseStudies.flatMap { caseStudy in
    caseStudy.places.map { Visit($0, of: caseStudy) }
  }

  /// The keys every screen shares, where they meet a case study's own: About, the trace over a
  /// field being typed, past states of a search and of a running timer.
  nonisolated static let shared: [Visit] = [
    Visit("an About page", .counter, plain: ["?"], terminal: [.character("?")]),
    Visit("Counter, the trace on", .counter, plain: ["t"], terminal: [.character("t")]),
    Visit("Birth, the trace on", .profile, plain: ["e", "t"], terminal: [.character("e"), .character("t")]),
    Visit(
      "Info's name line, the trace on", .profile, plain: nil, terminal: [.character("t"), .character("n")]),
    Visit(
      "GitHub Search's query line, the trace on", .githubSearch, plain: nil,
      terminal: [.character("t"), .character("/")]),
    Visit(
      "Counter, a past state", .counter, plain: ["t", "+", "["],
      terminal: [.character("t"), .character("+"), .character("[")]),
    Visit(
      "GitHub Search, a past state", .githubSearch, plain: ["t", "swift", "["],
      terminal: [.character("t"), .character("/")] + "swift".map(Key.character) + [.enter, .character("[")]),
    Visit(
      "Timers, running, a past state", .timers, plain: ["t", "s", "{"], terminal: "ts{".map(Key.character)),
  ]

  /// The app at `place` in `mode`.
  struct Reached {
    let navigator: Navigator
    let screen: RecordingScreen
    /// Kept alive: the menu opens features through it.
    let session: AppSession
    /// The clock the app's delays and timers run on.
    let clock: HorizonClock
    /// How many of the path's events the app took: fewer when a step quit.
    let taken: Int
  }

  /// The app at `place` in `mode`: its navigator, and the screen it draws on.
  static func reach(_ place: Visit, _ mode: InputMode) async -> Reached? {
    guard let path = place.path(in: mode) else { return nil }
    let screen = RecordingScreen(rows: mode == .terminal ? 40 : nil, inputMode: mode)
    let navigator = Navigator(output: screen, traceStyle: .inline(CapturedOutput()))
    let clock = HorizonClock()
    let session = AppSession(
      container: .inMemory(clock: clock, services: place.route.services),
      options: .init(feature: place.feature, waitsForIdle: true, stepTimeout: nil, isTracing: false),
      navigator: navigator)
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for event in path { input.yield(event) }
    input.finish()
    var taken = 0
    _ = await session.run(events) { _ in taken += 1 }
    await settle(navigator, clock)
    return Reached(navigator: navigator, screen: screen, session: session, clock: clock, taken: taken)
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
  func everyKeyOfferedActsAndIsDeclared(_ place: Visit, _ mode: InputMode) async throws {
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

  /// In a field being typed into, the letters of the shared keys are typed into it, or refused
  /// in words where the field takes no letters (a date's digits): never taken as shared keys.
  /// The field's own text is read, not the frame, since a field may show dots (a password) or
  /// repeat what is typed (a message checking it as it is typed).
  @Test(arguments: places)
  func inAFieldBeingTypedTheSharedLettersAreTyped(_ place: Visit) async throws {
    guard await Self.reach(place, .terminal)?.navigator.top?.input.typing != nil else { return }
    for letter in "bq?t[]l" {
      let reached = try #require(await Self.reach(place, .terminal))
      let input = try #require(reached.navigator.top?.input)
      let before = (shared: Shared(reached.navigator), text: input.typing?.text ?? "")
      let reaction = await Self.press(
        .key(.character(letter)), on: reached.navigator, reached.screen, clock: reached.clock)
      #expect(
        !reaction.quit && !reaction.movedPage && Shared(reached.navigator) == before.shared,
        "\(place.name): \(letter)")
      let count = { (text: String?) in (text ?? "").filter { $0 == letter }.count }
      let typed = count(input.typing?.text) == count(before.text) + 1
      let refused = reaction.messages.contains { $0.contains("cannot be typed here") }
      #expect(
        typed || refused, "\(place.name): '\(letter)' was neither typed nor refused: \(reaction.messages)")
    }
  }

  /// A place a case study declares is reached as it says, in each mode it names: the app takes
  /// every step (none quits), none is answered as doing nothing, and what is shown differs
  /// from the case study as it opens. A path with a typo would otherwise test the first page.
  @Test(arguments: declared, InputMode.allCases)
  func eachDeclaredPlaceIsReachedAsDeclared(_ place: Visit, _ mode: InputMode) async throws {
    #expect(
      place.route.plain != nil || place.route.terminal != nil, "\(place.name) declares no way to reach it")
    guard let path = place.path(in: mode), let reached = await Self.reach(place, mode) else { return }
    #expect(
      reached.taken == path.count, "\(place.name): the app took \(reached.taken) of \(path.count) steps")
    let idle = Reaction(messages: reached.screen.flashes)
    #expect(!idle.saysItDoesNothing, "\(place.name): a step did nothing: \(reached.screen.flashes)")
    let feature = try #require(place.feature)
    let opening = try #require(await Self.reach(Visit(feature.name, feature), mode))
    #expect(
      reached.screen.frames.last != opening.screen.frames.last,
      "\(place.name) shows what \(feature.name) shows as it opens")
  }

  /// The keys a terminal sends besides letters.
  static let specialKeys: [Key] = [
    .escape, .up, .down, .left, .right, .enter, .tab, .backspace, .pageUp, .pageDown, .home, .end, .delete,
  ]

  @Test(arguments: places, InputMode.allCases)
  func aKeyNotOfferedIsAnsweredWithAMessage(_ place: Visit, _ mode: InputMode) async throws {
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
  func theAboutPageListsTheKeysOfTheMode(_ place: Visit, _ mode: InputMode) async throws {
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
