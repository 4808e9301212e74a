import AppComposition
import AppConfiguration
import AppLogging
import AppShell
import ArgumentParser
import CaseStudyKit
import Foundation
import Logging
import Networking
import Privacy
import ReactorCore
import ReactorTracing
import SessionRecording
import TextUI

/// `reactor-demo`: the menu of ReactorKit case studies, or one of them directly.
@main
struct ReactorDemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reactor-demo",
    abstract: "ReactorKit case studies, end to end, in a terminal.",
    discussion: """
      Without a feature, opens the menu. Features: \
      \(CompositionRoot.caseStudies.map(\.name).joined(separator: ", ")).
      On a terminal the screen redraws in place; piped, or with --plain, input is read a line \
      at a time and every state change prints one frame.
      Configuration: built-in defaults < config/reactor-demo.json (or --config) < REACTOR_DEMO_* \
      environment variables (and GITHUB_TOKEN) < flags. A bad value exits 78.
      """,
    version: AppVersion.current
  )

  @Argument(
    help: "The feature to open over the menu: its name or its number.",
    completion: .list(CompositionRoot.caseStudies.map(\.name)))
  var feature: String?

  @Option(
    help: ArgumentHelp(
      "With \(CompositionRoot.caseStudies.filter(\.takesQuery).map(\.name).joined(separator: " or ")): search for this at once.",
      valueName: "text"))
  var query: String?

  @Flag(help: "Read input a line at a time and print one frame per change, without escape codes.")
  var plain = false

  @Flag(help: "Show the flow (each action, its mutations, the state changes) from the start; t toggles it.")
  var trace = false

  @Option(
    help: ArgumentHelp(
      "Write the whole run's flow (every screen's actions, mutations, state changes, errors) to this file as JSON Lines.",
      valueName: "path"), completion: .file())
  var traceFile: String?

  @Option(
    help: ArgumentHelp(
      "Record this run (input, network answers, time, frames) to a session file that --replay plays back; with --replay, write that session again with the frames drawn now.",
      valueName: "path"), completion: .file())
  var record: String?

  @Option(
    help: ArgumentHelp(
      "Play a recorded session back: its database, configuration, clock, network answers and input.",
      valueName: "path"), completion: .file())
  var replay: String?

  @Flag(help: "With --replay: compare every frame with the recorded one; exit 1 at the first that differs.")
  var check = false

  @Option(
    help: ArgumentHelp(
      "With --replay: times the recorded pace, or max; 1 on a terminal, else max (the default).",
      valueName: "speed"))
  var replaySpeed: String?

  @Option(
    help: ArgumentHelp(
      "Plain mode: the longest wait, in seconds, for a step's effects before the next line (default 10).",
      valueName: "seconds"))
  var stepTimeout: Double?

  /// The step timeout when `--step-timeout` is not given.
  static let defaultStepTimeout: Duration = .seconds(10)

  /// `--step-timeout`, or the default.
  var effectiveStepTimeout: Duration {
    stepTimeout.map { .milliseconds(Int64(($0 * 1000).rounded())) } ?? Self.defaultStepTimeout
  }

  @Option(
    help: ArgumentHelp("A JSON configuration file.", valueName: "path"),
    completion: .file(extensions: ["json"]))
  var config: String?

  @Flag(help: "Use bundled sample data only; never touch the network.")
  var offline = false

  @Flag(help: "Use the network only; show its failures instead of falling back to sample data.")
  var live = false

  @Option(
    help: ArgumentHelp("Where the database and the log live.", valueName: "dir"), completion: .directory)
  var dataDir: String?

  @Option(
    help: ArgumentHelp("trace, debug, info, notice, warning, error or critical.", valueName: "level"),
    completion: .list(AppConfiguration.LogLevel.allCases.map(\.rawValue)))
  var logLevel: String?

  @Flag(help: "Print the effective configuration (secrets redacted) and exit.")
  var printConfig = false

  func validate() throws {
    if replay != nil, let given = fromTheSession.first(where: \.isGiven) {
      throw ValidationError(
        "--replay runs the session's own feature, configuration and data: \(given.name) cannot be given with it"
      )
    }
    if let feature, Self.caseStudy(feature) == nil {
      let names = CompositionRoot.caseStudies.map(\.name).joined(separator: ", ")
      throw ValidationError("unknown feature '\(feature)': pick one of \(names)")
    }
    if let stepTimeout, !(0.001...1_000_000).contains(stepTimeout) {
      throw ValidationError("--step-timeout is a number of seconds from 0.001 to 1000000")
    }
    if query != nil, feature.flatMap(Self.caseStudy)?.takesQuery != true {
      let names = CompositionRoot.caseStudies.filter(\.takesQuery).map(\.name)
      throw ValidationError(
        "--query goes with \(names.joined(separator: " or ")): reactor-demo \(names.first ?? "") --query TEXT"
      )
    }
    if offline && live {
      throw ValidationError("--offline and --live cannot be used together")
    }
    if check, record != nil {
      throw ValidationError(
        "--check and --record cannot be used together: a re-recording keeps the frames drawn now")
    }
    if printConfig, record != nil {
      throw ValidationError(
        "--print-config prints the configuration and exits: there is no run for --record to record")
    }
    for (flag, path) in [("--record", record), ("--replay", replay)] {
      if let path, let traceFile, Self.isSameFile(path, traceFile) {
        throw ValidationError("\(flag) and --trace-file name the same file: each needs one of its own")
      }
    }
    if check, trace {
      throw ValidationError("--check compares the frames as recorded: --trace would change them")
    }
    if check, replay == nil {
      throw ValidationError("--check goes with --replay: reactor-demo --replay FILE --check")
    }
    if replaySpeed != nil, replay == nil {
      throw ValidationError("--replay-speed goes with --replay: reactor-demo --replay FILE --replay-speed 2")
    }
    // Far from 1, the waits between events overflow a Duration (1e-300) or round to nothing.
    let speeds = 0.01...1000.0
    if let replaySpeed, replaySpeed != "max", (Double(replaySpeed).map(speeds.contains)) != true {
      throw ValidationError("--replay-speed is a number from 0.01 to 1000, or max")
    }
  }

  /// The case study a choice names (`2`, `home`), as the menu reads it.
  static func caseStudy(_ choice: String) -> CaseStudy<AppContainer>? {
    let caseStudies = CompositionRoot.caseStudies
    let entry = MenuReactor.entry(choice, in: MenuReactor.entries(caseStudies))
    return caseStudies.first { $0.name == entry?.name }
  }

  /// Whether two paths name one file, through links (symbolic or hard, to the file or to a
  /// folder on its way), whether or not it exists yet: both files are written through a link,
  /// as a shell's `>` writes.
  private static func isSameFile(_ first: String, _ second: String) -> Bool {
    func resolved(_ path: String) -> String {
      var url = URL(fileURLWithPath: path).standardizedFileURL
      // A link to a file not made yet is followed by hand; a loop of links ends after a few.
      for _ in 0..<8 {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { break }
        url = URL(fileURLWithPath: target, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
      }
      // The folder exists even when the file does not: its own links are resolved by the system.
      let folder = url.deletingLastPathComponent().path
      guard let real = realpath(folder, nil) else { return url.path }
      defer { free(real) }
      return URL(fileURLWithPath: String(cString: real)).appendingPathComponent(url.lastPathComponent).path
    }
    var (one, other) = (stat(), stat())
    if stat(first, &one) == 0, stat(second, &other) == 0 {
      return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }
    return resolved(first) == resolved(second)
  }

  /// The app's own files on this machine, which a replay (that reads no configuration) must
  /// not write over either: those of the configuration as a run would load it, and those of
  /// the folders it could name, should it not load.
  private static func appFilesOnThisMachine() async -> [String] {
    let environment = ProcessInfo.processInfo.environment
    let home = environment["HOME"] ?? NSHomeDirectory()
    let loaded = try? await ConfigurationLoader.load(environment: environment)
    let named = [loaded?.dataDirectory, environment[ConfigurationKey.dataDirectory.environmentName]]
    let defaults = [
      environment["XDG_DATA_HOME"].map { $0 + "/reactor-demo" }, home + "/.local/share/reactor-demo",
    ]
    return (named + defaults).compactMap { $0 }.flatMap(CompositionRoot.appFiles(inDataDirectory:))
  }

  /// Why `path` may not be written over, when it is one of the app's own files.
  private static func ownFile(_ path: String, among appFiles: [String]) -> String? {
    guard let own = appFiles.first(where: { isSameFile($0, path) }) else { return nil }
    return own.hasSuffix(".log") ? "it is the app's log" : "it is the app's database"
  }

  /// What a replay takes from the session, so cannot be given with `--replay`.
  private var fromTheSession: [(name: String, isGiven: Bool)] {
    [
      ("a feature", feature != nil), ("--query", query != nil), ("--offline", offline), ("--live", live),
      ("--config", config != nil), ("--data-dir", dataDir != nil), ("--log-level", logLevel != nil),
      ("--step-timeout", stepTimeout != nil), ("--print-config", printConfig),
    ]
  }

  func run() async throws {
    // A peer closing a socket mid-write must be an error, not the end of the process.
    signal(SIGPIPE, SIG_IGN)
    if let replay {
      try await play(replay)
      return
    }
    let configuration: AppConfiguration
    do {
      configuration = try await ConfigurationLoader.load(overrides: overrides) { warning in
        FileHandle.standardError.write(Data("reactor-demo: warning: \(Sanitizer.cleanLine(warning))\n".utf8))
      }
    } catch {
      FileHandle.standardError.write(Data("reactor-demo: \(Sanitizer.cleanLine("\(error)"))\n".utf8))
      throw ExitCode(78)
    }
    if printConfig {
      // A path or an agent from a file or the environment may hold anything.
      print(configuration.printedLines.map(Sanitizer.cleanLine).joined(separator: "\n"))
      return
    }
    let appFiles = CompositionRoot.appFiles(for: configuration)
    let file = try openTraceFile(
      redacting: configuration.secrets, sparing: appFiles + [record].compactMap { $0 })
    defer { file?.close() }
    let start = RunStart(plain: plain)
    let recording: RunRecording?
    do {
      recording = try record.map { path throws(SessionRecorder.OpenError) in
        // Opening the file empties it: the app's own database or log would be lost.
        if let own = Self.ownFile(path, among: appFiles) {
          throw SessionRecorder.OpenError(path: path, reason: own)
        }
        let recorder = try start.recorder(path: path, command: self, configuration: configuration)
        return RunRecording(recorder: recorder)
      }
    } catch {
      FileHandle.standardError.write(Data("reactor-demo: \(Sanitizer.cleanLine("\(error)"))\n".utf8))
      throw ExitCode(78)
    }
    let status = await launch(configuration, start: start, traceFile: file, recording: recording)
    if let recording, !recording.tellUser() { throw ExitCode(74) }
    if status != .ok { throw ExitCode(status.rawValue) }
  }

  /// `--replay`: exits 66 for a file that is missing or cannot be read, 65 for one that is not a
  /// valid session, 1 when the replay differed (sysexits' no input, data error).
  @MainActor
  private func play(_ path: String) async throws {
    let session: Session
    do {
      session = try Session.read(path: path)
    } catch {
      ReplayRun.say("\(error)")
      if case .unreadable = error { throw ExitCode(66) }
      throw ExitCode(65)
    }
    // The session never held the token, so there is nothing for the trace file to redact. The
    // files this machine's runs keep are spared, though a replay uses none of them.
    let appFiles = await Self.appFilesOnThisMachine()
    let file = try openTraceFile(redacting: [], sparing: appFiles + [record, path].compactMap { $0 })
    defer { file?.close() }
    // On a terminal the session plays at its own pace by default; printed, as fast as it can. A
    // check or a re-recording shows nothing: it is the file it compares or writes that counts.
    let isOnTerminal = !check && record == nil && RunStart.isInteractive(plain: plain)
    var rerecording: ReplayRerecording?
    if let record {
      do {
        if let own = Self.ownFile(record, among: appFiles) {
          throw ReplayRerecording.WriteError(path: record, reason: own)
        }
        rerecording = try ReplayRerecording(session: session, path: record)
      } catch {
        ReplayRun.say("\(error)")
        throw ExitCode(78)
      }
    }
    let speed: Double? =
      switch replaySpeed {
      case nil: isOnTerminal ? 1 : nil
      case let text?: Double(text)
      }
    let run = ReplayRun(
      session: session, isChecking: check, speed: speed, isOnTerminal: isOnTerminal, isTracing: trace,
      tracing: Self.tracing(to: file), rerecording: rerecording)
    let status = await run.run()
    if status != 0 { throw ExitCode(status) }
  }

  /// `--trace-file`, opened before anything starts, `secrets` redacted from it, never one of
  /// the files in `sparing` (the app's database and log, the session): a run that cannot keep
  /// its trace is a configuration error (78).
  private func openTraceFile(redacting secrets: [String], sparing: [String]) throws -> TraceFile? {
    do {
      return try traceFile.map { path throws(TraceFile.OpenError) in
        if sparing.contains(where: { Self.isSameFile($0, path) }) {
          throw TraceFile.OpenError(path: path, reason: "it is a file the app writes for another purpose")
        }
        return try TraceFile(path: path, redactor: Redactor(secrets: secrets), version: AppVersion.current)
      }
    } catch {
      FileHandle.standardError.write(Data("reactor-demo: \(Sanitizer.cleanLine("\(error)"))\n".utf8))
      throw ExitCode(78)
    }
  }

  /// The pages' tracing, each line also written to `file` when there is one.
  @MainActor
  private static func tracing(to file: TraceFile?) -> PageTracing {
    guard let file else { return PageTracing(export: nil) }
    return PageTracing { screen, line in file.write(screen: screen, kind: line.kind.name, text: line.text) }
  }

  private var overrides: ConfigurationLoader.Overrides {
    ConfigurationLoader.Overrides(
      configPath: config,
      dataSource: offline ? "offline" : live ? "live" : nil,
      dataDirectory: dataDir,
      logLevel: logLevel
    )
  }

  @MainActor
  private func launch(
    _ configuration: AppConfiguration, start: RunStart, traceFile: TraceFile?, recording: RunRecording?
  ) async -> AppSession.Exit {
    let secrets = configuration.secrets
    let root = CompositionRoot(
      configuration: configuration, now: { Date() }, randomUserSeed: start.seeds.randomUser,
      imagePickSeed: start.seeds.imagePick, timeZone: start.timeZone, cachesOnlyThisRun: recording != nil,
      localWorkFinished: recording?.localWorkFinished
    ) { curl -> any HTTPClient in
      recording.map { RecordingHTTPClient(base: curl, recorder: $0.recorder, secrets: secrets) } ?? curl
    }
    defer { root.shutdown() }
    if let warning = root.dataFolderWarning {
      FileHandle.standardError.write(Data("reactor-demo: warning: \(Sanitizer.cleanLine(warning))\n".utf8))
    }
    let isInteractive = start.isInteractive
    let options = AppSession.Options(
      feature: feature.flatMap(Self.caseStudy),
      waitsForIdle: !isInteractive,
      stepTimeout: effectiveStepTimeout,
      isTracing: trace,
      searchQuery: query
    )
    let mode = isInteractive ? "terminal" : "plain"
    root.logger.info("start", metadata: ["mode": "\(mode)", "version": "\(AppVersion.current)"])
    let container = root.makeContainer(isInteractive: isInteractive)
    recording?.recordDatabase(of: root)
    let tracing = Self.tracing(to: traceFile)
    // A signal exits before the deferred shutdown: the databases must be closed on that path too,
    // and a session being recorded must say how the run ended.
    let cleanup = root.cleanupOnSignal()
    let onSignal: @Sendable () -> Void = {
      if let recording {
        recording.finish(130)
        _ = recording.tellUser()
      }
      cleanup()
    }
    let run = TerminalRun(
      container: container, options: options, tracing: tracing, recording: recording, charset: start.charset,
      onSignal: onSignal)
    return isInteractive ? await run.interactive() : await run.plain()
  }
}
