import AppShell
import Foundation
import SessionRecording
import Synchronization
import TextUI

/// How a replay places the session's events: each at its time on the virtual clock, once what
/// the session did before it has been done again.
extension ReplayRun {
  /// Feeds the recorded input and resizes at their times on the virtual clock.
  func feed(
    _ input: AsyncStream<InputEvent>.Continuation, clock: VirtualClock, gate: ReplayGate,
    watchdog: ReplayWatchdog, localWork: ReplayLocalWork, effects: ReplayEffectExecutor, navigator: Navigator,
    size: Size,
    findings: Findings, rerecording: ReplayRerecording?
  ) async {
    var previous: Int64 = 0
    var framesBefore = 0
    var inputsFed = 0
    // Local work that has come, held while the keys read before its outcome was taken are fed.
    var held: Int?
    let requestsStarted = session.events.compactMap { event -> Int64? in
      if case .http(let exchange) = event.payload { return exchange.started }
      return nil
    }
    for (index, event) in session.events.enumerated() {
      if isChecking, findings.state.withLock({ $0.mismatch != nil }) { break }
      // The viewer stopped the replay: the app ends as a Ctrl-C ends it.
      if Task.isCancelled {
        input.yield(.key(.interrupt))
        break
      }
      if let speed, event.t > previous {
        // The recorded pause, played at its pace: a wait of the replay's own choosing.
        watchdog.pause()
        try? await Task.sleep(for: .milliseconds(Double(event.t - previous) / speed))
      }
      previous = event.t
      if let work = held,
        !Self.wasReadFirst(event, after: session.events[work], requestsStarted: requestsStarted)
      {
        Self.letGo(&held, localWork)
      }
      watchdog.waiting(for: "the app to be ready for event \(index + 1) of the session (at \(event.t) ms)")
      // An event meets the screen it met when recorded: the frames drawn ahead of it come first,
      // and the clock passes no moment before what the session did before it is done again.
      await gate.wait(forFrames: framesBefore)
      await clock.advance(to: .milliseconds(event.t)) { instant in
        await Self.settle(effects)
        await gate.wait(before: instant)
      }
      switch event.payload {
      case .input(let recorded):
        input.yield(recorded.event)
        // What the app draws once it has read the line comes after it in a re-recording.
        rerecording?.fed(through: index)
        // Recorded when the app read it: no later moment comes before it is read again. A plain
        // run reads a line once its step is over, which may take main-actor turns after the
        // clock has passed the step's timeout.
        inputsFed += 1
        await gate.wait(forInputs: inputsFed)
      case .resize(let columns, let rows):
        size.value.withLock { $0 = (columns, rows) }
        navigator.resized()
      case .end(.interrupt):
        input.yield(.key(.interrupt))
        rerecording?.fed(through: index)
        inputsFed += 1
        await gate.wait(forInputs: inputsFed)
      case .end:
        input.yield(.end)
      case .frame:
        framesBefore += 1
      case .localWork:
        // Once it has come, as it came then: after the events above, and let go before those
        // below but the keys ``wasReadFirst(_:after:)``.
        await gate.wait(forLocalWorkAt: index)
        localWork.pass(index)
        held = index
      case .database, .http:
        break
      }
      rerecording?.fed(through: index)
    }
    Self.letGo(&held, localWork)
    input.finish()
    watchdog.waiting(for: "the app to end after the session's last event")
    // A check that found a differing frame stops here: what the app still waits for on the
    // clock (a step's delay, plain mode's step timeout) ends now, since nothing moves it any more.
    if isChecking, findings.state.withLock({ $0.mismatch != nil }) {
      clock.stop()
      return
    }
    // A run that ended on its own did all it was going to before its end, within the session.
    guard session.isCutShort else { return }
    // One stopped mid-step left the replay's app waiting on the clock (an effect's delay, plain
    // mode's step timeout) before it reads the end: time goes on, a sleeper at a time, until
    // the app ends and cancels this. A sleeper may not be asleep yet (the step that starts it
    // is on its way): then this waits a moment of real time and looks again. A request the
    // app gave up is never answered, so its moment is never reached.
    while !Task.isCancelled {
      await Self.settle(effects)
      guard let next = clock.nextDeadline else {
        try? await Task.sleep(for: .milliseconds(1))
        continue
      }
      guard next.offset < .milliseconds(Session.longestSpan) else { break }
      await clock.advance(to: next.offset) { _ in await Self.settle(effects) }
    }
  }

  /// Whether `event`, recorded after the finish of local work with only keys between, was read
  /// before the app took that work's outcome: a key in the finish's millisecond or the next.
  ///
  /// The finish is noted on the main actor a hop or two before the screen takes the outcome; a
  /// key read in between comes first, and the outcome may then be dropped (the key left the
  /// screen). Had the outcome been taken first, it would have drawn a frame between them. The
  /// hops take microseconds, but may cross a millisecond's edge. A request started meanwhile
  /// followed from the outcome, and the clock waits for it: the work is let go first.
  private static func wasReadFirst(
    _ event: SessionEvent, after finish: SessionEvent, requestsStarted: [Int64]
  ) -> Bool {
    guard case .input = event.payload, event.t <= finish.t + 1 else { return false }
    return !requestsStarted.contains { (finish.t...event.t).contains($0) }
  }

  /// Lets go the local work `held` through, if any.
  private static func letGo(_ held: inout Int?, _ localWork: ReplayLocalWork) {
    guard let index = held else { return }
    localWork.release(through: index)
    held = nil
  }

  /// Lets the work a key or a wake-up made ready run before the clock moves on: the main actor's
  /// turns, and every effect job queued, until none is left (each effect asleep on the clock,
  /// waiting for an answer, or done).
  ///
  /// What the session shows happened off the main thread (its frames after a request, a
  /// database read) the gate waits for, however long the machine takes to do it.
  ///
  /// It runs on the main actor, whose queue the effects share: each turn puts it behind every
  /// job queued there, so it is one whole turn of that queue, not a spin beside it. No job
  /// left is not enough: the last one may have queued the main-actor work it hops back to, which
  /// may queue another (a ticking timer reads the clock there, then sleeps). So it ends only
  /// after three turns in a row with no job queued: such a chain needs two, and each turn costs
  /// two thread switches (20 made a long replay three times slower).
  @MainActor
  static func settle(_ effects: ReplayEffectExecutor) async {
    // Bounded, in case an effect never rests (a loop that never sleeps): the watchdog then
    // decides.
    var quietTurns = 0
    var turns = 0
    while quietTurns < 3, turns < 100_000 {
      await MainQueue.turn()
      quietTurns = effects.pending == 0 ? quietTurns + 1 : 0
      turns += 1
    }
  }
}
