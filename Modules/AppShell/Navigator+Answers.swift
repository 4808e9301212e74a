import TextUI

/// How the navigator answers a key or a line that nothing on screen takes: it names the key as
/// the hints do and points at `?`, or at Esc while a line takes typed text.
extension Navigator {
  /// The answer to `event` where the page on top did not take it; nil for the end of input.
  static func hint(for event: InputEvent) -> String? {
    switch event {
    case .line(""):
      "that line held no command, only control characters — ? shows what this screen does"
    case .line(let line):
      "unknown command '\(line.truncated(toWidth: 20))' — ? shows what this screen does"
    case .key(let key):
      keyName(key).map { "\($0) does nothing here — ? shows what this screen does" }
    case .end:
      nil
    }
  }

  /// The answer to `key` where a line taking typed text did not take it: `?` is no About page
  /// there, so the answer points at Esc.
  static func typingHint(for key: Key) -> String? {
    guard let name = keyName(key) else { return nil }
    return key == .escape
      ? "Esc does nothing while typing" : "\(name) does nothing while typing — Esc stops typing"
  }

  /// A key as the hints name it; nil for the keys that end the session.
  static func keyName(_ key: Key) -> String? {
    switch key {
    case .character(let character): "'\(Sanitizer.cleanLine(String(character)).standingAlone)'"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .enter: "Enter"
    case .backspace: "⌫"
    case .escape: "Esc"
    case .tab: "Tab"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .delete: "Delete"
    case .control(let letter): "Ctrl-" + letter.uppercased()
    case .controlLeft: "Ctrl-←"
    case .controlRight: "Ctrl-→"
    case .alt(let character): "Alt-" + Sanitizer.cleanLine(String(character)).standingAlone.uppercased()
    case .altBackspace: "Alt-⌫"
    case .interrupt, .endOfInput, .pasteStart, .pasteEnd: nil
    }
  }
}
