import Testing
import TextUI

struct KeyCommandTests {
  enum Action: Equatable, Sendable { case refresh, move(Int) }

  let commands: [KeyCommand<Action>] = [
    KeyCommand(.both("r", "refreshes"), .refresh),
    .terminal("↑↓", "moves", [.down: .move(1), .up: .move(-1)]),
  ]

  @Test func eachPressSendsItsCommandsAction() {
    #expect(commands.action(for: .line("r")) == .refresh)
    #expect(commands.action(for: .key(.character("r"))) == .refresh)
    #expect(commands.action(for: .key(.down)) == .move(1))
    #expect(commands.action(for: .key(.up)) == .move(-1))
  }

  @Test func aPressNoCommandHasSendsNothing() {
    #expect(commands.action(for: .line("x")) == nil)
    #expect(commands.action(for: .line("↑")) == nil)
    #expect(commands.action(for: .key(.pageDown)) == nil)
  }

  @Test func theKeyIsDeclaredWithItsPressesInOrder() {
    #expect(commands[1].key.label == "↑↓")
    #expect(commands[1].key.presses == [.terminal: [.key(.down), .key(.up)]])
    #expect(!commands[1].key.works(in: .plain))
  }
}
