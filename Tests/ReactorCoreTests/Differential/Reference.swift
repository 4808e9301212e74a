/// The reference interpreter: what a program must reduce, worked out on a virtual clock with
/// plain sequential code, independently of the runtime, by the contracts of RxSwift's operators
/// and ReactorKit's `mutate` pipeline.
///
/// Instants are counted in half seconds: timers fire at even instants (second `t` is `2t`), and
/// the actions sent in second `t` arrive after them, at `2t + 1`. Within an instant, time is
/// `instant * scale + phase`: the actions sent in one turn arrive at phases 0, 2, 4, one an
/// observer sends during the send at phase `p` at `p + 1` (it waits for that send's dispatch to
/// end), and what runs after a hop (a task's value, an error) comes at phase `scale - 1`, after
/// all of them. Main-actor work comes in moments (one send, one task's resumption): an error comes
/// after the moment its task started in, so what a concurrent part does in that moment comes
/// before it; any other tie between an error and something concurrent at one time leaves the
/// program ambiguous (skipped), or, when it is only whether a delay the error ends took a
/// deadline, leaves that effect's count of deadlines unchecked from then on.
/// A part started at `start`:
/// - `just` emits at `start`, `task` after a hop, at the same instant;
/// - `fail` fails there; `concat` runs its parts one after another, stopping at an error,
///   `merge` at once, failing at its parts' first error;
/// - `delay(d)` starts its part at once; each value the part emits, and the part's end, go on at
///   the timer instant `d` seconds after the second it came in; an error goes on at once;
/// - a part is killed at `kill`: nothing it would emit later counts, and it ends there;
/// - `take(until:)` kills at the first later action matching, `catch` runs its handler where the
///   first error inside came, and everything else inside ends there;
/// - `flatMap` starts its part for each value of its inside where that value comes, and runs
///   them and the inside as a `merge` runs its parts;
/// - each action's effect is under a catch to empty: its first error ends all of it and is
///   reported, and later ones are not.
///
/// With `isImmediate`, the reactor has no effect executor, so an effect starts inside the `send`
/// that launched it and a `task` that answers without suspending answers there, as RxSwift's
/// `Single.just`: `task` emits, and `fail` fails, at `start`, in the same moment, and within a
/// moment everything happens in the order it was started (a `merge`'s failing first part ends it
/// before its second part emits). Only programs without a `delay` run so: a delay's sleep would
/// hop to the global executor, which no driver can step.
struct Reference {
  /// Phases per instant.
  static let scale = 16
  /// The actions that reach `mutate`, with the instant each arrives.
  let arrivals: [(time: Int, action: Int)]
  let program: Program
  /// Whether effects start inside their `send` and a `task` answers there (no effect executor).
  let isImmediate: Bool

  /// When the first observer sends its action, if it does: the phase it sends at.
  let observerSendsAt: Int?

  init(_ program: Program, isImmediate: Bool = false) {
    var sent: [(time: Int, action: Int)] = []
    for (index, actions) in program.sends.enumerated() {
      for (position, action) in actions.enumerated() {
        sent.append(((2 * (index + 1) + 1) * Self.scale + 2 * position, action))
      }
    }
    let withoutObserver = Reference(program, sent: sent, observerSendsAt: nil, isImmediate: isImmediate)
    guard let send = program.observerSends,
      let time = withoutObserver.observerSendTime(withoutObserver.run(), after: send.after)
    else {
      self = withoutObserver
      return
    }
    // What the observer's action does comes after the state that made it send: what came
    // before stays as it was.
    self.init(
      program, sent: sent + [(time + 1, send.action)], observerSendsAt: time, isImmediate: isImmediate)
  }

  private init(_ program: Program, sent: [(time: Int, action: Int)], observerSendsAt: Int?, isImmediate: Bool)
  {
    self.program = program
    self.isImmediate = isImmediate
    self.observerSendsAt = observerSendsAt
    var arrivals: [(Int, Int)] = program.hook == .startWithThree ? [(Self.scale, 3)] : []
    var stopped = false
    for (time, action) in sent.sorted(by: { $0.time < $1.time }) {
      for action in program.hook.apply(action, stopped: &stopped) {
        arrivals.append((time, action))
      }
    }
    self.arrivals = arrivals
  }

  /// Whether `time` is in a send's synchronous part: an odd instant (the build at instant 1
  /// included), before what runs after a hop.
  static func isInSend(_ time: Int) -> Bool {
    (time / scale) % 2 == 1 && time % scale < scale - 1
  }

  /// The phase of the send during which the first observer sees its `after`th state or a later
  /// one, counting the states it sees (from the end of the build on); nil if none does.
  /// ReactorKit: observers see what the stream form of `transform(state:)` emits, and `scan`
  /// (reduce) runs before it on every mutation, so the `n`th reduction makes the state of count
  /// `n` whether or not the hook shows the one before; the observer is called only for the states
  /// the hook emits.
  func observerSendTime(_ outcome: Outcome, after: Int) -> Int? {
    var reductions = 0
    var count = 0
    for (time, values) in Dictionary(grouping: outcome.values, by: \.time).sorted(by: { $0.key < $1.key }) {
      let made = (reductions + 1)...(reductions + values.count)
      reductions += values.count
      // What the build reduced comes before the observers.
      guard !(Self.isInSend(time) && time / Self.scale == 1) else { continue }
      let shown = made.filter { program.stateHook.shown($0) != nil }.count
      count += shown
      if shown > 0 && count >= after && Self.isInSend(time) && time / Self.scale > 1 { return time }
    }
    return nil
  }

  /// How the order in which the runtime reduced the values of each instant (`reduced`, unsorted)
  /// breaks the order the semantics fix, or nil. In an odd instant, what each send reduces
  /// before it returns comes first, send after send (an observer's action after the send it was
  /// sent in), and the sent action's own values in the order its `mutate` makes them. Within one
  /// send, the parts that go on because the action ended them (a `concat` after a `take(until:)`
  /// or a cancelled id) come in no fixed order among themselves, so a send's values are compared
  /// as a set besides that. What comes after a hop, and everything in an even instant (delays that
  /// end together), runs concurrently: compared as a set, by ``Outcome/agrees(with:)``.
  func disorder(in reduced: [Int: [Int]], expected outcome: Outcome) -> String? {
    let inSends = Dictionary(grouping: outcome.values.filter { Self.isInSend($0.time) }, by: \.time)
    for instant in reduced.keys.sorted() where instant % 2 == 1 {
      var rest = reduced[instant]![...]
      for time in inSends.keys.sorted() where time / Self.scale == instant {
        let events = inSends[time]!
        let made = Array(rest.prefix(events.count))
        rest = rest.dropFirst(events.count)
        let phase = "at \(Double(instant) / 2)s, phase \(time % Self.scale)"
        guard made.sorted() == events.map(\.value).sorted() else {
          return "\(phase) the send reduced \(made), expected \(events.map(\.value)) in any order"
        }
        guard let sender = arrivals.firstIndex(where: { $0.time == time }) else { continue }
        let own = events.filter { $0.lane.first == sender }.map(\.value)
        var remaining = made[...]
        for value in own {
          guard let index = remaining.firstIndex(of: value) else {
            return "\(phase) the send reduced \(made), expected its own \(own) in this order"
          }
          remaining = remaining[(index + 1)...]
        }
      }
    }
    return nil
  }

  func run() -> Outcome {
    var outcome = Outcome()
    for (index, arrival) in arrivals.enumerated() {
      var kill = Int.max
      // `cancellable(id: 0, cancelInFlight: true)` ends at the next action that starts another,
      // or whose effect starts with `cancel(id: 0)`.
      if program.isLatestOnly[arrival.action],
        let next = arrivals[(index + 1)...].first(where: {
          (program.isLatestOnly[$0.action] || program.cancelsLatest[$0.action]) && $0.time > arrival.time
        })
      {
        kill = next.time
      }
      // ReactorKit: each action's mutations run under `catch { _ in .empty() }` inside its
      // `flatMap`: the effect's first error ends all of it (Rx disposes what the catch's source
      // still runs), and is reported once; other actions' effects go on.
      var inside = outcome.inside
      let moment = inside.newMoment()
      _ = eval(
        program.effects[arrival.action], at: arrival.time, kill: kill, into: &inside, lane: [index],
        moment: moment)
      if let error = cut(inside, into: &outcome, isEffect: true) {
        outcome.trail.append(Event(time: error.time, lane: [index], kind: .error, moment: error.moment))
      }
    }
    for event in outcome.trail {
      switch event.kind {
      case .value(let value): outcome.reduced[event.time / Self.scale, default: []].append(value)
      case .error: outcome.errorTimes.append(event.time)
      case .caught: outcome.caughtTimes.append(event.time)
      case .deadline, .delayEnded: outcome.deadlineTimes.append((event.lane[0], event.time))
      case .delayStarted: break
      }
    }
    outcome.errors = outcome.errorTimes.count
    for time in outcome.reduced.keys { outcome.reduced[time]?.sort() }
    return outcome
  }

  /// Joins what `inside` made to `outcome` up to its first error, which ends everything in it
  /// (what the error's own lane made before it at that instant stays); returns when that error
  /// came and the moment it comes in, or nil. The error itself is left out, for the caller to
  /// report or catch. `isEffect`: `inside` is an action's whole effect, which ends there.
  func cut(_ inside: Outcome, into outcome: inout Outcome, isEffect: Bool = false) -> (
    time: Int, moment: Int
  )? {
    outcome.instants.formUnion(inside.instants)
    outcome.isAmbiguous = outcome.isAmbiguous || inside.isAmbiguous
    (outcome.nextDelay, outcome.nextMoment) = (inside.nextDelay, inside.nextMoment)
    outcome.unsettled.merge(inside.unsettled, uniquingKeysWith: min)
    // The first error in time; the trail is in the order parts were worked out.
    let errorIndex = inside.trail.indices.filter { inside.trail[$0].kind == .error }
      .min { inside.trail[$0].time < inside.trail[$1].time }
    let firstError = errorIndex.map { inside.trail[$0].time } ?? Int.max
    for sleep in inside.sleeps where sleep.start < firstError {
      outcome.sleeps.append((sleep.start, min(sleep.end, firstError)))
    }
    // Every error at that time: which of them comes first (and is reported or caught, the
    // others dropped with the rest) is fixed only within one lane.
    let tied = inside.trail.indices.filter {
      inside.trail[$0].kind == .error && inside.trail[$0].time == firstError
    }
    for (index, event) in inside.trail.enumerated() {
      // A delay the error ends takes no deadline from then on, not even its part's end's.
      if event.time > firstError || (event.time == firstError && event.kind == .error) {
        continue
      } else if event.time == firstError {
        // Whether it comes before each error at that time: in one lane, by the order they were
        // made; what a concurrent part does in the moment the failing task started comes before
        // the error, which can only come after that moment; anything else concurrent: unknown.
        let verdicts = Set(
          tied.map { errorIndex -> Bool? in
            let error = inside.trail[errorIndex]
            let isConcurrent = !(event.lane.starts(with: error.lane) || error.lane.starts(with: event.lane))
            // Started at once, everything at one time happened in the order it was started.
            guard !isImmediate else { return index < errorIndex }
            return isConcurrent ? (event.moment == error.moment ? true : nil) : index < errorIndex
          })
        if verdicts != [true] {
          if verdicts != [false] {
            switch event.kind {
            case .deadline where isEffect, .delayStarted where isEffect, .delayEnded where isEffect:
              // Only whether a delay the error ends took a deadline: when the whole effect
              // ends, that changes no outcome, only the count of deadlines.
              outcome.unsettled[event.lane[0]] = firstError / Self.scale
            default: outcome.isAmbiguous = true
            }
          }
          continue
        }
      }
      outcome.trail.append(event)
    }
    guard let errorIndex else { return nil }
    return (inside.trail[errorIndex].time, outcome.newMoment())
  }

  /// When something started at `time` runs after a hop: at the end of its instant.
  static func afterHop(_ time: Int) -> Int {
    max(time, time / scale * scale + scale - 1)
  }

  /// Runs `node` from `start`; returns when and how it ends (at `kill` when killed).
  func eval(
    _ node: Program.Node, at start: Int, kill: Int, into outcome: inout Outcome, lane: [Int], moment: Int,
    transform: (Int) -> Int? = { $0 }
  ) -> End {
    // What goes on where a part is killed runs in the moment of the action that killed it.
    guard start < kill else { return End(time: kill, moment: outcome.newMoment()) }
    outcome.instants.insert(start / Self.scale)
    switch node {
    case .just(let value), .task(let value):
      var (time, moment) = (start, moment)
      if case .task = node, !isImmediate { (time, moment) = (Self.afterHop(start), outcome.newMoment()) }
      guard time < kill else { return End(time: kill, moment: outcome.newMoment()) }
      if let value = transform(value) {
        outcome.trail.append(Event(time: time, lane: lane, kind: .value(value), moment: moment))
      }
      return End(time: time, moment: moment)
    case .none:
      return End(time: start, moment: moment)
    case .fail:
      let time = isImmediate ? start : Self.afterHop(start)
      guard time < kill else { return End(time: kill, moment: outcome.newMoment()) }
      outcome.trail.append(Event(time: time, lane: lane, kind: .error, moment: moment))
      return End(time: time, moment: outcome.newMoment(), failed: true)
    case .concat(let parts):
      // Rx `concat` subscribes to the next part when one completes; an error ends the concat
      // there, and the later parts never start.
      var end = End(time: start, moment: moment)
      for part in parts {
        end = eval(
          part, at: end.time, kill: kill, into: &outcome, lane: lane, moment: end.moment, transform: transform
        )
        if end.failed || end.time >= kill { return end }
      }
      return end
    case .merge(let parts):
      // Rx `merge` subscribes to every part at once and completes when all have; the first
      // error ends it, and disposes the other parts (at the action's or the `catch`'s cut).
      let ends = parts.indices.map {
        eval(
          parts[$0], at: start, kill: kill, into: &outcome, lane: lane + [$0], moment: moment,
          transform: transform)
      }
      if let failure = ends.filter(\.failed).min(by: { $0.time < $1.time }) { return failure }
      guard let last = ends.max(by: { $0.time < $1.time }) else { return End(time: start, moment: moment) }
      // Parts that end at one time end in moments in no fixed order: the merge ends in the
      // last of them, which is none of them in particular.
      let isTied = ends.filter { $0.time == last.time }.count > 1
      return isTied ? End(time: last.time, moment: outcome.newMoment()) : last
    case .delay(let seconds, let inner):
      return delay(
        seconds, inner, at: start, kill: kill, into: &outcome, lane: lane, moment: moment,
        transform: transform)
    case .map(let inner):
      // Rx `map`: each value transformed as it passes; the end and an error pass as they are.
      return eval(inner, at: start, kill: kill, into: &outcome, lane: lane, moment: moment) {
        transform($0 + 100)
      }
    case .filter(let inner):
      // Rx `filter`: the values that fail the predicate are dropped; the end and an error pass.
      return eval(inner, at: start, kill: kill, into: &outcome, lane: lane, moment: moment) {
        $0.isMultiple(of: 2) ? transform($0) : nil
      }
    case .takeUntil(let action, let inner):
      // Rx `take(until:)`: the first later action matching disposes the inside and completes,
      // so an enclosing `concat` goes on there.
      let stop = arrivals.first { $0.time > start && $0.action == action }?.time ?? Int.max
      return eval(
        inner, at: start, kill: min(kill, stop), into: &outcome, lane: lane, moment: moment,
        transform: transform)
    case .catch(let inner, let handler):
      // Rx `catch`: the first error inside ends everything inside (its source is disposed),
      // and the handler's part starts there; an error in the handler goes on out.
      var inside = outcome.inside
      let end = eval(
        inner, at: start, kill: kill, into: &inside, lane: lane, moment: moment, transform: transform)
      guard let error = cut(inside, into: &outcome) else { return end }
      outcome.trail.append(Event(time: error.time, lane: lane, kind: .caught, moment: error.moment))
      return eval(
        handler, at: error.time, kill: kill, into: &outcome, lane: lane, moment: error.moment,
        transform: transform)
    case .flatMap(let inner, let made):
      return flatMap(
        inner, made, at: start, kill: kill, into: &outcome, lane: lane, moment: moment, transform: transform)
    }
  }
}
