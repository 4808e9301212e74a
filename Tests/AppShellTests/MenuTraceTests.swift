import Testing

@testable import AppShell

/// The menu's trace speaks the app's words: a case study by name, never `Optional(…)` or a
/// module's name.
struct MenuTraceTests {
  @Test func mutationsReadAsTheAppSaysThem() {
    let lines = [
      "\(MenuReactor.Mutation.setRoute(.init(number: 1, name: "counter", summary: "…")))",
      "\(MenuReactor.Mutation.setRoute(nil))",
      "\(MenuReactor.Mutation.setMessage("no feature 'x'"))",
    ]
    #expect(lines == ["setRoute(counter)", "setRoute(nil)", "setMessage(\"no feature 'x'\")"])
  }
}
