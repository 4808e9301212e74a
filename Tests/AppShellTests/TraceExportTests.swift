import HomeFeature
import Models
import ReactorCore
import ReactorTesting
import ReactorTracing
import Services
import Testing
import TextUI
import TextUITesting

@testable import AppShell

/// What reaches the trace file: every page's flow, from before its binding, whatever the panel.
@MainActor
struct TraceExportTests {
  final class Records {
    var all: [(screen: String, line: TraceLine)] = []
    var actions: [String] { all.filter { $0.line.kind == .action }.map { "\($0.screen): \($0.line.text)" } }
  }

  /// The menu on a navigator whose pages' lines all go to `records`, as to a trace file.
  func menuWritingATraceFile() -> (Records, Navigator, FeaturePages) {
    let records = Records()
    let tracing = PageTracing { records.all.append(($0, $1)) }
    let navigator = Navigator(
      output: RecordingScreen(), traceStyle: .inline(CapturedOutput()), tracing: tracing)
    let pages = FeaturePages(container: .inMemory(), tracing: tracing)
    navigator.push { pages.menu(screen: $0) { _ in } }
    return (records, navigator, pages)
  }

  @Test func everyPagesFlowIsExportedFromItsBindingOnWithTheTraceOnOrOff() async {
    let (records, navigator, pages) = menuWritingATraceFile()
    navigator.push { pages.make(.home, screen: $0, navigation: navigator) }
    await drainMainActor { navigator.isIdle }

    _ = navigator.handle(.line("t"))
    _ = navigator.handle(.line("r"))
    await drainMainActor { navigator.isIdle }
    _ = navigator.handle(.line("t"))
    _ = navigator.handle(.line("r"))
    await drainMainActor { navigator.isIdle }
    _ = navigator.handle(.line("b"))
    _ = navigator.handle(.line("2"))

    // Home's viewDidLoad is sent from bind, before the navigator sees the page.
    #expect(
      records.actions == [
        "Home: action → viewDidLoad", "Home: action → refresh", "Home: action → refresh",
        "reactor-demo: action → select(\"2\")",
      ])
    #expect(records.all.contains { $0.screen == "Home" && $0.line.kind == .state })
    #expect(Set(records.all.map(\.line.kind)) == [.action, .mutation, .state])
  }

  @Test func exportedTextIsSanitised() {
    let (records, navigator, _) = menuWritingATraceFile()

    _ = navigator.handle(.line("x\u{1B}[2Jy"))

    // The menu's message quotes the line; its state line would carry the escape sequence.
    #expect(records.all.contains { $0.line.kind == .state && $0.line.text.contains("no feature 'xy'") })
    #expect(!records.all.contains { $0.line.text.contains("\u{1B}") })
  }
}
