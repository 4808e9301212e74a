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
