import AppComposition
import Clocks
import Foundation
import HomeFeature
import Models
import Services
import Testing
import TextUI
import TextUITesting

@testable import AppShell

/// A page taller than the terminal scrolls with the keys it leaves, says how much is cut, and
/// keeps the reader's place through a resize: every About page reads to its last line on an
/// ordinary 80×24 terminal.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ScrollingPagesTests {
  /// The menu's page and every case study's first page, as their About pages show them.
  func pages() -> [any Page] {
    let pages = FeaturePages(container: .inMemory())
    let menu = pages.menu(screen: NullScreen()) { _ in }
    return [menu]
      + CompositionRoot.caseStudies.map { pages.make($0, screen: NullScreen(), navigation: NullNavigation()) }
  }

  /// A navigator on an 80×24 terminal (or `size`) showing the About page of `page`.
  func about(
    _ page: any Page, size: @escaping @MainActor () -> (columns: Int, rows: Int) = { (80, 24) }
  ) -> (Navigator, CapturedOutput) {
    let output = CapturedOutput()
    let screen = TTYScreen.standingStill(output: output) { MainActor.assumeIsolated { size() } }
    screen.start()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 6))
    navigator.push { AboutPage(of: page, keys: page.keys, screen: $0) }
    return (navigator, output)
  }

  /// The rows of the last screenful painted, without the escape sequences.
  func shown(_ output: CapturedOutput) -> [String] {
    let last = output.text.components(separatedBy: "\u{1B}[H").last ?? ""
    var rows = last.replacing("\u{1B}[K", with: "").replacing("\u{1B}[J", with: "")
      .components(separatedBy: "\r\n")
    // A frame shorter than the screen ends with a line break and a clear to the end.
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  @Test func everyAboutPageReadsToItsLastLineAtEightyByTwentyFour() throws {
    for page in pages() {
      let (navigator, output) = about(page)
      let first = shown(output)
      let text = page.about.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
      #expect(first.count == 24, "\(page.title)")
      #expect(first[0].hasPrefix("── About · \(page.title)"), "\(page.title) opens at the top")
      #expect(
        first.contains { $0.hasPrefix("  ↓ ") && $0.hasSuffix(" more lines") }, "\(page.title): \(first)")
      #expect(
        first.suffix(2).contains { $0.hasPrefix("↑↓ jk PgUp PgDn Space Home End gG scroll") }, "\(page.title)"
      )
      #expect(first.suffix(2).contains { $0.contains("/ n N search the page") }, "\(page.title)")
      #expect(!first.contains(try #require(text.last)), "\(page.title) fits 24 rows: nothing to show here")

      // Space, a screen at a time, shows every line on the way and stops at the last one.
      var read = Set(first)
      read.remove("")
      var presses = 0
      while !shown(output).contains("! this is the end of the page"), presses < 20 {
        _ = navigator.handle(.key(.character(" ")))
        read.formUnion(shown(output))
        presses += 1
      }
      #expect(presses < 20, "\(page.title) never said it had ended")
      // The text is wrapped again at the screen's width: every word of it is read, none cut.
      let readWords = Set(read.flatMap { $0.split(separator: " ") })
      for word in Set(page.about.split(whereSeparator: \.isWhitespace)) {
        #expect(readWords.contains(word), "\(page.title): never shown: \(word)")
      }
      let end = shown(output)
      #expect(end.contains("Files to read"), "\(page.title): \(end)")
      #expect(end.contains(try #require(text.last)))
      #expect(!end.contains { $0.hasPrefix("  ↓ ") }, "\(page.title) ends with nothing below")
      #expect(end.contains { $0.hasPrefix("  ↑ ") })

      _ = navigator.handle(.key(.home))
      #expect(shown(output) == first.filter { !$0.hasPrefix("!") }, "\(page.title): Home is the top again")
    }
  }

  @Test func arrowsMoveARowPageKeysAScreenAndEndTheLast() throws {
    let page = try #require(pages().first { $0.title == "GitHub Search" })
    let (navigator, output) = about(page)
    let top = shown(output)
    _ = navigator.handle(.key(.down))
    let down = shown(output)
    // Leaving the top, the "more above" row takes one: the body moves up by two.
    #expect(down[1] == "  ↑ 2 more lines")
    #expect(down[2] == top[3])
    _ = navigator.handle(.key(.up))
    #expect(shown(output) == top)
    _ = navigator.handle(.key(.pageDown))
    let next = shown(output)
    // One row of the screen before stays in view: the last above "↓ N more lines".
    let lastShown = try #require(top.lastIndex { $0.hasPrefix("  ↓ ") }) - 1
    #expect(next[2] == top[lastShown], "\(next)")
    _ = navigator.handle(.key(.pageUp))
    #expect(shown(output) == top)
    _ = navigator.handle(.key(.up))
    #expect(shown(output).contains("! this is the top of the page"))
    _ = navigator.handle(.key(.end))
    #expect(
      shown(output).contains("  Tests/GitHubSearchFeatureTests/                 stale requests, paging"))
  }

  /// A resized terminal shows the reader's place, not the top: the first line read is still
  /// the first shown.
  @Test func aResizeKeepsTheReadersPlace() throws {
    let page = try #require(pages().first { $0.title == "Home" })
    var size = (columns: 80, rows: 24)
    let (navigator, output) = about(page) { size }
    _ = navigator.handle(.key(.pageDown))
    let before = shown(output)
    size = (100, 30)
    navigator.resized()
    navigator.redraw()
    let after = shown(output)
    #expect(after[1] == before[1], "the marker above")
    #expect(after[2] == before[2], "the first line read")
    #expect(after.count == 30, "\(after)")
    size = (80, 12)
    navigator.redraw()
    #expect(shown(output)[2] == before[2])
  }

  /// A page that moves through itself with ↓ and ↑ (a list) keeps those keys: the navigator
  /// neither offers nor takes them there.
  @Test func aPageThatMovesWithArrowsIsNotScrolledOver() {
    let page = ListPage()
    let output = CapturedOutput()
    let screen = TTYScreen.standingStill(output: output) { (80, 10) }
    screen.start()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 6))
    navigator.push { page.shown(on: $0) }
    #expect(!shown(output).contains { $0.contains("scroll") })
    _ = navigator.handle(.key(.down))
    #expect(page.moves == 1)
    _ = navigator.handle(.key(.character(" ")))
    #expect(shown(output).contains("! ' ' does nothing here — ? shows what this screen does"))
  }
}

extension ScrollingPagesTests {
  /// After a fall-back, every screen shows the banner: a page it makes taller than the terminal
  /// (the menu at 80×14) scrolls, and ↓ at the top moves rather than saying the end is reached.
  @Test func aPageTheFallbackBannerMakesTallScrollsAndItsFirstDownMoves() throws {
    let output = CapturedOutput()
    let screen = TTYScreen.standingStill(output: output) { (80, 14) }
    screen.start()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 6))
    navigator.fallbackBanner = {
      "some screens show bundled sample data: 127.0.0.1:9 is unreachable (could not connect to the server)"
    }
    let page = try #require(pages().first)
    navigator.push { AboutPage(of: page, keys: [], screen: $0) }
    #expect(shown(output).contains { $0.hasPrefix("↑↓ jk PgUp PgDn Space Home End gG scroll") })
    _ = navigator.handle(.key(.down))
    let moved = shown(output)
    #expect(moved[1].hasPrefix("  ↑ "), "\(moved)")
    #expect(!moved.contains("! this is the end of the page"))
  }

  /// Whether a page scrolls depends on the terminal's size: a page that fitted offers the
  /// scroll keys once a resize cuts it, and no longer once it fits again.
  @Test func aResizeDecidesWhetherAPageScrolls() throws {
    let page = try #require(pages().first { $0.title == "Counter" })
    var size = (columns: 80, rows: 80)
    let (navigator, output) = about(page) { size }
    #expect(!shown(output).contains { $0.contains("scroll") })
    size = (80, 14)
    navigator.resized()
    #expect(
      shown(output).suffix(2).contains { $0.hasPrefix("↑↓ jk PgUp PgDn Space Home End gG scroll") },
      "\(shown(output))")
    _ = navigator.handle(.key(.down))
    #expect(shown(output)[1].hasPrefix("  ↑ "))
    size = (80, 80)
    navigator.resized()
    #expect(!shown(output).contains { $0.contains("scroll") })
  }

  /// "This is the end of the page" is about the screen's size: a resize takes it away.
  @Test func aResizeTakesTheEndOfThePageMessageAway() throws {
    let page = try #require(pages().first { $0.title == "Counter" })
    var size = (columns: 80, rows: 24)
    let (navigator, output) = about(page) { size }
    _ = navigator.handle(.key(.end))
    _ = navigator.handle(.key(.down))
    #expect(shown(output).contains("! this is the end of the page"))
    size = (50, 20)
    navigator.resized()
    navigator.redraw()
    #expect(!shown(output).contains("! this is the end of the page"), "\(shown(output))")
  }
}

extension ScrollingPagesTests {
  /// A post with many comments moves through them with its own keys, Space, Home and End too.
  /// A post scrolls as every page does: End shows the last comment, Home the post's title,
  /// Space a screen at a time with every row on the way.
  @Test func aPostScrollsToItsLastCommentAndBackAndShowsWhatIsCut() async throws {
    let post = Post(id: 1, userId: 1, title: "a post", body: "its text")
    let comments = (1...30).map {
      Models.Comment(
        id: $0, postId: 1, name: "comment \($0)", email: "c\($0)@mail.example", body: "body \($0)")
    }
    let output = CapturedOutput()
    let screen = TTYScreen.standingStill(output: output) { (80, 24) }
    screen.start()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 6))
    let session = AppSession(
      container: .inMemory(
        clock: ImmediateClock(),
        postsService: InMemoryPostsService(posts: [post], comments: comments, authors: [])),
      options: .init(feature: .home, waitsForIdle: true, stepTimeout: nil, isTracing: false),
      navigator: navigator)
    let keys: [Key] = [.enter, .end]
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for key in keys { input.yield(.key(key)) }
    input.finish()
    _ = await session.run(events)
    let end = shown(output)
    #expect(end.contains("    body 30"), "End shows the last comment: \(end)")
    #expect(end.contains { $0.hasPrefix("  ↑ ") && $0.hasSuffix(" more lines") })
    _ = navigator.handle(.key(.home))
    #expect(shown(output).contains("  a post"), "\(shown(output))")
    var read = Set(shown(output))
    // Bounded: a page that never says its end fails here instead of hanging the suite.
    for _ in 0..<60 where !shown(output).contains("! this is the end of the page") {
      _ = navigator.handle(.key(.character(" ")))
      read.formUnion(shown(output))
    }
    #expect(shown(output).contains("! this is the end of the page"), "\(shown(output))")
    for number in 1...30 { #expect(read.contains("    body \(number)"), "comment \(number) is never shown") }
  }
}

/// A page of forty rows that takes ↓ itself.
@MainActor
private final class ListPage: Page {
  let title = "List"
  let about = "A list."
  let keys: [KeyBinding] = [.terminal("↓", "moves", keys: [.down])]
  let input = CommandInput()
  var moves = 0

  func shown(on screen: any Screen) -> Self {
    _ = input.handle { [weak self] event in
      guard event == .key(.down) else { return .unknown }
      self?.moves += 1
      return .handled
    }
    screen.draw(Frame(title: title, lines: (1...40).map { "row \($0)" }, keys: keys))
    return self
  }
}

/// `/`, `n` and `N` on a long page, as less takes them: the page scrolls to the line found.
@MainActor
struct PageSearchTests {
  @Test func slashFindsALineAndNFindsTheNext() throws {
    let page = try #require(ScrollingPagesTests().pages().first { $0.title == "GitHub Search" })
    let (navigator, output) = ScrollingPagesTests().about(page)
    let shown = { ScrollingPagesTests().shown(output) }
    _ = navigator.handle(.key(.character("n")))
    #expect(shown().contains("! nothing searched yet: / searches the page"))
    for key in [Key.character("/")] + "files to READ".map(Key.character) { _ = navigator.handle(.key(key)) }
    #expect(shown().contains("! /files to READ▏"), "the pattern shows as it is typed: \(shown())")
    _ = navigator.handle(.key(.enter))
    #expect(shown()[1].hasPrefix("  ↑ "), "scrolled down to the match: \(shown())")
    // The match is the first line shown, or as near the top as the end of the page lets it be.
    #expect(shown().contains("Files to read"), "case does not matter: \(shown())")
    let found = shown()
    _ = navigator.handle(.key(.character("N")))
    #expect(shown() == found, "the only match: found again")
    for key in [Key.character("/")] + "zzz".map(Key.character) + [.enter] { _ = navigator.handle(.key(key)) }
    #expect(shown().contains("! no line holds \"zzz\""))
    #expect(shown().dropLast(3) == found.dropLast(3), "a search that finds nothing stays where it was")
  }

  @Test func typingAPatternTakesTheSharedKeysAsLetters() throws {
    let page = try #require(ScrollingPagesTests().pages().first { $0.title == "GitHub Search" })
    let (navigator, _) = ScrollingPagesTests().about(page)
    for key in [Key.character("/"), .character("q"), .character("b")] {
      #expect(navigator.handle(.key(key)) == .proceed, "q is a letter of the pattern, not quit")
    }
    #expect(navigator.isCapturing, "Ctrl-D edits the pattern, as in every field: it does not end the app")
    _ = navigator.handle(.key(.escape))
    #expect(navigator.pages.count == 1, "Esc ends the search, not the page")
    #expect(!navigator.isCapturing)
  }
}
