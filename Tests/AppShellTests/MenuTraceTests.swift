import ReactorTracing
import Testing

@testable import AppShell

/// The menu's trace, in the generic summary's words: a route as its entry's fields, never
/// `Optional(…)` or a module's name.
struct MenuTraceTests {
  @Test func mutationsReadWithoutOptionalOrModuleNames() {
    let lines = [
      MenuReactor.Mutation.setRoute(.init(number: 1, name: "Counter", summary: "the pattern in one screen")),
      .setMessage("no feature 'x'"),
    ].map(TraceSummary.of)
    #expect(
      lines == [
        "setRoute(Entry(number: 1, name: \"Counter\", summary: \"the pattern in one s…\"))",
        "setMessage(\"no feature 'x'\")",
      ])
  }
}
