import Testing
import TextUI

/// A field moves and deletes by words as readline does: Alt-B, Alt-F, Ctrl-← and Ctrl-→
/// move, Alt-D and Alt-Backspace delete; a word is letters and digits.
struct TextFieldWordTests {
  private func typing(_ keys: [Key], into field: TextField) -> TextField? {
    var field = field
    for key in keys {
      guard case .edited(let next) = field.edit(key) else { return nil }
      field = next
    }
    return field
  }

  @Test func altBAndAltFMoveByWords() {
    let field: TextField = "swift-nio  reactor kit"
    #expect(typing([.alt("b")], into: field)?.shown == "swift-nio  reactor ▏kit")
    #expect(typing([.alt("b"), .alt("b")], into: field)?.shown == "swift-nio  ▏reactor kit")
    #expect(typing([.alt("b"), .alt("b"), .alt("b")], into: field)?.shown == "swift-▏nio  reactor kit")
    #expect(typing([.home, .alt("f")], into: field)?.shown == "swift▏-nio  reactor kit")
    #expect(typing([.home, .alt("f"), .alt("f")], into: field)?.shown == "swift-nio▏  reactor kit")
    #expect(typing([.alt("f")], into: field)?.shown == "swift-nio  reactor kit▏", "at the end it stays")
  }

  @Test func controlArrowsMoveAsAltBAndAltF() {
    let field: TextField = "ada lovelace"
    #expect(typing([.controlLeft], into: field) == typing([.alt("b")], into: field))
    #expect(typing([.home, .controlRight], into: field) == typing([.home, .alt("f")], into: field))
    #expect(typing([.controlLeft, .controlLeft, .controlRight], into: field)?.shown == "ada▏ lovelace")
  }

  @Test func altDAndAltBackspaceDeleteAWord() {
    let field: TextField = "ada byron lovelace"
    #expect(typing([.altBackspace], into: field)?.shown == "ada byron ▏")
    #expect(typing([.alt("b"), .altBackspace], into: field)?.shown == "ada ▏lovelace")
    #expect(typing([.home, .alt("d")], into: field)?.shown == "▏ byron lovelace")
    #expect(typing([.home, .alt("f"), .alt("d")], into: field)?.shown == "ada▏ lovelace")
  }

  @Test func anAltKeyAFieldDoesNotUseLeavesItToTheScreen() {
    let field: TextField = "half a na"
    #expect(field.edit(.alt("q")) == nil)
    #expect(field.edit(.alt("x")) == nil)
    #expect(TextField("").edit(.alt("b")) == nil, "on an empty field nothing moves: the screen says so")
  }

  @Test func theEditingHintNamesTheWordKeys() {
    let label = TextField.editingKeys.label
    for name in ["^←→", "Alt-B", "Alt-F", "Alt-D", "Alt-⌫"] {
      #expect(label.contains(name), "\(name)")
    }
    let presses = TextField.editingKeys.presses[.terminal] ?? []
    for key: Key in [.alt("b"), .alt("f"), .alt("d"), .altBackspace, .controlLeft, .controlRight] {
      #expect(presses.contains(.key(key)), "\(key)")
    }
  }
}
