import Testing
import TextUI

/// The password field: it shows dots, hands its text on only as a `Secret`, and says what a
/// recorded session keeps of each key typed into it.
@MainActor
struct SecretFieldTests {
  @MainActor
  final class Fixture {
    let field: SecretField
    /// What each report printed as, and the text it held.
    var printed: [String] = []
    var changes: [String] = []
    var submitted: [String] = []

    init(_ field: SecretField) {
      self.field = field
      field.onChange = { [unowned self] in
        printed.append("\($0)")
        changes.append($0.wrappedValue)
      }
      field.onSubmit = { [unowned self] in
        printed.append("\($0)")
        submitted.append($0.wrappedValue)
      }
    }

    @discardableResult
    func type(_ text: String) -> CommandInput.Outcome {
      text.map { field.handle(.key(.character($0))) }.last ?? .unknown
    }
  }

  static let opener = (
    key: Key.character("p"), hint: KeyBinding.terminal("p", "types the password", keys: [.character("p")])
  )
  static let plain = (
    line: PlainLine.prefixed("password"), hint: KeyBinding.plain("password TEXT", "sets it")
  )

  @Test func itShowsDotsAndHandsTheTextOnOnlyAsASecret() {
    let fixture = Fixture(SecretField(opener: Self.opener))
    _ = fixture.field.handle(.key(.character("p")))
    fixture.type("hunter2")
    #expect(fixture.field.field.shown == "•••••••▏")
    #expect(!"\(fixture.field.field)".contains("hunter2"))
    _ = fixture.field.handle(.key(.enter))
    #expect(fixture.changes.last == "hunter2")
    #expect(fixture.submitted == ["hunter2"])
    #expect(Set(fixture.printed) == ["••••"], "every report prints as dots")
    #expect(!fixture.field.capturesKeys)
  }

  @Test func aPlainLineIsSubmittedAfterItsWord() {
    let fixture = Fixture(SecretField(plain: Self.plain))
    #expect(fixture.field.handle(.line("password hunter2")) == .handled)
    #expect(fixture.field.handle(.line("passwords")) == .unknown)
    #expect(fixture.submitted == ["hunter2"])
  }

  /// A refused character named on screen would be a piece of the password in clear.
  @Test func aRefusedCharacterIsNotNamed() {
    let fixture = Fixture(SecretField(opener: Self.opener, accepts: \.isNumber))
    fixture.field.begin()
    #expect(fixture.type("h") == .answered("that character cannot be typed here"))
    #expect(fixture.field.field.text.isEmpty)
  }

  @Test func standInsKeepEachCharactersKind() {
    #expect(String("aZ9 é\tÉ!_字٣🔑".map(SecretField.standIn(for:))) == "xX0 x X**x0*")
    #expect(
      SecretField.standIn(for: "\u{300}") == "\u{301}",
      "a lone accent joins the letter before, as its stand-in does")
  }

  /// A field that judges characters by more than their kind judges the stand-in alike: an
  /// ASCII-only field refuses `é`'s, and a field of hex digits takes `c`'s.
  @Test func aStandInIsJudgedAsTheCharacterItStandsFor() {
    let ascii: (Character) -> Bool = \.isASCII
    #expect(!ascii(SecretField.standIn(for: "é", judgedBy: ascii)))
    #expect(ascii(SecretField.standIn(for: "e", judgedBy: ascii)))
    let hex: (Character) -> Bool = \.isHexDigit
    #expect(SecretField.standIn(for: "c", judgedBy: hex) == "a")
    #expect(SecretField.standIn(for: "C", judgedBy: hex) == "A")
    #expect(!hex(SecretField.standIn(for: "g", judgedBy: hex)))
  }

  /// The keys and lines that type into the field are concealed, and nothing else: a key that
  /// opens, moves, deletes or leaves is kept as it is.
  @Test func whatTypesIntoTheFieldIsConcealedAndNothingElse() {
    let field = SecretField(opener: Self.opener, plain: Self.plain)
    #expect(field.concealed(.key(.character("p"))) == nil, "the opener opens, and types nothing")
    #expect(field.concealed(.key(.character("x"))) == nil, "closed, a letter is the screen's")
    field.begin()
    #expect(field.concealed(.key(.character("p"))) == .key(.character("x")), "open, a letter opener is typed")
    #expect(field.concealed(.key(.character("H"))) == .key(.character("X")))
    for key in [Key.backspace, .left, .enter, .escape, .control("u")] {
      #expect(field.concealed(.key(key)) == nil)
    }
    #expect(field.concealed(.line("password Hunter 2!")) == .line("password Xxxxxx 0*"))
    #expect(field.concealed(.line("password")) == nil, "no text after the word")
    #expect(field.concealed(.line("passwords x")) == nil)
    #expect(SecretField(plain: (.every, Self.plain.hint)).concealed(.line("ab 1")) == .line("xx 0"))
  }

  /// `/` on an empty open field is the opener pressed again, which types nothing; a digit that
  /// opens a field of digits is typed.
  @Test func aSignOpenerAgainAndAnOpeningDigitAreConcealedAsTheyAct() {
    let search = SecretField(opener: (.character("/"), .terminal("/", "types", keys: [.character("/")])))
    search.begin()
    #expect(search.concealed(.key(.character("/"))) == nil)
    _ = search.handle(.key(.character("a")))
    #expect(search.concealed(.key(.character("/"))) == .key(.character("*")))
    let pin = SecretField(opensOnTyping: true, accepts: \.isNumber)
    #expect(pin.concealed(.key(.character("4"))) == .key(.character("0")))
    #expect(pin.concealed(.key(.character("a"))) == nil)
  }

  /// A screen's route decides: the field taking every key first, then the commands, then
  /// the widgets; once the route is removed nothing is concealed.
  @Test func theScreensRouteDecidesWhatIsConcealed() {
    let input = CommandInput()
    let field = SecretField(opener: Self.opener, plain: Self.plain)
    let cancel = input.route(
      [field], commands: { [KeyCommand(.both("c", "clears"), 1)] }, to: { _ in }, changed: {})
    #expect(input.concealed(.key(.character("c"))) == nil, "a command")
    #expect(input.concealed(.line("password ab")) == .line("password xx"))
    input.deliver(.key(.character("p")))
    #expect(input.concealed(.key(.character("c"))) == .key(.character("x")), "typed into the open field")
    cancel()
    #expect(input.concealed(.key(.character("c"))) == nil)
  }
}
