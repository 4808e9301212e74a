import AppComposition
import AppConfiguration
import AppShell
import CaseStudyKit
import Foundation
import Privacy
import SessionRecording
import Synchronization
import TextUI

/// `--replay`: builds the app from a session (its database, configuration, seeds, zone, size)
/// on a virtual clock, serves the recorded HTTP answers and feeds the recorded input at its times.
@MainActor
struct ReplayRun {
  let session: Session
  /// `--check`: compare every frame with the recorded one, print none.
  let isChecking: Bool
  /// Recorded time per real second; nil plays as fast as it can.
  let speed: Double?
  /// Play on the terminal, redrawn in place, instead of printing the frames; q or Ctrl-C stops.
  let isOnTerminal: Bool
  let isTracing: Bool
  let tracing: PageTracing
  /// `--record` with `--replay`: the session written again with the frames drawn now.
  let rerecording: ReplayRerecording?

  /// What the replay found, shown when it ends.
  final class Findings: Sendable {
    struct State {
      var divergences: [String] = []
      var mismatch: String?
    }
    let state = Mutex(State())
  }

  /// The output's size: the recorded one, then each recorded resize.
  final class Size: Sendable {
    let value: Mutex<(columns: Int, rows: Int?)>
    init(columns: Int, rows: Int?) { value = Mutex((columns, rows)) }
  }

  /// Plays the session; the exit status: 0, 1 when a frame differed or the app diverged, or 65
  /// when the session's configuration is not one a run can have.
  func run() async -> Int32 {
    let header = session.header
    let directory: URL
    do {
      // The session's database holds the user's data: a folder of the user's alone.
      directory = try PrivateFolder.temporary(named: "reactor-demo-replay")
    } catch {
      Self.say(Self.unusableTemporaryFolder(error))
      return Self.cannotCreate
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    // A re-recording that does not end written leaves what was at its path as it was.
    defer { rerecording?.discard() }
    // The folder holds the session's database (people, posts, the profile): a signal that ends
    // the replay removes it too, and the re-recording begun.
    let partial = rerecording?.partial
    let restorer = TerminalRestorer.install {
      try? FileManager.default.removeItem(at: directory)
      if let partial { try? FileManager.default.removeItem(atPath: partial) }
    }
    defer { restorer.uninstall() }
    let findings = Findings()
    let end = AbruptEnd(restorer: restorer)
    // Whatever the session holds, the replay ends: a wait past the limit ends the process from a
    // thread of its own, as a signal would, once it has said what the replay waited for.
    // It captures what it says, not the session, which would outlive the replay in its thread.
    let truncation = session.truncation
    let rerecordingPath = rerecording?.path
    let watchdog = ReplayWatchdog { what in
      let (divergences, mismatch) = findings.state.withLock { ($0.divergences, $0.mismatch) }
      end(
        truncation == nil ? 1 : 65,
        saying: divergences.map { "divergence: \($0)" } + (truncation.map { [$0] } ?? [])
          + (mismatch.map { [$0] } ?? [])
          + ["the replay waited \(ReplayWatchdog.limit) for \(what), and stopped there"]
          + (rerecordingPath.map { ["\($0) was not written: record the journey again"] } ?? []))
    }
    defer { watchdog.stop() }
    watchdog.waiting(for: "the session's database to be copied and checked")
    do {
      try restoreDatabase(in: directory)
    } catch {
      Self.say(Self.unusableTemporaryFolder(error))
      return Self.cannotCreate
    }
    // The session's database is a stranger's file: checked before the app is built on it, and a
    // query of it that runs too long ends the replay as a damaged file does (its query may hold
    // the very thread the replay would report from).
    let databaseTookTooLong: @Sendable () -> Void = {
      let seconds = CompositionRoot.sessionDatabaseTimeLimit.components.seconds
      end(
        65,
        saying: [
          "the session's database took longer than \(seconds) s to answer: it may be damaged or hostile"
        ])
    }
    let data = directory.appendingPathComponent("data").path
    if let problem = CompositionRoot.checkSessionDatabase(in: data, tookTooLong: databaseTookTooLong) {
      Self.say(problem)
      return 65
    }
    let configuration: AppConfiguration
    do {
      configuration = try await ReplayConfiguration.load(header.configuration, directory: directory)
    } catch let error as ReplayConfiguration.CannotWrite {
      Self.say(Self.unusableTemporaryFolder(error.reason))
      return Self.cannotCreate
    } catch {
      // The header holds a configuration no run can have had: the file is not a valid session.
      Self.say("the session's configuration is not valid: \(error)")
      return 65
    }
    guard let timeZone = TimeZone(identifier: header.timeZone) else {
      Self.say("the session's time zone is not one this machine knows: its times of day would differ")
      return 65
    }
    let effects = ReplayEffectExecutor()
    let clock = VirtualClock(waking: effects)
    let start = header.startDate
    let exchanges = session.events.compactMap { event -> HTTPExchange? in
      if case .http(let exchange) = event.payload { return exchange }
      return nil
    }
    let http = ReplayHTTPClient(exchanges: exchanges, clock: clock) { sentence in
      findings.state.withLock { $0.divergences.append(sentence) }
    }
    let localWork = ReplayLocalWork(session: session)
    let gate = ReplayGate(
      session: session, http: http, localWork: localWork, clock: clock, watchdog: watchdog)
    let root = CompositionRoot(
      configuration: configuration,
      now: { start.addingTimeInterval(Self.seconds(clock.now.offset)) },
      randomUserSeed: header.seeds.randomUser, imagePickSeed: header.seeds.imagePick,
      timeZone: timeZone, clock: clock, cachesOnlyThisRun: true,
      localWorkFinished: { @MainActor name in await localWork.finished(name) }, network: { _ in http },
      databaseTookTooLong: databaseTookTooLong)
    defer { root.shutdown() }
    let size = Size(columns: header.columns, rows: header.rows)
    let container = root.makeContainer(
      colorDepth: Self.colorDepth(header.colorDepth), screenSize: { size.value.withLock { $0 } },
      effectExecutor: effects)
    guard header.feature.map({ ReactorDemoCommand.caseStudy($0) != nil }) ?? true else {
      Self.say("the session opens a feature this reactor-demo does not have")
      return 65
    }
    let output: any TextOutput =
      isChecking || rerecording != nil
      ? DiscardedOutput() : ReplayOutput(StandardOutput(), watchdog: watchdog)
    // On a terminal: the pages lay out for the recorded size (the container's), so the frames
    // are the recorded ones, and the terminal shows them at its own size, cut to it, so a
    // smaller terminal than the recorded one is not garbled by wrapped lines.
    var terminal: TTYScreen?
    if isOnTerminal {
      let shownSize = { @MainActor in
        Terminal.size() ?? size.value.withLock { (columns: $0.columns, rows: $0.rows ?? 24) }
      }
      terminal = TTYScreen(output: output, size: shownSize, now: { ContinuousClock.now })
    }
    let inputMode: InputMode = header.mode == .terminal ? .terminal : .plain
    let base = ReplayScreen(
      terminal ?? PlainScreen(output: output, width: header.columns, inputMode: inputMode),
      size: { size.value.withLock { $0 } }, inputMode: inputMode)
    var check = FrameCheck(session: session)
    // A local, so the screen's closure keeps the re-recording alone, not this whole run (and with
    // it the session): the navigator holding that closure outlives the replay.
    let rerecording = rerecording
    let screen = FrameRecordingScreen(base) { title, drawn in
      gate.frameDrawn()
      // Redacted as the recorder redacted the recorded frames: a URL's stand-in user and
      // password (``ReplayConfiguration/standInUserInfo``) shows as `[redacted]@`.
      let lines = { drawn().map(URLCredentials.redacted(inText:)) }
      if let rerecording {
        // Frames that differ from the recorded ones are what a re-recording is for.
        rerecording.frameDrawn(screen: title, lines: lines(), t: clock.now.offset.wholeMilliseconds)
        return
      }
      guard let problem = check.check(screen: title, lines: lines()) else { return }
      findings.state.withLock { state in
        if state.mismatch == nil { state.mismatch = problem }
      }
    }
    // A terminal run's trace is a panel inside its frames, however its replay is shown.
    let navigator = Navigator(
      output: screen, traceStyle: inputMode == .terminal ? .panel(lines: 8) : .inline(output),
      tracing: tracing)
    let options = AppSession.Options(
      feature: header.feature.flatMap(ReactorDemoCommand.caseStudy),
      waitsForIdle: header.mode == .plain,
      stepTimeout: .milliseconds(
        header.stepTimeout ?? ReactorDemoCommand.defaultStepTimeout.wholeMilliseconds),
      isTracing: isTracing || header.isTracing == true,
      searchQuery: header.searchQuery)
    let app = AppSession(
      container: container, caseStudies: CompositionRoot.caseStudies, options: options, navigator: navigator)
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    // The feeder learns when the app has read each event, as the recorder wrote it down then.
    let taken: @MainActor (InputEvent) -> Void = { _ in gate.inputTaken() }
    let feeder = Task { @MainActor in
      await feed(
        input, clock: clock, gate: gate, watchdog: watchdog, localWork: localWork, effects: effects,
        navigator: navigator, size: size, findings: findings, rerecording: rerecording)
    }
    // The replay's own pace, against the session's: what --check reports, and the benchmark reads.
    let started = ContinuousClock.now
    if let terminal {
      let viewer = ReplayViewer(screen: terminal, restorer: restorer)
      // Stopped: the input ends as a Ctrl-C ends it, and whatever waits on the clock unwinds.
      await viewer.run({ _ = await app.run(events, taken: taken) }) {
        feeder.cancel()
        clock.stop()
      }
      viewer.stop()
      if let status = viewer.stopStatus { return status }
    } else {
      _ = await app.run(events, taken: taken)
    }
    feeder.cancel()
    watchdog.waiting(for: "the effects still running when the app ended to finish")
    // Local work the recorded run never took is let go only now, once the app has ended, and
    // dropped: let go with the last key, it could be drawn before that key (`q`) was read.
    localWork.end()
    // The app has ended: nothing more will be drawn, so only let the last effects run out.
    await clock.advance(to: .milliseconds(session.events.last?.t ?? 0)) { _ in await Self.settle(effects) }
    let took = ContinuousClock.now - started
    // What still sleeps on the clock (a request the app gave up, waiting to be given up again)
    // ends now, rather than leave its task suspended, holding its answer, as the process exits.
    clock.stop()
    // The sleepers it ended go on through the effects' executor, on the main queue: they end
    // before the process does, and free what they hold (an answer never given).
    await Self.settle(effects)
    watchdog.stop()
    if let rerecording { return write(rerecording, findings: findings) }
    return report(findings, check: check, took: took)
  }

  /// The exit status of a replay that cannot make its temporary folder or write the session's
  /// database into it: sysexits' "cannot create", apart from a mismatch (1) and a bad file (65).
  static let cannotCreate: Int32 = 73

  /// What is wrong with the temporary folder, in one sentence naming it and the way out.
  static func unusableTemporaryFolder(_ error: any Error) -> String {
    let code = (error as? POSIXError)?.code ?? ((error as? CocoaError)?.underlying as? POSIXError)?.code
    let reason = code.map { String(cString: strerror($0.rawValue)).lowercased() } ?? "it cannot be written"
    let folder = Sanitizer.cleanLine(FileManager.default.temporaryDirectory.path)
    return
      "the replay cannot use the temporary folder '\(folder)' (\(reason)): set TMPDIR to a folder you can write to"
  }

  /// Writes the database the session started from where the replay's configuration opens it.
  private func restoreDatabase(in directory: URL) throws {
    let data = directory.appendingPathComponent("data", isDirectory: true)
    try PrivateFolder.create(data.path)
    for case .database(let bytes) in session.events.map(\.payload) {
      try bytes.write(to: data.appendingPathComponent("reactor-demo.sqlite"))
      return
    }
  }

  private static func colorDepth(_ name: String) -> ColorDepth {
    switch name {
    case "trueColor": .trueColor
    case "palette256": .palette256
    default: .none
    }
  }
}
