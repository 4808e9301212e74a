import AppComposition
import AppShell
import CaseStudyKit
import Clocks
import CounterFeature
import ReactorCore
import Testing
import TextUI
import TextUITesting

@MainActor
struct NavigatorTests {
  @Test func onlyTheTopPageIsShownAndPoppingShowsTheOneBelowAgain() {
    let screen = RecordingScreen()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 4))
    navigator.push { menuPage(screen: $0) }
    navigator.push { screen in
      let view = CounterView(screen: screen)
      view.reactor = CounterReactor(initialState: .init(value: 4))
      return view
    }
    #expect(screen.frames.map(\.title) == ["reactor-demo", "Counter"])

    #expect(navigator.handle(.line("b")) == .proceed)
    #expect(screen.frames.map(\.title) == ["reactor-demo", "Counter", "reactor-demo"])
    #expect(navigator.pages.count == 1)
  }

  @Test func backOnTheFirstPageSaysSoInsteadOfLeaving() {
    let screen = RecordingScreen()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 4))
    navigator.push { menuPage(screen: $0) }

    #expect(navigator.handle(.line("b")) == .proceed)
    #expect(navigator.pages.count == 1)
    #expect(screen.flashes == ["this is the first screen: q quits"])
  }

  @Test func questionMarkOpensTheAboutPageOfTheTopPage() {
    let screen = RecordingScreen()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 4))
    navigator.push { menuPage(screen: $0) }

    _ = navigator.handle(.key(.character("?")))
    #expect(screen.frames.last?.title == "About · reactor-demo")
    #expect(screen.frames.last?.lines.contains { $0.contains("Files to read") } == true)
    _ = navigator.handle(.key(.escape))
    #expect(screen.frames.last?.title == "reactor-demo")
  }

  @Test func unknownInputGetsAOneLineHint() {
    let screen = RecordingScreen()
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 4))
    navigator.push { screen in
      let view = CounterView(screen: screen)
      view.reactor = CounterReactor()
      return view
    }

    _ = navigator.handle(.line("jump\u{1B}[2J"))
    #expect(screen.flashes == ["unknown command 'jump' — ? shows what this screen does"])
  }

  @Test func traceInPlainModeWritesEachStepOfTheFlow() {
    let output = CapturedOutput()
    let navigator = Navigator(output: RecordingScreen(), traceStyle: .inline(output))
    let reactor = MenuReactor(entries: MenuReactor.entries(CompositionRoot.caseStudies))
    navigator.push { screen in
      let view = MenuView(screen: screen, count: CompositionRoot.caseStudies.count) { _ in }
      view.reactor = reactor
      return view
    }

    _ = navigator.handle(.line("t"))
    _ = navigator.handle(.line("1"))
    let entry = #"Entry(number: 1, name: "counter", summary: "Action → Mutation → …")"#
    #expect(
      output.text == """
        » action → select("1")
        »   mutation → setRoute(\(entry))
        »   state: route: nil → \(entry)

        """)
  }

  @Test func qQuits() {
    let navigator = Navigator(output: RecordingScreen(), traceStyle: .panel(lines: 4))
    navigator.push { menuPage(screen: $0) }
    #expect(navigator.handle(.line("q")) == .quit)
  }
}

/// A page whose frame says how many rows its screen has, drawn again on each resize.
@MainActor
private final class SizedPage: Page {
  let title = "Sized"
  let about = "about"
  let keys: [KeyBinding] = []
  let input = CommandInput()
  private var stopResizing: (@MainActor @Sendable () -> Void)?

  init(screen: any Screen) {
    let draw: @MainActor () -> Void = { [screen] in
      screen.draw(Frame(title: "Sized", lines: ["rows: \(screen.rows ?? 0)"]))
    }
    draw()
    stopResizing = screen.onResize(draw)
  }

  isolated deinit {
    stopResizing?()
  }
}

@MainActor
struct NavigatorResizeTests {
  @Test func aResizeRedrawsEveryPageAndShowsOnlyTheTopOne() {
    let screen = RecordingScreen(rows: 24)
    let navigator = Navigator(output: screen, traceStyle: .panel(lines: 4))
    navigator.push { SizedPage(screen: $0) }
    navigator.push { menuPage(screen: $0) }
    #expect(screen.frames.map(\.lines.first) == ["rows: 24", ""])

    screen.resize(rows: 10)
    navigator.resized()
    #expect(screen.frames.count == 2, "the page below drew again unseen; the menu does not depend on rows")

    navigator.pop()
    #expect(screen.frames.last?.lines == ["rows: 10"], "going back shows it at the new size")
  }
}

@MainActor
private func menuPage(screen: any Screen) -> any Page {
  let view = MenuView(screen: screen, count: CompositionRoot.caseStudies.count) { _ in }
  view.reactor = MenuReactor(entries: MenuReactor.entries(CompositionRoot.caseStudies))
  return view
}
