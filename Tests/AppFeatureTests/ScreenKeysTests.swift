import Clocks
import Foundation
import Models
import ReactorCore
import Services
import Testing
import TextUI
import TextUITesting

@testable import AppFeature

/// The rule every screen keeps, tested as a rule: what a screen says a key does, it does, in
/// the mode the user is in. Every screen is visited in plain mode and on a terminal; each key
/// its hint line offers is pressed and must do something, and a key it does not offer must be
/// answered with a message.
@MainActor
struct ScreenKeysTests {
  /// A screen in a state worth visiting, and the events that reach it from the app's start in
  /// each mode (nil: the state does not exist in that mode).
  struct Place: CustomTestStringConvertible, Sendable {
    let name: String
    let feature: Feature?
    let plain: [String]?
    let terminal: [Key]?

    init(_ name: String, _ feature: Feature?, plain: [String]? = [], terminal: [Key]? = []) {
      self.name = name
      self.feature = feature
      self.plain = plain
      self.terminal = terminal
    }

    var testDescription: String { name }

    func path(in mode: InputMode) -> [InputEvent]? {
      switch mode {
      case .plain: plain?.map(InputEvent.line)
      case .terminal: terminal?.map(InputEvent.key)
      }
    }
  }

  nonisolated static let places: [Place] = [
    Place("menu", nil),
    Place("Counter", .counter),
    Place("Home", .home),
    Place("a post", .home, plain: ["1"], terminal: [.enter]),
    Place("Info", .profile),
    Place("Info's name line", .profile, plain: nil, terminal: [.character("n")]),
    Place("Birth", .profile, plain: ["e"], terminal: [.character("e")]),
    Place("Birth, a date half typed", .profile, plain: nil, terminal: [.character("e"), .character("1")]),
    Place("GitHub Search", .githubSearch),
    Place("GitHub Search's query line", .githubSearch, plain: nil, terminal: [.character("/")]),
    Place(
      "GitHub Search results", .githubSearch, plain: ["swift"],
      terminal: [.character("/")] + "swift".map(Key.character) + [.enter]),
    Place(
      "a repository", .githubSearch, plain: ["swift", "o 1"],
      terminal: [.character("/")] + "swift".map(Key.character) + [.enter, .enter]),
    Place("Random Users", .randomUsers),
    Place("a section", .randomUsers, plain: ["1"], terminal: [.character("1")]),
    Place("Image Loader", .imageLoader),
    Place("an About page", .counter, plain: ["?"], terminal: [.character("?")]),
    Place("Counter, the trace on", .counter, plain: ["t"], terminal: [.character("t")]),
    Place("Birth, the trace on", .profile, plain: ["e", "t"], terminal: [.character("e"), .character("t")]),
  ]

  /// Twenty-five posts (two pages), each with a comment.
  static let postsService = InMemoryPostsService(
    posts: (1...25).map { Post(id: $0, userId: 1, title: "post \($0)", body: "text of post \($0)") },
    comments: (1...25).map {
      Comment(id: $0, postId: $0, name: "reader", email: "r@mail.example", body: "nice")
    },
    authors: [])

  /// The app at `place` in `mode`.
  struct Reached {
    let navigator: Navigator
    let screen: RecordingScreen
    /// Kept alive: the menu opens features through it.
    let session: AppSession
  }

  /// The app at `place` in `mode`: its navigator, and the screen it draws on.
  static func reach(_ place: Place, _ mode: InputMode) async -> Reached? {
    guard let path = place.path(in: mode) else { return nil }
    let screen = RecordingScreen(rows: mode == .terminal ? 40 : nil, inputMode: mode)
    let navigator = Navigator(output: screen, traceStyle: .inline(CapturedOutput()))
    let session = AppSession(
      container: .inMemory(clock: ImmediateClock(), postsService: postsService),
      options: .init(feature: place.feature, waitsForIdle: true, stepTimeout: .seconds(5), isTracing: false),
      navigator: navigator)
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for event in path { input.yield(event) }
    input.finish()
    _ = await session.run(events)
    return Reached(navigator: navigator, screen: screen, session: session)
  }

  /// What the user sees change after one press.
  struct Reaction {
    var quit = false
    var drew = false
    var movedPage = false
    var messages: [String] = []

    var saysItDoesNothing: Bool {
      messages.contains { $0.contains("? shows what this screen does") }
    }
    var didSomething: Bool {
      quit || drew || movedPage || (!messages.isEmpty && !saysItDoesNothing)
    }
  }

  static func press(_ event: InputEvent, on navigator: Navigator, _ screen: RecordingScreen) async -> Reaction
  {
    let (frames, flashes, top) = (screen.frames.count, screen.flashes.count, navigator.top)
    let outcome = navigator.handle(event)
    await Navigator.waitUntilIdle(navigator.pages)
    return Reaction(
      quit: outcome == .quit, drew: screen.frames.count > frames, movedPage: navigator.top !== top,
      messages: Array(screen.flashes.dropFirst(flashes)))
  }

  @Test(arguments: places, InputMode.allCases)
  func everyKeyOfferedActsAndIsDeclared(_ place: Place, _ mode: InputMode) async throws {
    guard let reached = await Self.reach(place, mode) else { return }
    let (navigator, screen) = (reached.navigator, reached.screen)
    let page = try #require(navigator.top)
    let frame = try #require(screen.frames.last)
    let offered = frame.keys.filter { $0.works(in: mode) }
    #expect(!offered.isEmpty)
    for key in offered {
      #expect(
        page.keys.contains(key) || navigator.sharedKeys.contains(key),
        "\(place.name) offers '\(key.text)', which it does not declare")
      for (index, event) in (key.presses[mode] ?? []).enumerated() {
        // Each press from the same state: a fresh run, so one key's effect does not hide another's.
        let fresh = try #require(await Self.reach(place, mode))
        let reaction = await Self.press(event, on: fresh.navigator, fresh.screen)
        #expect(
          !reaction.saysItDoesNothing, "\(place.name): '\(key.text)' (\(event)) said \(reaction.messages)")
        if index == 0 {
          #expect(reaction.didSomething, "\(place.name): '\(key.text)' (\(event)) did nothing")
        }
      }
    }
  }

  /// The keys a terminal sends besides letters; Escape is `b` everywhere.
  static let specialKeys: [Key] = [
    .up, .down, .left, .right, .enter, .tab, .backspace, .pageUp, .pageDown, .home, .end, .delete,
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
      let reaction = await Self.press(probe, on: fresh.navigator, fresh.screen)
      #expect(!reaction.messages.isEmpty, "\(place.name) said nothing about \(probe)")
      #expect(fresh.navigator.top === top, "\(place.name): \(probe) is not offered but moved")
    }
  }

  @Test(arguments: places, InputMode.allCases)
  func theAboutPageListsTheKeysOfTheMode(_ place: Place, _ mode: InputMode) async throws {
    guard let reached = await Self.reach(place, mode) else { return }
    let (navigator, screen) = (reached.navigator, reached.screen)
    let page = try #require(navigator.top)
    // An About page has no About page; on a line taking letters, `?` is a letter.
    let offered = try #require(screen.frames.last).keys
    guard !(page is AboutPage), !offered.contains(where: { $0.label.hasPrefix("letters") }) else { return }
    _ = navigator.handle(mode == .plain ? .line("?") : .key(.character("?")))
    let about = try #require(screen.frames.last).lines
    for key in page.keys {
      let listed = about.contains { line in
        line.hasPrefix("  \(key.label) ")
          && line.dropFirst(key.label.count + 2).trimmingCharacters(in: .whitespaces) == key.does
      }
      #expect(listed == key.works(in: mode), "\(place.name)'s About and '\(key.text)' in \(mode)")
    }
  }
}
