import Testing
import TextUI

struct ColorDepthTests {
  @Test func depthFollowsTheEnvironmentOnATerminal() {
    #expect(Terminal.colorDepth(environment: ["COLORTERM": "truecolor"], isTTY: true) == .trueColor)
    #expect(Terminal.colorDepth(environment: ["COLORTERM": "24bit"], isTTY: true) == .trueColor)
    #expect(Terminal.colorDepth(environment: [:], isTTY: true) == .palette256)
    #expect(Terminal.colorDepth(environment: ["COLORTERM": "yes"], isTTY: true) == .palette256)
  }

  @Test func noColourUnderNoColorDumbTerminalsOrPipes() {
    #expect(
      Terminal.colorDepth(environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"], isTTY: true) == .none)
    #expect(
      Terminal.colorDepth(environment: ["COLORTERM": "truecolor", "TERM": "dumb"], isTTY: true) == .none)
    #expect(Terminal.colorDepth(environment: ["COLORTERM": "truecolor"], isTTY: false) == .none)
  }
}

extension ColorDepthTests {
  @Test func terminalsOfBasicColoursOnlyGetNone() {
    for term in ["vt100", "vt102", "vt220", "vt52", "ansi", "linux", "linux-16color", "VT100"] {
      #expect(Terminal.colorDepth(environment: ["TERM": term], isTTY: true) == .none, "\(term)")
      #expect(
        Terminal.colorDepth(environment: ["TERM": term, "COLORTERM": "truecolor"], isTTY: true) == .none,
        "a COLORTERM left by a desktop terminal does not outweigh TERM=\(term)")
    }
    for term in [
      "xterm", "xterm-256color", "vte", "screen", "tmux-256color", "linux-256color", "rxvt-unicode",
    ] {
      #expect(Terminal.colorDepth(environment: ["TERM": term], isTTY: true) == .palette256, "\(term)")
    }
  }

  @Test func aLocaleWithoutUTF8GetsTheASCIIPictureNotHalfBlocks() {
    #expect(Terminal.colorDepth(environment: ["LANG": "C", "COLORTERM": "truecolor"], isTTY: true) == .none)
    #expect(Terminal.colorDepth(environment: ["LANG": "en_GB.UTF-8"], isTTY: true) == .palette256)
  }
}
