import Testing
import TextUI

/// Text written wrapped (an About page) is joined back into paragraphs for a screen to wrap at
/// its own width; what is not a paragraph stays as written.
struct ReflowTests {
  @Test func aParagraphJoinsALastWordAloneToo() {
    let text = """
      Info shows the profile; the new name comes back like a new
      birthdate.

      Next paragraph.
      """
    #expect(
      text.reflowed == [
        "Info shows the profile; the new name comes back like a new birthdate.", "", "Next paragraph.",
      ])
  }

  @Test func pathsTablesAndCodeStandAlone() {
    let text = """
      Files to read
        Modules/Features/ProfileFeature/InfoReactor.swift
        Modules/Features/ProfileFeature/InfoView.swift
        Tests/ProfileFeatureTests/           two Infos, one event
        docs/case-studies.md                 run with a script
      The idea, with code:
          .merge(mutation, .stream(service.events))
        so every Info screen hears it.
      """
    #expect(text.reflowed == text.split(separator: "\n").map(String.init))
  }
}

/// The hint line names every key with what it does, however narrow the terminal.
struct HintWrappingTests {
  @Test func aHintWiderThanTheLineWrapsWithNothingCut() {
    let frame = Frame(
      title: "T", lines: ["x"],
      keys: [.both("q", "quit"), .terminal("↑↓ j k PgUp PgDn Space Home End g G", "moves", keys: [.down])])
    let lines = frame.render(width: 24, mode: .terminal)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 24 }, "\(lines)")
    #expect(!lines.contains { $0.hasSuffix("…") }, "\(lines)")
    #expect(lines.joined(separator: " ").contains("moves"), "\(lines)")
  }
}
