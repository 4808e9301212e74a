import Foundation
import Testing
import TextUI

@Suite struct TerminalTests {
  @Test func pipeIsNotATerminal() throws {
    let pipe = try TestPipe()
    defer {
      pipe.closeReadEnd()
      pipe.closeWriteEnd()
    }
    #expect(!Terminal.isTTY(pipe.readEnd))
    #expect(Terminal.size(pipe.writeEnd) == nil)
  }

  @Test func pseudoTerminalIsATerminalWithASize() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    #expect(Terminal.isTTY(terminal.secondary))
    terminal.setSize(columns: 100, rows: 30)
    let size = Terminal.size(terminal.secondary)
    #expect(size?.columns == 100)
    #expect(size?.rows == 30)
  }

  @Test func colourFollowsNoColorTermAndTTY() {
    #expect(Terminal.colorEnabled(environment: [:], isTTY: true))
    #expect(!Terminal.colorEnabled(environment: [:], isTTY: false))
    #expect(!Terminal.colorEnabled(environment: ["NO_COLOR": "1"], isTTY: true))
    #expect(Terminal.colorEnabled(environment: ["NO_COLOR": ""], isTTY: true))
    #expect(!Terminal.colorEnabled(environment: ["TERM": "dumb"], isTTY: true))
  }

  @Test func rawModeOnANonTerminalIsNil() throws {
    let pipe = try TestPipe()
    defer {
      pipe.closeReadEnd()
      pipe.closeWriteEnd()
    }
    #expect(RawMode.enable(fileDescriptor: pipe.readEnd) == nil)
    #expect(RawMode.enable(fileDescriptor: -1) == nil)
  }

  @Test func rawModeTurnsOffEchoAndLineEditingThenRestores() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let before = terminal.localFlags()
    #expect(before & tcflag_t(ICANON) != 0)
    let raw = try #require(RawMode.enable(fileDescriptor: terminal.secondary))
    let during = terminal.localFlags()
    #expect(during & tcflag_t(ICANON | ECHO | ISIG) == 0)
    raw.restore()
    #expect(terminal.localFlags() == before)
    raw.restore()
    #expect(terminal.localFlags() == before)
  }

  @Test func rawModeRestoresWhenReleased() throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let before = terminal.localFlags()
    var raw = RawMode.enable(fileDescriptor: terminal.secondary)
    #expect(raw != nil)
    #expect(terminal.localFlags() != before)
    raw = nil
    #expect(terminal.localFlags() == before)
  }
}
