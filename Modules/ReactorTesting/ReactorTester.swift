import Clocks
import CustomDump
import Dispatch
import IssueReporting
import ReactorCore

/// Drives a reactor step by step and checks every state it emits, in order, as a whole.
///
/// ```swift
/// let tester = ReactorTester(CounterReactor(clock: clock))
/// tester.send(.increase)
/// tester.expect { $0.isLoading = true }
/// await tester.advance(clock, by: .milliseconds(500))
/// tester.expect({ $0.value = 1 }, { $0.isLoading = false }, { $0.alertMessage = "increased!" })
/// ```
///
/// Each closure describes how the next state differs from the one before it; the whole state is
/// compared, so an unexpected change anywhere fails the test with a diff. The tester is
/// exhaustive, like TCA's `TestStore`: when it goes away, a state the test never checked or an
/// effect still running (unless declared with ``declareLongLived(_:)``) fails the test, naming
/// the action that started the effect. That check also runs when the last reference goes away
/// off the main actor, in a nonisolated `async` test.
///
/// A state that is not `Equatable` (one that holds cell reactors) is compared through a
/// projection the test gives, which is `Equatable`: ``init(_:comparing:fileID:filePath:line:column:)``.
///
/// It never waits on the wall clock. It gives the reactor a ``TestEffectExecutor``, so effects
/// run through the main actor's queue, and ``receive(_:fileID:filePath:line:column:)`` drains that
/// queue until the states arrive; time moves only when the test advances a `TestClock`.
@MainActor
public final class ReactorTester<R: Reactor> {
  /// The reactor under test.
  public let reactor: R
  private let recorder: StateRecorder<R>
  private var checked = 1
  private var isLongLived: (R.Action) -> Bool = { _ in false }
  private let location: SourceLocation
  /// Checks that the states emitted at `actual` (indices into ``states``) agree with `expected`,
  /// as the test compares them, showing the difference.
  private let expectSame:
    (_ actual: Range<Int>, _ expected: [R.State], _ message: String, SourceLocation) -> Void
  /// Keeps the projection of each state as it was emitted.
  private let projecting: Subscription

  /// Starts testing `reactor`, comparing whole states; its current state is the baseline.
  ///
  /// Create the tester before the reactor is first used, so its effects start on the tester's
  /// executor.
  public convenience init(
    _ reactor: R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State: Equatable {
    self.init(reactor, comparing: { $0 }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Starts testing `reactor`, comparing states through `projection`: what of a state the test
  /// checks, for a state that is not `Equatable` (cell reactors become their states).
  ///
  /// Each emitted state is projected when it is emitted, so a cell reactor that changes later
  /// does not rewrite the history; an expected state is projected when it is checked.
  ///
  /// ```swift
  /// let tester = ReactorTester(reactor, comparing: { $0.rows.map(\.currentState) })
  /// ```
  public init<Projection: Equatable>(
    _ reactor: R,
    comparing projection: @escaping (R.State) -> Projection,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    reactor.effectExecutor = TestEffectExecutor()
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    self.reactor = reactor
    recorder = StateRecorder(reactor)
    location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let projections = ProjectionLog<Projection>()
    projecting = reactor.observe { projections.values.append(projection($0)) }
    expectSame = { actual, expected, message, location in
      expectNoDifference(
        Array(projections.values[actual]), expected.map(projection), message.isEmpty ? nil : message,
        fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
  }

  // Not an isolated deinit: that runs without task-local values, so the test framework would
  // not know which test an issue belongs to. Released on the main actor (a main-actor test),
  // this runs inline. Released elsewhere (a nonisolated async test), it reads what is left on
  // the main queue, which runs the main actor's jobs, and reports it here, in the test's task.
  deinit {
    let leftovers =
      if DispatchQueue.getSpecific(key: mainQueueKey) == true {
        MainActor.assumeIsolated { self.leftovers() }
      } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated { self.leftovers() } }
      }
    report(leftovers, at: location)
  }

  /// The last state checked.
  public var state: R.State {
    recorder.states[checked - 1]
  }

  /// Every state emitted so far, the baseline first.
  public var states: [R.State] {
    recorder.states
  }

  /// Sends an action; its synchronous states are there to ``expect(_:fileID:filePath:line:column:)`` at once.
  public func send(_ action: R.Action) {
    reactor.send(action)
  }

  /// Marks the effects of matching actions as meant to outlive the test (a subscription that
  /// lasts as long as the screen), so they are not reported as forgotten.
  public func declareLongLived(_ isLongLived: @escaping (R.Action) -> Bool) {
    self.isLongLived = isLongLived
  }

  /// Checks the next states, already emitted: each step turns the previous expected state into
  /// the next one.
  public func expect(
    _ steps: (inout R.State) -> Void...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    check(steps, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Lets the reactor's effects run until they have emitted as many more states as there are
  /// steps, and on until no effect is running or what is left waits on something else; then
  /// checks the states like ``expect(_:fileID:filePath:line:column:)``.
  ///
  /// Effects waiting on a `TestClock` stay asleep: advance it with
  /// ``advance(_:by:)``, which receives nothing by itself.
  public func receive(
    _ steps: (inout R.State) -> Void...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let count = checked + steps.count
    await drainMainActor(until: { recorder.states.count >= count })
    // The effect that sent them may still have bookkeeping to do (a concatenation's end).
    await drain()
    check(steps, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks that no state was emitted beyond those already checked.
  public func expectNoMoreStates(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    expectSame(
      checked..<recorder.states.count, [], "the reactor emitted states the test did not expect",
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Lets the reactor's effects run until none is running, or until what is left waits on
  /// something the test has not done yet (a clock it has not advanced).
  ///
  /// An effect marked long-lived (a timer) never ends: while one runs, the drain gives the main
  /// actor all its turns, so what the timer was woken to do is done before it returns.
  public func drain() async {
    await drainMainActor(until: { reactor.isIdle && reactor.longLivedEffects.isEmpty })
  }

  /// Advances `clock` and lets the effects it woke run, as far as they get.
  public func advance(_ clock: TestClock<Duration>, by duration: Duration) async {
    await drain()
    await clock.advance(by: duration)
    await drain()
  }

  /// Runs `clock` until no sleeper is left and lets the effects it woke run.
  ///
  /// `TestClock.run()` gives up after half a second of real time, which a busy machine can
  /// take: prefer ``advance(_:by:)`` by the wait's own length, which never reads the wall clock.
  public func run(_ clock: TestClock<Duration>) async {
    await drain()
    await clock.run()
    await drain()
  }

  /// Drains the effects, then fails the test for every state it did not check and every effect
  /// still running; the same check runs when the tester goes away.
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await drain()
    checkNothingIsLeft(at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    checked = recorder.states.count
  }

  private func check(_ steps: [(inout R.State) -> Void], _ location: SourceLocation) {
    var expected = state
    for step in steps {
      step(&expected)
      guard checked < recorder.states.count else {
        let running = describe(reactor.runningEffects)
        expectSame(
          checked..<checked, [expected],
          "expected another state, but the reactor emitted no more (\(running))",
          location)
        return
      }
      expectSame(checked..<checked + 1, [expected], "", location)
      checked += 1
    }
  }

  private func checkNothingIsLeft(at location: SourceLocation) {
    report(leftovers(), at: location)
  }

  /// What the test left unchecked: states it never checked and effects still running.
  private func leftovers() -> [String] {
    var leftovers: [String] = []
    let unchecked = recorder.states.count - checked
    if unchecked > 0 {
      leftovers.append(
        "the reactor emitted \(unchecked) state\(unchecked == 1 ? "" : "s") the test never checked; the first:\n"
          + String(customDumping: recorder.states[checked]))
    }
    let forgotten = reactor.runningEffects.filter { !isLongLived($0) }
    if !forgotten.isEmpty {
      leftovers.append(
        "an effect is still running at the end of the test, started by "
          + forgotten.map { String(customDumping: $0) }.joined(separator: ", ")
          + ": let it finish (receive, advance the clock), or declare it long-lived")
    }
    return leftovers
  }

  private nonisolated func report(_ leftovers: [String], at location: SourceLocation) {
    for leftover in leftovers {
      reportIssue(
        leftover,
        fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
  }

  private func describe(_ running: [R.Action]) -> String {
    running.isEmpty
      ? "no effect is running"
      : "still running, started by " + running.map { String(customDumping: $0) }.joined(separator: ", ")
  }
}

/// The projections of a reactor's states, in the order they were emitted.
@MainActor
private final class ProjectionLog<Projection> {
  var values: [Projection] = []
}

/// Marks the main queue, the main actor's executor, so a deinit can tell whether it runs there
/// (the thread that drains it is not always the process's first thread).
private let mainQueueKey = DispatchSpecificKey<Bool>()

/// Where a check was written, for failures reported later.
private struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
