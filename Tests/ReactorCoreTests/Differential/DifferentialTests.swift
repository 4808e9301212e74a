import Clocks
import Foundation
import ReactorCore
import ReactorTesting
import Synchronization
import Testing

/// Random programs run through the runtime and through ``Reference``; both must reduce the
/// same values at the same instants, report the same errors, trace every action that reached
/// `mutate`, and stop calling an observer once it is cancelled.
///
/// `REACTOR_DIFFERENTIAL_PROGRAMS` sets how many programs run (`.ci/deep` runs 100,000); a
/// failing seed prints the smallest program found that still fails, as a test body.
/// `REACTOR_DIFFERENTIAL_SEED` runs that one seed alone and prints its program (for a
/// sanitizer's report about one program).
@MainActor
struct DifferentialTests {
  static let programs =
    ProcessInfo.processInfo.environment["REACTOR_DIFFERENTIAL_PROGRAMS"].flatMap { Int($0) } ?? 2_000
  static let onlySeed = ProcessInfo.processInfo.environment["REACTOR_DIFFERENTIAL_SEED"].flatMap {
    UInt64($0)
  }

  /// Turns of the main actor after which a step that has not reached what the reference expects
  /// is reported: far more than any step needs, so reaching it means the runtime disagrees.
  static let patience = 10_000

  @Test func theRuntimeAgreesWithTheReferenceInterpreter() async {
    var ambiguous = 0
    defer {
      // Programs whose outcome hangs on the order of two events at one instant are skipped;
      // they must stay few, or the test checks little.
      #expect(ambiguous * 10 < Self.programs, "\(ambiguous) of \(Self.programs) programs were ambiguous")
    }
    let seeds = Self.onlySeed.map { $0...$0 } ?? 0...UInt64(Self.programs - 1)
    for seed in seeds {
      let program = Program(seed: seed)
      if Self.onlySeed != nil { print("seed \(seed):\n\(program)\nas a test body:\n\(program.testBody)") }
      if Reference(program).run().isAmbiguous {
        ambiguous += 1
        continue
      }
      guard let mismatch = await Self.mismatch(in: program) else { continue }
      let smallest = await Self.shrink(program)
      Issue.record(
        """
        seed \(seed): \(mismatch)
        smallest failing program, which \(await Self.mismatch(in: smallest) ?? "passed when run again"):
        \(smallest)
        as a test body:
        \(smallest.testBody)
        """)
      return
    }
  }

  // Found by this test: the first effect, cancelled in flight by the second sent in the same
  // turn before its task ran, still reported its error. (Also checks that a printed test body
  // compiles.)
  @Test func anErrorFromAnEffectCancelledBeforeItRanIsNotReported() async {
    let program = Program(
      effects: [.fail, .fail, .none, .fail],
      isLatestOnly: [false, true, false, true], cancelsLatest: [false, false, false, false], hook: .identity,
      sends: [[], [], [], [], [], [3, 1]], cancelObserverAfter: nil)
    let mismatch = await DifferentialTests.mismatch(in: program)
    #expect(mismatch == nil, "\(mismatch ?? "")")
  }

  /// How the runtime's run of `program` differs from the reference's, or nil.
  static func mismatch(in program: Program) async -> String? {
    let expected = Reference(program)
    let outcome = expected.run()
    guard !outcome.isAmbiguous else { return nil }
    let clock = ManualClock()
    let reactor = DifferentialReactor(program, clock: clock)
    var traced = 0
    var observedBySecond = 0
    var observedByFirst = 0
    var second: Subscription?
    // The pipeline is built by the first of these, at the first instant; the tracer starts
    // after the build, so it does not see an action `transform(action:)` emits at once.
    reactor.now = 1
    reactor.trace { if case .action = $0 { traced += 1 } }
    let reducedBeforeObserving = reactor.outcome.reduced.values.map(\.count).reduce(0, +)
    let first = reactor.observe { _ in
      observedByFirst += 1
      if observedByFirst - 1 == program.cancelObserverAfter { second?.cancel() }
    }
    second = reactor.observe { _ in observedBySecond += 1 }
    // The first observer holds the second's subscription, which holds the observer list that
    // holds the first: a cycle only cancelling breaks, as it would be in a view's bag.
    defer {
      first.cancel()
      second?.cancel()
    }
    observedByFirst = 1
    observedBySecond = 1
    if let stuck = await settle(reactor, clock, at: 1, expecting: outcome) { return stuck }
    // Only the seconds where the reference says something starts, and one more at the end:
    // a value reduced at any other time is recorded at the next stop, so it still shows.
    let sends = program.sends.indices.filter { !program.sends[$0].isEmpty }.map { $0 + 1 }
    let seconds = Set(outcome.instants.map { $0 / 2 } + sends).filter { $0 > 0 }.sorted()
    for second in seconds + [(seconds.last ?? 0) + 1] {
      reactor.now = 2 * second
      clock.advance(toSecond: second)
      if let stuck = await settle(reactor, clock, at: 2 * second, expecting: outcome) { return stuck }
      if second <= program.sends.count, !program.sends[second - 1].isEmpty {
        reactor.now = 2 * second + 1
        for action in program.sends[second - 1] { reactor.send(action) }
        if let stuck = await settle(reactor, clock, at: 2 * second + 1, expecting: outcome) { return stuck }
      }
    }
    // Whatever is left (nothing, when the runtime agrees) runs to its end and shows below.
    reactor.now = 2 * Program.seconds + 100
    clock.advance(toSecond: Program.seconds + 100)
    await drainMainActor(until: { reactor.isIdle }, turns: Self.patience)
    var actual = reactor.outcome
    for time in actual.reduced.keys { actual.reduced[time]?.sort() }
    if !actual.agrees(with: outcome) {
      return "reduced \(describe(actual)), expected \(describe(outcome))"
    }
    let tracedArrivals = expected.arrivals.filter { $0.time >= 2 * Reference.scale }.count
    if traced != tracedArrivals {
      return "traced \(traced) actions, expected \(tracedArrivals)"
    }
    let reductions = outcome.reduced.values.map(\.count).reduce(0, +) - reducedBeforeObserving
    let expectedBySecond = program.cancelObserverAfter.map { min(reductions, $0 - 1) } ?? reductions
    if observedBySecond - 1 != expectedBySecond {
      return "the second observer saw \(observedBySecond - 1) states, expected \(expectedBySecond)"
    }
    return nil
  }

  /// Lets the effects run until the runtime has reduced as many values, reported and caught as
  /// many errors and has as many delays asleep on the clock as the reference says it must by the end
  /// of `instant`; returns how they differ when it does not get there within ``patience`` turns.
  /// A step is never taken early: the counts only grow toward the target until an error comes,
  /// and an error's cancellations happen as it is reported.
  static func settle(
    _ reactor: DifferentialReactor, _ clock: ManualClock, at instant: Int,
    expecting outcome: Reference.Outcome
  ) async -> String? {
    let target = outcome.counts(at: instant)
    func counts() -> (values: Int, errors: Int, caught: Int, sleepers: Int) {
      (
        reactor.outcome.reduced.values.map(\.count).reduce(0, +), reactor.outcome.errors,
        reactor.caught.value.load(ordering: .relaxed), clock.sleepers
      )
    }
    guard await !drainMainActor(until: { counts() == target }, turns: patience) else { return nil }
    return """
      at \(Double(instant) / 2)s the runtime had \(counts()) (values, errors, caught errors, sleeping delays), \
      expected \(target); reduced \(describe(reactor.outcome)), expected \(describe(outcome))
      """
  }

  static func describe(_ outcome: Reference.Outcome) -> String {
    let reduced = outcome.reduced.keys.sorted().map { time in
      "\(Double(time) / 2)s: \(outcome.reduced[time]!)"
    }
    return "[\(reduced.joined(separator: "; "))], \(outcome.errors) errors"
  }

  /// The smallest program found, by simplifying one step at a time, that still fails.
  static func shrink(_ program: Program) async -> Program {
    var smallest = program
    var improved = true
    while improved {
      improved = false
      for candidate in smallest.simplifications where await mismatch(in: candidate) != nil {
        smallest = candidate
        improved = true
        break
      }
    }
    return smallest
  }
}
