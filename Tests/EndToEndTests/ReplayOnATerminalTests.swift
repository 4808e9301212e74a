import Foundation
import Testing

/// `--replay` on a terminal: the session plays in the alternate screen, redrawn in place as it
/// was, and q stops it and gives the terminal back.
@Suite struct ReplayOnATerminalTests {
  static let counter = GoldenSessionTests.folder.appendingPathComponent("counter.session").path

  @Test(.timeLimit(.minutes(5)))
  func aSessionPlaysInPlaceAndGivesTheTerminalBack() async throws {
    let replay = try PseudoTerminalSession(arguments: ["--replay", Self.counter, "--replay-speed", "max"])
    let status = try await replay.exit()
    let output = replay.output

    #expect(status == 0, "\(output)")
    #expect(output.contains("\u{1B}[?1049h"), "enters the alternate screen")
    #expect(output.contains("value: 1"))
    #expect(output.contains("\u{1B}[?1049l"), "leaves it")
    #expect(output.contains("\u{1B}[?25h"), "shows the cursor again")
  }

  /// At a hundredth of its pace the session would take minutes; q ends it at once.
  @Test(.timeLimit(.minutes(5)))
  func qStopsAReplayAndGivesTheTerminalBack() async throws {
    let replay = try PseudoTerminalSession(arguments: ["--replay", Self.counter, "--replay-speed", "0.01"])
    try await replay.waitFor("value: 0")
    replay.type("q")
    let status = try await replay.exit()

    #expect(status == 0, "\(replay.output)")
    #expect(!replay.output.contains("value: 1"), "the replay stopped before the first + was pressed")
    #expect(replay.output.contains("\u{1B}[?1049l"), "leaves the alternate screen")
  }

  /// Ctrl-C stops a replay as q does, and exits 130, as Ctrl-C ends any run.
  @Test(.timeLimit(.minutes(5)))
  func ctrlCStopsAReplayAndExits130() async throws {
    let replay = try PseudoTerminalSession(arguments: ["--replay", Self.counter, "--replay-speed", "0.01"])
    try await replay.waitFor("value: 0")
    replay.type("\u{03}")
    let status = try await replay.exit()

    #expect(status == 130, "\(replay.output)")
    #expect(replay.output.contains("\u{1B}[?1049l"), "leaves the alternate screen")
  }

  /// The trace a terminal run turned on with `t` is a panel inside its frames: a replay checked
  /// away from the terminal draws the panel too, so every frame matches.
  @Test(.timeLimit(.minutes(5)))
  func aTraceTurnedOnOnATerminalIsCheckedWithItsPanel() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let path = folder.appendingPathComponent("trace.session").path
      let data = folder.appendingPathComponent("data").path
      let app = try PseudoTerminalSession(arguments: ["counter", "--data-dir", data, "--record", path])
      try await app.waitFor("value: 0")
      app.type("t")
      try await app.waitFor("trace on")
      app.type("+")
      try await app.waitFor("value: 1")
      app.type("t")
      app.type("qq")
      #expect(try await app.exit() == 0, "\(app.output)")

      let replay = try await DemoBinary.run(["--replay", path, "--check"], input: "")
      #expect(replay.status == 0, "\(replay.output)")
      #expect(replay.output.contains("frames match the session"))
    }
  }

  /// Where a reader scrolled a page is part of its frames: the replay, laid out at the recorded
  /// size whatever the terminal showing it, scrolls to the same lines and matches.
  @Test(.timeLimit(.minutes(5)))
  func aPageScrolledOnATerminalReplaysScrolledAlike() async throws {
    try await ReplayEdgeTests.inFolder { folder in
      let path = folder.appendingPathComponent("scroll.session").path
      let data = folder.appendingPathComponent("data").path
      let app = try PseudoTerminalSession(arguments: ["counter", "--data-dir", data, "--record", path])
      try await app.waitFor("value: 0")
      try app.resize(columns: 80, rows: 24)
      app.type("?")
      try await app.waitFor("more lines")
      app.type(" ")
      try await app.waitFor("↑ ")
      app.type("\u{1B}[F")
      try await app.waitUntil("the end of the page") { _ in
        app.lastScreen.contains { $0.contains("run with a script") }
      }
      app.type("\u{1B}")
      // Esc and q in one read would be Alt-Q, as a terminal sends it: q waits for Counter.
      try await app.waitUntil("Counter again") { _ in app.lastScreen.first?.hasPrefix("── Counter") == true }
      app.type("q")
      #expect(try await app.exit() == 0, "\(app.output)")

      let session = try String(contentsOfFile: path, encoding: .utf8)
      #expect(session.contains("scrolled to: line "), "the reader's place is in the frames")
      let replay = try await DemoBinary.run(["--replay", path, "--check"], input: "")
      #expect(replay.status == 0, "\(replay.output)")
      #expect(replay.output.contains("frames match the session"))
    }
  }
}
