import Clocks
import Foundation
import GitHubSearchFeature
import Models
import ReactorCore
import ReactorTesting
import Services
import SnapshotTesting
import Testing
import TextUI
import TextUITesting

/// Frames as text, checked against snapshots in `__Snapshots__`.
@MainActor
struct GitHubSearchViewTests {
  typealias Fixtures = SearchFixtures

  func text(_ frame: Frame, width: Int = 100, mode: InputMode = .plain) -> String {
    frame.render(width: width, mode: mode).joined(separator: "\n")
  }

  func state(repos: [Repo], total: Int, nextPage: Int? = nil, origin: DataOrigin = .live)
    -> GitHubSearchReactor.State
  {
    var state = GitHubSearchReactor.State()
    state.query = "reactive"
    state.repos = repos
    state.totalCount = total
    state.nextPage = nextPage
    state.origin = origin
    return state
  }

  @Test func offlineResultsSayStarsAreASampleSnapshot() {
    let text = text(
      Fixtures.frame(
        state(repos: InMemoryGitHubSearchService.sampleRepos, total: 7, origin: .offline(reason: nil))))
    assertSnapshot(of: text, as: .lines)
    #expect(text.contains("★ counts are a sample snapshot"))
  }

  @Test func searchingShowsASpinnerRow() {
    var state = GitHubSearchReactor.State()
    state.query = "swift"
    state.isLoading = true
    assertSnapshot(of: text(Fixtures.frame(state)), as: .lines)
  }

  /// A terminal cuts the list as it cuts any list: around the selection, what is cut counted
  /// above and below, the next page's spinner in view at the end.
  @Test func aLongListOnATerminalShowsTheSelectionAndTheNextPageLoading() {
    var state = state(repos: Fixtures.repos("swift", 60), total: 4_321, nextPage: 3)
    state.isLoadingNextPage = true
    let output = CapturedOutput()
    let screen = TTYScreen.standingStill(output: output, size: { (80, 16) })
    let view = Fixtures.view(showing: state, on: screen)
    for key in [Key.end, .up, .up] { view.input.deliver(.key(key)) }
    let last = output.text.components(separatedBy: "\u{1B}[H").last ?? ""
    let text = last.replacing("\u{1B}[H", with: "").replacing("\u{1B}[K", with: "")
      .replacing("\u{1B}[J", with: "").replacing("\r\n", with: "\n")
    assertSnapshot(of: text, as: .lines)
    #expect(text.contains("› 58  swift/repo-58"))
    #expect(!text.contains("swift/repo-40 "))
    #expect(text.contains("  ↑ 53 more lines"))
    #expect(text.contains("loading page 3…"))
  }

  @Test func plainOutputShowsEveryRowAndHowToGetMore() {
    let state = state(repos: Fixtures.repos("go", 12), total: 40, nextPage: 2)
    let text = text(Fixtures.frame(state))
    #expect(text.contains("›  1  go/repo-1 "))
    #expect(text.contains("  12  go/repo-12 "))
    #expect(text.contains("↓ page 2 is next"))
    #expect(text.contains("n loads more"))
    #expect(text.contains("40 repositories · 12 shown"))
  }

  /// `n` loads the next page only in plain mode, and only a terminal moves to the end: the line
  /// saying a page is next names neither, and each mode's hints name its own way.
  @Test func theNextPageLineNamesNoKeyOfOneModeOnly() {
    let state = state(repos: Fixtures.repos("go", 12), total: 40, nextPage: 2)
    for mode in InputMode.allCases {
      let lines = Fixtures.frame(state).render(width: 100, mode: mode)
      let next = lines.first { $0.contains("↓ page 2") } ?? ""
      let words = next.split { " ,:".contains($0) }
      #expect(!next.isEmpty && !words.contains("n") && !next.contains("move to the end"), "\(mode): \(next)")
      #expect(lines.last?.contains("n loads more") == (mode == .plain), "\(mode): \(lines.last ?? "")")
    }
  }

  @Test func failuresAndRateLimitsAreShown() {
    var failed = GitHubSearchReactor.State()
    failed.query = "swift"
    failed.error = "GitHub had a problem (HTTP 502); try again later"
    assertSnapshot(of: text(Fixtures.frame(failed)), as: .lines, named: "error")

    var limited = state(repos: Fixtures.repos("swift", 3), total: 3)
    limited.rateLimit = "rate limited by GitHub, resets at 14:06"
    assertSnapshot(of: text(Fixtures.frame(limited)), as: .lines, named: "rateLimit")
  }

  @Test func noMatchesAndTheCapAreSaidPlainly() {
    let none = text(Fixtures.frame(state(repos: [], total: 0)))
    #expect(none.contains("  0 repositories"))
    #expect(none.contains("  no repositories match"))
    let capped = text(Fixtures.frame(state(repos: Fixtures.repos("a", 30), total: 250_000)))
    #expect(capped.contains("250,000 repositories · 30 shown · search shows the first 1,000"))
  }

  @Test func typingShowsACursorAndTheEditingHints() {
    let state = state(repos: Fixtures.repos("swift", 2), total: 2)
    let view = Fixtures.view(showing: state)
    for key in [Key.character("/"), .character("u")] { view.input.deliver(.key(key)) }
    assertSnapshot(of: text(view.render(state: state), mode: .terminal), as: .lines)
  }

  @Test func textFromTheNetworkCannotReachTheTerminalAsCommands() {
    let hostile = Repo(
      fullName: "evil/\u{1B}[2Jwipe", description: "line one\nline two \u{1B}]0;owned\u{7} \u{202E}desrever",
      language: "Swi\u{1B}[31mft", topics: [], stars: 1, htmlURL: "https://github.com/evil/wipe")
    let text = text(Fixtures.frame(state(repos: [hostile], total: 1)))
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\u{202E}"))
    #expect(!text.contains("\nline two"))
    #expect(text.contains("evil/wipe"))
  }

  @Test func wideCharactersKeepTheColumnsAligned() {
    let repos = [
      Repo(fullName: "ascii/plain", description: "plain", language: "Go", stars: 5, htmlURL: "u"),
      Repo(fullName: "中文/项目", description: "说明 🚀", language: nil, stars: 12_345, htmlURL: "u"),
      Repo(
        fullName: "名前/とても長いリポジトリの名前です", description: nil, language: "日本語のとても長い言語名",
        stars: 1, htmlURL: "u"),
    ]
    let rows = text(Fixtures.frame(state(repos: repos, total: 3))).split(separator: "\n")
      .filter { $0.contains("★") }
    #expect(rows.count == 3)
    let starColumns = rows.map { DisplayWidth.of(String($0.prefix { $0 != "★" })) }
    #expect(Set(starColumns).count == 1, "★ sits in the same column on every row: \(starColumns)")
    #expect(rows[1].contains("中文/项目"))
    #expect(rows[1].hasSuffix("说明 🚀"))
    #expect(rows[2].contains("…"))
  }

  @Test func rowsAreCutToTheTerminalWidth() {
    let text = text(
      Fixtures.frame(state(repos: InMemoryGitHubSearchService.sampleRepos, total: 7)), width: 60)
    #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 })
    #expect(text.contains("pointfreeco/swift-composabl…"))
  }

  @Test func theDetailShowsEverythingAboutARepository() {
    let repo = InMemoryGitHubSearchService.sampleRepos[0]
    let view = RepoDetailView(screen: RecordingScreen())
    let live = text(view.render(state: .init(repo: repo, origin: .live)))
    assertSnapshot(of: live, as: .lines, named: "live")
    let offline = text(view.render(state: .init(repo: repo, origin: .offline(reason: "could not connect"))))
    assertSnapshot(of: offline, as: .lines, named: "offline")
    #expect(offline.contains("a sample snapshot"))
  }
}
