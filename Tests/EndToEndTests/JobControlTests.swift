import Foundation
import Testing

/// Ctrl-Z and Ctrl-L as a terminal user presses them: the app gives the terminal back to the
/// shell and comes back where it was with `fg`; Ctrl-L draws the screen again.
struct JobControlTests {
  @Test(.timeLimit(.minutes(5)))
  func ctrlZSuspendsToTheShellAndFgComesBackWithTheStateIntact() async throws {
    let session = try await Self.counterFromAShell()
    session.type("++")
    try await session.waitFor("value: 2")

    session.type("\u{1A}")
    try await session.waitFor("Stopped")
    let stopped = session.output
    #expect(stopped.contains("\u{1B}[?1049l"), "the shell gets the main screen back")
    // The shell runs a command: its answer, not the echoed line, shows it has the terminal.
    session.type("echo $((40 + 2))\r")
    try await session.waitFor("42")
    // Continued in the background, the app stops again rather than draw over the shell.
    session.type("bg\r")
    try await session.waitFor("counter --offline &")
    session.type("jobs\r")
    try await session.waitUntil("jobs says it is stopped again") { output in
      output.components(separatedBy: "Stopped").count >= 3
    }

    let before = session.output.count
    session.type("fg\r")
    try await session.waitUntil("the counter drawn again") { output in
      let after = output.dropFirst(before)
      return after.contains("\u{1B}[?1049h") && after.contains("value: 2")
    }
    // Leaving the main screen a second time would put back the cursor saved at the first start:
    // the shell's prompt would land above its own lines once the app quits.
    let resumed = String(session.output.dropFirst(before))
    #expect(!(resumed.components(separatedBy: "\u{1B}[?1049h").first ?? "").contains("\u{1B}[?1049l"))
    // Raw mode is back: a key acts at once, and is not echoed by the terminal.
    session.type("+")
    try await session.waitFor("value: 3")

    let drawn = session.output.count
    session.type("\u{0C}")
    try await session.waitUntil("Ctrl-L draws the whole screen") { output in
      output.dropFirst(drawn).contains("── Counter ─")
    }
    try await Self.quitToThePrompt(session)
    session.type("exit $?\r")
    #expect(try await session.exit() == 0)
  }

  /// Started by a script, the app stops with it, as the terminal's own Ctrl-Z stops the job.
  @Test(.timeLimit(.minutes(5)))
  func ctrlZStopsTheScriptThatStartedTheAppToo() async throws {
    let script = FileManager.default.temporaryDirectory.appending(path: "\(UUID().uuidString).sh")
    try "#!/bin/sh\n'\(DemoBinary.url.path)' counter --offline\necho the script goes on\n"
      .write(to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    let session = try PseudoTerminalSession.shell()
    try await session.waitFor("bash-")
    session.type("sh '\(script.path)'\r")
    try await session.waitFor("value: 0")
    session.type("\u{1A}")
    try await session.waitFor("Stopped")
    session.type("fg\r")
    try await session.waitUntil("the counter back") { output in
      output.components(separatedBy: "\u{1B}[?1049h").count == 3
    }
    session.type("q")
    try await session.waitFor("the script goes on")
    session.type("exit\r")
    #expect(try await session.exit() == 0)
  }

  /// Stopped for longer than the app waits for its stop to come, it takes the terminal back
  /// once on `fg`. The wait timed out while stopped and took it, and the continue's watcher,
  /// when it came late (under ThreadSanitizer), took it a second time.
  @Test(.timeLimit(.minutes(5)))
  func ctrlZStoppedForLongTakesTheTerminalBackOnce() async throws {
    let session = try await Self.counterFromAShell()
    session.type("\u{1A}")
    try await session.waitFor("Stopped")
    // Past the app's five seconds for its own stop to come.
    try await Task.sleep(for: .seconds(6))
    session.type("fg\r")
    let entered = { session.output.components(separatedBy: "\u{1B}[?1049h").count - 1 }
    try await session.waitUntil("the counter back") { _ in entered() == 2 }
    session.type("+")
    try await session.waitFor("value: 1")
    #expect(entered() == 2, "the alternate screen entered once at the start and once on fg")
    try await Self.quitToThePrompt(session)
    session.type("exit\r")
    #expect(try await session.exit() == 0)
  }

  /// Under `script` no shell could resume the app: Ctrl-Z says so and the app goes on.
  @Test(.timeLimit(.minutes(5)))
  func ctrlZWithoutJobControlSaysWhyAndGoesOn() async throws {
    let session = try PseudoTerminalSession(arguments: ["counter", "--offline"])
    try await session.waitFor("value: 0")
    session.type("\u{1A}")
    try await session.waitFor("Ctrl-Z cannot suspend here")
    session.type("+")
    try await session.waitFor("value: 1")
    session.type("q")
    #expect(try await session.exit() == 0)
  }

  /// A shell with job control, running Counter, drawn.
  static func counterFromAShell() async throws -> PseudoTerminalSession {
    let session = try PseudoTerminalSession.shell()
    try await session.waitFor("bash-")
    session.type("'\(DemoBinary.url.path)' counter --offline\r")
    try await session.waitFor("value: 0")
    return session
  }

  /// Quits the app and waits for the shell's prompt, the main screen given back.
  static func quitToThePrompt(_ session: PseudoTerminalSession) async throws {
    let running = session.output.count
    session.type("q")
    try await session.waitUntil("the shell's prompt after the app") { output in
      let after = output.dropFirst(running)
      return after.contains("\u{1B}[?1049l") && (after.hasSuffix("# ") || after.hasSuffix("$ "))
    }
  }
}
