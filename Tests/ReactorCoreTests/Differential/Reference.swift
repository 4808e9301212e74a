/// The reference interpreter: what a program must reduce, worked out on a virtual clock with
/// plain sequential code, independently of the runtime.
///
/// Instants are counted in half seconds: timers fire at even instants (second `t` is `2t`), and
/// the actions sent in second `t` arrive after them, at `2t + 1`. Within an instant, time is
/// `instant * scale + phase`: the actions sent in one turn arrive at phases 0, 2, 4, one an
/// observer sends during the send at phase `p` at `p + 1` (it waits for that send's dispatch to
/// end), and what runs after a hop (a task's value, an error) comes at phase `scale - 1`, after
/// all of them.
/// A part started at `start`:
/// - `just` emits at `start`, `task` after a hop, at the same instant;
/// - `fail` reports an error there; `concat` runs its parts one after another, `merge` at once;
/// - `delay(d)` starts its part at the next timer instant `d` seconds on;
/// - a part is killed at `kill`: nothing it would emit later counts, and it ends there;
/// - `take(until:)` kills at the first later action matching, `catch` runs its handler where the
///   error came.
struct Reference {
  /// Phases per instant.
  static let scale = 16
  /// The value a trail entry has where a `catch` caught its first error (no program emits it).
  static let caught = Int.min
  /// The actions that reach `mutate`, with the instant each arrives.
  let arrivals: [(time: Int, action: Int)]
  let program: Program

  /// When the first observer sends its action, if it does: the phase it sends at.
  let observerSendsAt: Int?

  init(_ program: Program) {
    var sent: [(time: Int, action: Int)] = []
    for (index, actions) in program.sends.enumerated() {
      for (position, action) in actions.enumerated() {
        sent.append(((2 * (index + 1) + 1) * Self.scale + 2 * position, action))
      }
    }
    let withoutObserver = Reference(program, sent: sent, observerSendsAt: nil)
    guard let send = program.observerSends,
      let time = withoutObserver.observerSendTime(withoutObserver.run(), after: send.after)
    else {
      self = withoutObserver
      return
    }
    // What the observer's action does comes after the state that made it send: what came
    // before stays as it was.
    self.init(program, sent: sent + [(time + 1, send.action)], observerSendsAt: time)
  }

  private init(_ program: Program, sent: [(time: Int, action: Int)], observerSendsAt: Int?) {
    self.program = program
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
  func observerSendTime(_ outcome: Outcome, after: Int) -> Int? {
    let seen = outcome.values.filter { !(Self.isInSend($0.time) && $0.time / Self.scale == 1) }
    var count = 0
    for (time, values) in Dictionary(grouping: seen, by: \.time).sorted(by: { $0.key < $1.key }) {
      count += values.count
      if count >= after && Self.isInSend(time) && time / Self.scale > 1 { return time }
    }
    return nil
  }

  struct Outcome {
    /// Reduced values, with their instant, sorted by instant then value (the order within one
    /// instant is not part of the contract between concurrent parts).
    var reduced: [Int: [Int]] = [:]
    var errors = 0
    /// When each error comes, in scaled time.
    var errorTimes: [Int] = []
    /// When each `catch` caught its first error, in scaled time.
    var caughtTimes: [Int] = []
    /// Each delay's sleep: from its start to when it fires or is killed, in scaled time.
    var sleeps: [(start: Int, end: Int)] = []
    /// The instants at which something starts: where the driver must stop and let effects run.
    var instants: Set<Int> = []
    /// Every value (and error, as nil) in the order the reference made it, with its instant and
    /// its lane: the path of `merge` branches it came through. Two lanes neither of which
    /// starts the other run concurrently.
    var trail: [(time: Int, lane: [Int], value: Int?)] = []
    /// Whether the outcome hangs on the order of two concurrent events at one instant (an error
    /// in a `catch` and a sibling's value), which no contract fixes: such programs are skipped.
    var isAmbiguous = false

    /// How many values, errors and caught errors have come by the end of `instant`, and how
    /// many delays are asleep then.
    func counts(at instant: Int) -> (values: Int, errors: Int, caught: Int, sleepers: Int) {
      (
        reduced.filter { $0.key <= instant }.values.map(\.count).reduce(0, +),
        errorTimes.filter { $0 / Reference.scale <= instant }.count,
        caughtTimes.filter { $0 / Reference.scale <= instant }.count,
        sleeps.filter { $0.start / Reference.scale <= instant && $0.end / Reference.scale > instant }.count
      )
    }

    /// Every reduced value, with when it came and its lane, in the order the reference made them.
    var values: [(time: Int, lane: [Int], value: Int)] {
      trail.compactMap { event in
        guard let value = event.value, value != Reference.caught else { return nil }
        return (event.time, event.lane, value)
      }
    }

    /// Whether the two reduced the same values at the same instants and reported as many errors.
    func agrees(with other: Self) -> Bool {
      reduced == other.reduced && errors == other.errors
    }
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
      var errors: [Int] = []
      _ = eval(
        program.effects[arrival.action], at: arrival.time, kill: kill, into: &outcome, errors: &errors,
        lane: [index])
      outcome.errors += errors.count
      outcome.errorTimes += errors
    }
    for time in outcome.reduced.keys { outcome.reduced[time]?.sort() }
    return outcome
  }

  /// When something started at `time` runs after a hop: at the end of its instant.
  static func afterHop(_ time: Int) -> Int {
    max(time, time / scale * scale + scale - 1)
  }

  /// Runs `node` from `start`; returns when it ends.
  func eval(
    _ node: Program.Node, at start: Int, kill: Int, into outcome: inout Outcome, errors: inout [Int],
    lane: [Int], transform: (Int) -> Int? = { $0 }
  ) -> Int {
    guard start < kill else { return kill }
    outcome.instants.insert(start / Self.scale)
    switch node {
    case .just(let value), .task(let value):
      var time = start
      if case .task = node { time = Self.afterHop(start) }
      guard time < kill else { return kill }
      if let value = transform(value) {
        outcome.reduced[time / Self.scale, default: []].append(value)
        outcome.trail.append((time, lane, value))
      }
      return time
    case .none:
      return start
    case .fail:
      let time = Self.afterHop(start)
      guard time < kill else { return kill }
      errors.append(time)
      outcome.trail.append((time, lane, nil))
      return time
    case .concat(let parts):
      var time = start
      for part in parts {
        time = eval(
          part, at: time, kill: kill, into: &outcome, errors: &errors, lane: lane, transform: transform)
        if time >= kill { return kill }
      }
      return time
    case .merge(let parts):
      return parts.indices.map {
        eval(
          parts[$0], at: start, kill: kill, into: &outcome, errors: &errors, lane: lane + [$0],
          transform: transform)
      }
      .max() ?? start
    case .delay(let seconds, let inner):
      let fire = (2 * (start / Self.scale / 2) + 2 * seconds) * Self.scale
      outcome.sleeps.append((start, min(fire, kill)))
      guard fire < kill else { return kill }
      return eval(
        inner, at: fire, kill: kill, into: &outcome, errors: &errors, lane: lane, transform: transform)
    case .map(let inner):
      return eval(inner, at: start, kill: kill, into: &outcome, errors: &errors, lane: lane) {
        transform($0 + 100)
      }
    case .filter(let inner):
      return eval(inner, at: start, kill: kill, into: &outcome, errors: &errors, lane: lane) {
        $0.isMultiple(of: 2) ? transform($0) : nil
      }
    case .takeUntil(let action, let inner):
      let stop = arrivals.first { $0.time > start && $0.action == action }?.time ?? Int.max
      return eval(
        inner, at: start, kill: min(kill, stop), into: &outcome, errors: &errors, lane: lane,
        transform: transform)
    case .catch(let inner, let handler):
      // The inside runs as if alone; at its first error everything in it ends (what the
      // error's own lane made before it at that instant stays), and the handler starts there.
      var inside = Outcome()
      var caught: [Int] = []
      let end = eval(
        inner, at: start, kill: kill, into: &inside, errors: &caught, lane: lane, transform: transform)
      outcome.instants.formUnion(inside.instants)
      let firstError = inside.trail.filter { $0.value == nil }.map(\.time).min() ?? Int.max
      for sleep in inside.sleeps where sleep.start < firstError {
        outcome.sleeps.append((sleep.start, min(sleep.end, firstError)))
      }
      outcome.isAmbiguous = outcome.isAmbiguous || inside.isAmbiguous
      // The first error in time; the trail is in the order parts were worked out.
      let errorIndex = inside.trail.indices.filter { inside.trail[$0].value == nil }
        .min { inside.trail[$0].time < inside.trail[$1].time }
      for (index, event) in inside.trail.enumerated() {
        if let errorIndex {
          let error = inside.trail[errorIndex]
          if event.time > error.time || index == errorIndex { continue }
          let isConcurrent = !(event.lane.starts(with: error.lane) || error.lane.starts(with: event.lane))
          if event.time == error.time && (isConcurrent || index > errorIndex) {
            if isConcurrent { outcome.isAmbiguous = true }
            continue
          }
        }
        outcome.trail.append(event)
        if event.value == Self.caught {
          outcome.caughtTimes.append(event.time)
        } else if let value = event.value {
          outcome.reduced[event.time / Self.scale, default: []].append(value)
        } else {
          errors.append(event.time)
        }
      }
      guard let errorIndex else { return end }
      let first = inside.trail[errorIndex].time
      outcome.trail.append((first, lane, Self.caught))
      outcome.caughtTimes.append(first)
      return eval(
        handler, at: first, kill: kill, into: &outcome, errors: &errors, lane: lane, transform: transform)
    }
  }
}
