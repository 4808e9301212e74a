extension Reference {
  /// Something the reference worked out, with when it happens, in scaled time, and its lane: the
  /// path of `merge` branches it came through. Two lanes neither of which starts the other run
  /// concurrently.
  struct Event {
    enum Kind: Equatable {
      /// A value reduced (or, inside a `delay`, handed to it).
      case value(Int)
      /// An error the action's effect reports.
      case error
      /// A `catch` caught its first error here.
      case caught
      /// A delay took the deadline of a value that came to it.
      case deadline
      /// The delay with this identity started.
      case delayStarted(Int)
      /// The delay with this identity took the deadline of its part's end: when the part ended,
      /// or where the delay was ended (a kill, an error), whichever came first.
      case delayEnded(Int)
    }

    var time: Int
    var lane: [Int]
    var kind: Kind
    /// The stretch of main-actor work it happens in: what one send or one task's resumption
    /// does at once. For an error, the one its task started in: the error can only come after
    /// that stretch ends.
    var moment: Int
  }

  /// How a part ends: when, in which moment, and whether by an error.
  struct End {
    var time: Int
    var moment: Int
    var failed = false
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
    /// When each deadline a delay takes is taken (one per value that comes to it and one for its
    /// part's end), in scaled time, and in the effect of which action (its index in `arrivals`).
    var deadlineTimes: [(effect: Int, time: Int)] = []
    /// The effects whose count of deadlines is not fixed from an instant on: their first error
    /// came at that instant together with a concurrent delay's start or value, and whether the
    /// delay took that deadline before the error ended it hangs on their order. Either way the
    /// delay is ended there, so what it takes from then on never goes on: it is not counted.
    var unsettled: [Int: Int] = [:]
    /// When each delay is asleep on the clock, in scaled time: from when something comes to it to
    /// when the last of what waits goes on (or the delay is ended). A delay sleeps on one deadline
    /// at a time, so one delay's spans never overlap.
    var sleeps: [(start: Int, end: Int)] = []
    /// The instants at which something starts or goes on: where the driver must stop and let
    /// effects run.
    var instants: Set<Int> = []
    /// Everything in the order the reference made it; an action's effect or a `catch`'s inside
    /// is cut at its first error before it joins.
    var trail: [Event] = []
    /// Whether the outcome hangs on the order of two concurrent events at one instant (an error
    /// and a sibling's value), which no contract fixes: such programs are skipped.
    var isAmbiguous = false
    /// The identity the next delay started gets.
    var nextDelay = 0
    /// The identity of the next moment (see ``Event/moment``).
    var nextMoment = 0

    /// A fresh outcome for a part worked out on its own and joined to this one later.
    var inside: Self {
      var inside = Self()
      (inside.nextDelay, inside.nextMoment) = (nextDelay, nextMoment)
      return inside
    }

    /// A moment no other is the same as: work resumed after a hop.
    mutating func newMoment() -> Int {
      defer { nextMoment += 1 }
      return nextMoment
    }

    /// How many values, errors and caught errors have come and deadlines have been taken by the
    /// end of `instant`, and how many delays are asleep then.
    func counts(at instant: Int) -> Counts {
      Counts(
        values: reduced.filter { $0.key <= instant }.values.map(\.count).reduce(0, +),
        errors: errorTimes.filter { $0 / Reference.scale <= instant }.count,
        caught: caughtTimes.filter { $0 / Reference.scale <= instant }.count,
        sleepers: sleeps.filter {
          $0.start / Reference.scale <= instant && $0.end / Reference.scale > instant
        }
        .count,
        deadlines: deadlines(at: instant))
    }

    /// How many deadlines the delays of each effect have taken by the end of `instant`, for the
    /// effects whose count is fixed then.
    func deadlines(at instant: Int) -> [Int: Int] {
      var counts: [Int: Int] = [:]
      for taken in deadlineTimes where taken.time / Reference.scale <= instant {
        counts[taken.effect, default: 0] += 1
      }
      return counts.filter { isSettled($0.key, at: instant) }
    }

    /// Whether the count of deadlines of the effect `effect` is fixed at the end of `instant`.
    func isSettled(_ effect: Int, at instant: Int) -> Bool {
      unsettled[effect].map { instant < $0 } ?? true
    }

    /// Every reduced value, with when it came and its lane, in the order the reference made them.
    var values: [(time: Int, lane: [Int], value: Int)] {
      trail.compactMap { event in
        guard case .value(let value) = event.kind else { return nil }
        return (event.time, event.lane, value)
      }
    }

    /// Whether the two reduced the same values at the same instants and reported as many errors.
    func agrees(with other: Self) -> Bool {
      reduced == other.reduced && errors == other.errors
    }
  }
}

/// The counts the driver waits for at the end of an instant.
struct Counts: Equatable, CustomStringConvertible {
  var values: Int
  var errors: Int
  var caught: Int
  var sleepers: Int
  /// By effect (an action's index in `arrivals`), for the effects whose count is fixed.
  var deadlines: [Int: Int]

  var description: String {
    "\(values) values, \(errors) errors, \(caught) caught errors, \(sleepers) sleeping delays, "
      + "\(deadlines) deadlines taken"
  }
}
