extension Reference {
  /// Rx `flatMap`: each value of the inside starts a part of its own where it comes, in the same
  /// moment (synchronously, before the inside goes on); the parts and the inside run concurrently,
  /// as a `merge`'s parts; the whole ends when the inside and every part have ended, and the first
  /// error in any of them ends it (at the action's or the `catch`'s cut, as a `merge`'s). The
  /// inside's values themselves are not reduced; each part's are, offset by its value.
  func flatMap(
    _ inner: Program.Node, _ made: Program.Node, at start: Int, kill: Int, into outcome: inout Outcome,
    lane: [Int], moment: Int, transform: (Int) -> Int?
  ) -> End {
    // The inside on a lane of its own, beside the parts; its values are taken as they are.
    var inside = outcome.inside
    var ends = [eval(inner, at: start, kill: kill, into: &inside, lane: lane + [0], moment: moment)]
    (outcome.nextDelay, outcome.nextMoment) = (inside.nextDelay, inside.nextMoment)
    outcome.instants.formUnion(inside.instants)
    outcome.isAmbiguous = outcome.isAmbiguous || inside.isAmbiguous
    outcome.sleeps += inside.sleeps
    // In the order the inside made them, each value's part right after it: what a part does at
    // once comes before the inside's next value.
    for event in inside.trail {
      guard case .value(let value) = event.kind else {
        outcome.trail.append(event)
        continue
      }
      ends.append(
        eval(
          made, at: event.time, kill: kill, into: &outcome, lane: lane + [ends.count], moment: event.moment
        ) {
          transform($0 + value)
        })
    }
    if let failure = ends.filter(\.failed).min(by: { $0.time < $1.time }) { return failure }
    let last = ends.max { $0.time < $1.time }!
    // As a `merge`'s: parts that end at one time end in no fixed order.
    let isTied = ends.filter { $0.time == last.time }.count > 1
    return isTied ? End(time: last.time, moment: outcome.newMoment()) : last
  }

  /// Rx `delay`: shifts each element and the completion; errors are not delayed. The part starts
  /// at once; each value it emits, and its end, take their deadline from the clock as they come
  /// (`seconds` after the clock's second then) and go on at it, in order; an error goes on at once
  /// and drops what waits. Ending the delay (a kill, an error) drops what waits too.
  func delay(
    _ seconds: Int, _ inner: Program.Node, at start: Int, kill: Int, into outcome: inout Outcome,
    lane: [Int], moment: Int, transform: (Int) -> Int?
  ) -> End {
    func deadline(_ time: Int) -> Int { (2 * (time / Self.scale / 2) + 2 * seconds) * Self.scale }
    let id = outcome.nextDelay
    outcome.nextDelay += 1
    outcome.trail.append(Event(time: start, lane: lane, kind: .delayStarted(id), moment: moment))
    // The part's own values, before what is outside the delay (a `map`, a `filter`) sees them:
    // a value a `filter` outside drops still takes a deadline.
    var inside = outcome.inside
    let end = eval(inner, at: start, kill: kill, into: &inside, lane: lane, moment: moment)
    (outcome.nextDelay, outcome.nextMoment) = (inside.nextDelay, inside.nextMoment)
    outcome.instants.formUnion(inside.instants)
    outcome.isAmbiguous = outcome.isAmbiguous || inside.isAmbiguous
    outcome.sleeps += inside.sleeps
    // What waits is dropped where the delay is ended, or its part fails.
    let cut = end.failed ? min(end.time, kill) : kill
    var waits: [(come: Int, goes: Int)] = []
    var values: [Event] = []
    for event in inside.trail {
      guard case .value = event.kind else {
        outcome.trail.append(event)
        continue
      }
      outcome.trail.append(Event(time: event.time, lane: event.lane, kind: .deadline, moment: event.moment))
      values.append(event)
    }
    // In the order they came; those that came together go on together, when the delay's task
    // wakes (a moment of its own).
    for event in values.sorted(by: { $0.time < $1.time }) {
      let goes = deadline(event.time)
      waits.append((event.time, goes))
      guard goes < cut, case .value(let value) = event.kind else { continue }
      outcome.instants.insert(goes / Self.scale)
      if let value = transform(value) {
        outcome.trail.append(
          Event(time: goes, lane: event.lane, kind: .value(value), moment: outcome.newMoment()))
      }
    }
    // Its part's end takes a deadline only when the part ended by itself: a delay ended from
    // outside (a kill) or by its part's error takes none.
    let goes = deadline(end.time)
    if !end.failed && end.time < kill {
      outcome.trail.append(Event(time: end.time, lane: lane, kind: .delayEnded(id), moment: end.moment))
      waits.append((end.time, goes))
    }
    // One sleep at a time: from when the first of what waits came to when the last goes on.
    var spans: [(start: Int, end: Int)] = []
    for wait in waits where wait.come < cut {
      let span = (start: wait.come, end: min(wait.goes, cut))
      if let last = spans.last, span.start <= last.end {
        spans[spans.count - 1].end = max(last.end, span.end)
      } else {
        spans.append(span)
      }
    }
    outcome.sleeps += spans
    if end.failed { return end }
    guard end.time < kill, goes < kill else { return End(time: kill, moment: outcome.newMoment()) }
    outcome.instants.insert(goes / Self.scale)
    return End(time: goes, moment: outcome.newMoment())
  }
}
