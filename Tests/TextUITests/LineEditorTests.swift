import Testing
import TextUI

/// The text field widget: opened by its key, typed into with readline's keys, and what it
/// reports.
@MainActor
struct LineEditorTests {
  @MainActor
  final class Fixture {
    let field: LineEditor
    var changes: [String] = []
    var submitted: [String] = []
    var cancelled = 0

    init(_ field: LineEditor) {
      self.field = field
      field.onChange = { [unowned self] in changes.append($0) }
      field.onSubmit = { [unowned self] in submitted.append($0) }
      field.onCancel = { [unowned self] in cancelled += 1 }
    }

    @discardableResult
    func type(_ text: String) -> CommandInput.Outcome {
      text.map { field.handle(.key(.character($0))) }.last ?? .unknown
    }

    @discardableResult
    func press(_ keys: Key...) -> CommandInput.Outcome {
      keys.map { field.handle(.key($0)) }.last ?? .unknown
    }
  }

  static let opener = (
    key: Key.character("n"), hint: KeyBinding.terminal("n", "renames", keys: [.character("n")])
  )

  @Test func itsKeyOpensItAndItTakesEveryKeyUntilEnter() {
    let fixture = Fixture(LineEditor(limit: 10, opener: Self.opener))
    #expect(!fixture.field.capturesKeys)
    #expect(fixture.press(.character("x")) == .unknown, "closed, a letter is the screen's")
    fixture.press(.character("n"))
    #expect(fixture.field.capturesKeys)
    fixture.type("Adq")
    fixture.press(.backspace, .enter)
    #expect(fixture.changes == ["A", "Ad", "Adq", "Ad"])
    #expect(fixture.submitted == ["Ad"])
    #expect(!fixture.field.capturesKeys)
  }

  @Test func escapeClosesItWithoutTakingTheText() {
    let fixture = Fixture(LineEditor(opener: Self.opener))
    fixture.press(.character("n"))
    fixture.type("Bo")
    fixture.press(.escape)
    #expect(fixture.cancelled == 1)
    #expect(fixture.submitted.isEmpty)
    #expect(fixture.field.field.text == "Bo", "the text stays for the view to keep or clear")
  }

  @Test func aFullFieldSaysSoAndKeepsItsText() {
    let fixture = Fixture(LineEditor(limit: 3, opener: Self.opener))
    fixture.press(.character("n"))
    fixture.type("abc")
    #expect(fixture.type("d") == .answered("this field holds at most 3 characters"))
    #expect(fixture.field.field.text == "abc")
  }

  /// A cursor move changes no text, so it reports nothing: a search waiting for typing to
  /// pause goes on as it was.
  @Test func movingTheCursorReportsNoChange() {
    let fixture = Fixture(LineEditor(opener: Self.opener))
    fixture.field.begin(with: "swift")
    fixture.press(.left, .home, .control("e"))
    #expect(fixture.changes.isEmpty)
    #expect(fixture.field.field.cursor == 5)
  }

  @Test func aFieldOfDigitsRefusesLettersInWordsAndOpensOnADigit() {
    let fixture = Fixture(LineEditor(limit: 10, opensOnTyping: true, accepts: { $0.isNumber || $0 == "-" }))
    #expect(fixture.press(.character("x")) == .unknown)
    fixture.type("19")
    #expect(fixture.field.capturesKeys)
    #expect(fixture.type("a") == .answered("'a' cannot be typed here"))
    #expect(fixture.field.field.text == "19")
  }

  @Test func plainLinesAreSubmittedByTheirWordOrWhole() {
    let named = Fixture(
      LineEditor(plain: (.prefixed("name"), KeyBinding.plain("name TEXT", "renames", typed: "name Ada"))))
    #expect(named.field.handle(.line("name Ada Lovelace")) == .handled)
    #expect(named.field.handle(.line("name")) == .handled)
    #expect(named.field.handle(.line("named")) == .unknown)
    #expect(named.submitted == ["Ada Lovelace", ""])
    let every = Fixture(LineEditor(plain: (.every, KeyBinding.plain("TEXT", "searches"))))
    _ = every.field.handle(.line("c++ language:c++"))
    #expect(every.submitted == ["c++ language:c++"])
  }

  /// `/` opens a query line in less and fzf: pressed again on the empty line, it is not typed.
  @Test func theOpenerOnAnEmptyFieldIsNotTyped() {
    let fixture = Fixture(
      LineEditor(opener: (.character("/"), .terminal("/", "types", keys: [.character("/")]))))
    fixture.press(.character("/"), .character("/"))
    #expect(fixture.field.field.text == "")
    fixture.type("a/")
    #expect(fixture.field.field.text == "a/")
  }

  @Test func showingTheStatesTextLeavesAFieldBeingTypedAlone() {
    let fixture = Fixture(LineEditor(opener: Self.opener))
    fixture.field.show("swift")
    #expect(fixture.field.field.text == "swift")
    fixture.press(.character("n"))
    fixture.type("!")
    fixture.field.show("other")
    #expect(fixture.field.field.text == "swift!")
    #expect(fixture.changes == ["swift!"])
  }

  @Test func theHintsNameTheKeysOfEachMode() {
    let field = LineEditor(
      opener: Self.opener, plain: (.prefixed("name"), .plain("name TEXT", "renames")), typing: "are the name",
      enter: "saves", escape: "keeps the old one")
    #expect(field.keys.map(\.label) == ["n", "name TEXT"])
    field.begin()
    #expect(field.keys.map(\.text) == ["letters ⌫ are the name", "Enter saves", "Esc keeps the old one"])
    field.begin(with: "x")
    #expect(field.keys.count == 4, "once it holds text, the keys that move and delete")
  }

  /// A letter that opens a field (`n` renames) is a letter once the field is open: `nora` keeps
  /// its `n`.
  @Test func aLetterOpenerIsTypedOnceTheFieldIsOpen() {
    let fixture = Fixture(LineEditor(opener: Self.opener))
    fixture.press(.character("n"))
    fixture.type("nora")
    #expect(fixture.field.field.text == "nora")
  }
}
