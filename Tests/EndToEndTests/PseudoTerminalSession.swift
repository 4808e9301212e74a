import Foundation

/// The demo binary under `script`, which gives it a pseudo-terminal, with keys typed into it.
final class PseudoTerminalSession: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let outputPipe = Pipe()
  private let received = ReceivedOutput()
  private let dataHome: URL
  /// Where the shell `script` starts writes its process id before it becomes the app.
  private let pidFile: URL

  struct Timeout: Error, CustomStringConvertible {
    let waitingFor: String
    let output: String
    /// The output's escape sequences are shown as `⎋[…`: written raw, they would redraw the
    /// test runner's own terminal and hide the message.
    var description: String {
      let shown = output.replacingOccurrences(of: "\u{1B}", with: "⎋").replacingOccurrences(
        of: "\r", with: "")
      return "timed out waiting for \(waitingFor); output so far:\n\(shown)"
    }
  }

  /// - Parameter environment: variables set on top of the test's own (COLORTERM, NO_COLOR).
  convenience init(arguments: [String], environment extra: [String: String] = [:]) throws {
    let binary = ([DemoBinary.url.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    // `exec` keeps the process id, so the one written is the app's, for `resize` to signal.
    try self.init(environment: extra) { pidFile in "echo $$ > '\(pidFile)'; exec \(binary)" }
  }

  /// An interactive shell with job control, as a user's terminal has, into which the test
  /// types the command that starts the app: Ctrl-Z and `fg` work there as they do for a user.
  static func shell() throws -> PseudoTerminalSession {
    try PseudoTerminalSession(environment: [:]) { _ in "exec bash --norc --noprofile -i" }
  }

  private init(environment extra: [String: String], command: (String) -> String) throws {
    // Data and logs go to a fresh folder, never the user's own.
    dataHome = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).pid")
    let command = command(pidFile.path)
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qfec", command, "/dev/null"]
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["XDG_DATA_HOME"] = dataHome.path
    environment.merge(extra) { $1 }
    process.environment = environment
    process.standardInput = input
    process.standardOutput = outputPipe
    process.standardError = outputPipe
    try process.run()
    received.startReading(outputPipe.fileHandleForReading.fileDescriptor)
  }

  deinit {
    // The reading thread ends before the pipe, and its descriptor, go.
    received.stopReading()
    try? FileManager.default.removeItem(at: dataHome)
    try? FileManager.default.removeItem(at: pidFile)
  }

  var output: String {
    received.text
  }

  func type(_ text: String) {
    ChildInput.write(text, to: input.fileHandleForWriting)
  }

  /// Resizes the pseudo-terminal as a terminal window would: `stty` sets the new size on the
  /// app's terminal, and the app gets SIGWINCH.
  func resize(columns: Int, rows: Int) throws {
    let text = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(
      in: .whitespacesAndNewlines)
    guard let pid = Int32(text) else { throw Timeout(waitingFor: "the app's process id", output: text) }
    let terminal = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/0")
    let stty = Process()
    stty.executableURL = URL(fileURLWithPath: "/usr/bin/stty")
    stty.arguments = ["-F", terminal, "rows", "\(rows)", "cols", "\(columns)"]
    try stty.run()
    stty.waitUntilExit()
    // Setting the size signals the terminal's foreground process already; the app must not
    // depend on it.
    kill(pid, SIGWINCH)
  }

  /// The last frame drawn in place: the text after the last cursor-home, one entry per row,
  /// without the clearing sequences (and without the empty row before a clear to the end).
  var lastScreen: [String] {
    let last = output.components(separatedBy: "\u{1B}[H").last ?? ""
    // The terminal turns each "\n" the app writes into "\r\n", so rows end in "\r\r\n".
    // (Foundation's replacing works on code units; "\r\n" is one Swift Character.)
    var rows = last.replacingOccurrences(of: "\u{1B}[K", with: "").replacingOccurrences(of: "\r", with: "")
      .components(separatedBy: "\n")
    if rows.last == "\u{1B}[J" { rows.removeLast() }
    return rows
  }

  /// A hang guard, not a timing claim: how long a wait for output, or for the app to exit, may
  /// last before the test fails showing the output so far. What a test waits for comes in
  /// seconds even on a machine busy with other work; only an app that never gets there takes a
  /// minute. (The end-to-end tests' time limits are above it, so this failure, with the output,
  /// is the one reported; ``Command/hangGuard`` says why they are five minutes.)
  static let hangGuard: Duration = .seconds(60)

  /// Waits (polling, bounded by ``hangGuard``) until the output contains `text`.
  func waitFor(_ text: String) async throws {
    try await waitUntil(text) { $0.contains(text) }
  }

  /// Waits (polling, bounded by ``hangGuard``) until `condition` holds for the output.
  func waitUntil(_ description: String, _ condition: (String) -> Bool) async throws {
    let deadline = ContinuousClock.now + Self.hangGuard
    while !condition(output) {
      guard ContinuousClock.now < deadline else { throw Timeout(waitingFor: description, output: output) }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Waits (bounded by ``hangGuard``) for the app to exit, then for the rest of its output, and
  /// returns its status.
  func exit() async throws -> Int32 {
    let deadline = ContinuousClock.now + Self.hangGuard
    while process.isRunning {
      guard ContinuousClock.now < deadline else {
        process.terminate()
        throw Timeout(waitingFor: "exit", output: output)
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    // What it wrote before it exited is in the pipe: the reader takes all of it before it ends.
    received.stopReading()
    // Foundation lets go of a finished Process only once it has been waited for, which returns
    // at once now that it has exited.
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// The session's output, read on a thread of its own with blocking reads.
///
/// Not a `readabilityHandler`: on Linux, tearing down the dispatch read source it installs can
/// race libdispatch's epoll bookkeeping, and the test process crashed once in
/// `_dispatch_event_loop_drain` with many sessions in parallel (swift-corelibs-libdispatch
/// issue 949). A blocking read registers nothing with libdispatch.
private final class ReceivedOutput: @unchecked Sendable {
  // `buffer` and `isStopped` are only touched under `lock`.
  private let lock = NSLock()
  private var buffer = Data()
  private var isStopped = false
  private let finished = DispatchSemaphore(value: 0)
  private var isStarted = false

  var text: String {
    lock.withLock { String(decoding: buffer, as: UTF8.self) }
  }

  /// Reads `descriptor` until its end, or until ``stopReading()`` once what is there is read,
  /// waking every 50 ms to ask.
  func startReading(_ descriptor: Int32) {
    isStarted = true
    let thread = Thread { [self] in
      defer { finished.signal() }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let isStopping = lock.withLock { isStopped }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, isStopping ? 0 : 50) > 0 else {
          if isStopping { return }
          continue
        }
        let count = read(descriptor, &chunk, chunk.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        lock.withLock { buffer.append(contentsOf: chunk[0..<count]) }
      }
    }
    thread.name = "PseudoTerminalSession output"
    thread.start()
  }

  /// Ends the reading and waits for the thread to have ended, having read what the pipe holds.
  ///
  /// That takes a moment; the bound is a hang guard. With a second's bound, a thread slowed by a
  /// busy machine could leave the output cut short, and read on after its pipe was gone.
  func stopReading() {
    let isFirst = lock.withLock {
      defer { isStopped = true }
      return !isStopped
    }
    guard isFirst, isStarted else { return }
    _ = finished.wait(timeout: .now() + .seconds(Int(PseudoTerminalSession.hangGuard.components.seconds)))
  }
}
