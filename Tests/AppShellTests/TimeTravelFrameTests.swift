import Clocks
import GitHubSearchFeature
import Models
import ReactorTesting
import Services
import SnapshotTesting
import Testing
import TextUI
import TextUITesting

@testable import AppShell

/// Past frames as a user sees them: the view's own frame under the time-travel line.
@MainActor
struct TimeTravelFrameTests {
  func text(_ frame: Frame?) -> String {
    frame?.render(width: 80, mode: .plain).joined(separator: "\n") ?? ""
  }

  @Test func aPastCounterFrameOnATerminalWithThePanel() async {
    let counter = TimeTravelTests.Counter(style: .panel(lines: 8))
    await counter.increase()
    counter.press("[", "[", "[")

    assertSnapshot(of: text(counter.shown), as: .lines)
  }

  @Test func aPastSearchFrameKeepsTheViewsOwnBannerInItsBody() async {
    let service = InMemoryGitHubSearchService(answer: { request in
      var page = InMemoryGitHubSearchService.samplePage(for: request)
      page.origin = .offline(reason: nil)
      return page
    })
    let screen = RecordingScreen()
    let navigator = Navigator(output: screen, traceStyle: .inline(CapturedOutput()))
    let pages = FeaturePages(
      container: .inMemory(githubSearchService: service, effectExecutor: TestEffectExecutor()),
      tracing: navigator.tracing)
    navigator.push { pages.make(.githubSearch, screen: $0, navigation: navigator) }
    _ = navigator.handle(.line("t"))
    _ = navigator.handle(.line("swift"))
    await drainMainActor { navigator.isIdle }
    _ = navigator.handle(.line("n"))
    await drainMainActor { navigator.isIdle }

    _ = navigator.handle(.line("["))

    assertSnapshot(of: text(screen.frames.last), as: .lines)
  }
}
