import Testing
import TextUI

struct TextFieldTests {
  /// The field after typing `keys` into `field`, each edit applied; nil once a key leaves it.
  private func typing(_ keys: [Key], into field: TextField = "") -> TextField? {
    var field = field
    for key in keys {
      guard case .edited(let next) = field.edit(key) else { return nil }
      field = next
    }
    return field
  }

  private func characters(_ text: String) -> [Key] { text.map(Key.character) }

  @Test func arrowsMoveTheCursorAndTypingGoesWhereItIs() throws {
    let field = try #require(typing(characters("abc") + [.left, .left] + characters("X")))
    #expect(field.text == "aXbc")
    #expect(field.shown == "aX▏bc")
    let atEdges = try #require(
      typing([.right, .right, .home] + characters(">") + [.end] + characters("<"), into: field))
    #expect(atEdges.text == ">aXbc<")
  }

  @Test func readlinesControlKeysMoveAndDelete() throws {
    let words: TextField = "ada byron lovelace"
    #expect(typing([.control("w")], into: words)?.text == "ada byron ")
    #expect(typing([.control("w"), .control("w")], into: words)?.text == "ada ")
    #expect(typing([.control("a"), .control("k")], into: words)?.text == "")
    #expect(
      typing([.control("a"), .control("f"), .control("f"), .control("f"), .control("u")], into: words)?.text
        == " byron lovelace")
    #expect(
      typing([.control("a"), .delete, .control("e"), .backspace], into: words)?.text == "da byron lovelac")
    #expect(typing([.control("b"), .control("b"), .control("u")], into: words)?.shown == "▏ce")
  }

  @Test func ctrlDDeletesUnderTheCursorAndLeavesOnlyAnEmptyField() {
    let name: TextField = "Ada"
    #expect(typing([.home, .endOfInput], into: name)?.text == "da")
    #expect(typing([.endOfInput], into: name)?.text == "Ada", "nothing under the cursor at the end")
    #expect(TextField("").edit(.endOfInput) == .cancel)
  }

  @Test func aFullFieldRefusesTheNextCharacterButStillEdits() throws {
    let full = TextField("12345", limit: 5)
    #expect(full.edit(.character("6")) == .full(limit: 5))
    #expect(typing([.backspace, .character("9")], into: full)?.text == "12349")
    let pasted = TextField(limit: 5).replacing(with: String(repeating: "x", count: 266))
    #expect(pasted.text.count == 5)
  }

  @Test func enterTakesTheTextEscapeLeavesOtherKeysAreTheScreens() {
    let field: TextField = "Ada"
    #expect(field.edit(.enter) == .submit("Ada"))
    #expect(field.edit(.escape) == .cancel)
    #expect(field.edit(.up) == nil)
    #expect(field.edit(.tab) == nil)
  }

  @Test func aFieldIsTracedAsItsQuotedText() {
    let field: TextField = "a\"b"
    #expect(String(describing: field) == "\"a\\\"b\"")
    #expect(String(reflecting: field) == "\"a\\\"b\"")
  }

  /// A password field shows a dot a character, the cursor among them, and prints as dots
  /// whatever it holds; editing it keeps it secret.
  @Test func aSecretFieldIsDotsOnScreenAndInPrint() throws {
    let field = TextField("hunter2", isSecret: true)
    guard case .edited(let edited)? = field.edit(.left) else { throw TextFieldEditError() }
    #expect(edited.shown == "••••••▏•")
    #expect(edited.isSecret && field.replacing(with: "abc").isSecret)
    #expect("\(field)" == "••••" && String(reflecting: field) == "••••")
    var dumped = ""
    dump(field, to: &dumped)
    #expect(!dumped.contains("hunter2"), "\(dumped)")
    #expect(field.edit(.enter) == .submit("hunter2"), "the page itself reads what was typed")
  }

  private struct TextFieldEditError: Error {}

  /// A combining mark typed on its own joins the letter before it; the cursor stays within the
  /// text whatever is typed or deleted around it.
  @Test func aCombiningMarkJoinsTheLetterBeforeItAndTheCursorStaysInTheText() throws {
    let accented = try #require(typing([.character("e"), .character("\u{301}"), .character("!")]))
    #expect(accented.text == "é!")
    #expect(accented.cursor == 2)
    let before = try #require(typing([.home, .character("\u{301}")], into: "e"))
    #expect(before.cursor <= before.text.count)
    #expect(before.shown.contains("▏"))
    // A mark with no letter is shown on a dotted circle, not on the cursor.
    let lone = try #require(typing([.character("\u{301}"), .home]))
    #expect(lone.shown == "▏◌\u{301}")
    let jamo = try #require(typing([.left, .backspace], into: "\u{1100}x\u{1161}"))
    #expect(jamo.cursor <= jamo.text.count)
    _ = jamo.shown
  }
}
