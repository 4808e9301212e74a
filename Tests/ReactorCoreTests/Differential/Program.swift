/// A random reactor program for the differential test: what each action's `mutate` returns, how
/// `transform(action:)` shapes the actions, which action is sent at which second, when an
/// observer cancels another one and when it sends an action.
struct Program: Sendable, CustomStringConvertible {
  /// One part of a `Mutations<Int>` value.
  indirect enum Node: Sendable, CustomStringConvertible {
    case just(Int)
    case none
    case task(Int)
    case fail
    case concat([Node])
    case merge([Node])
    case delay(Int, Node)
    case map(Node)
    case filter(Node)
    /// `take(until: self.action.filter { $0 == action })`.
    case takeUntil(action: Int, Node)
    /// `.catch { _ in handler }` around a sequence ending in an error.
    case `catch`(Node, handler: Node)
    /// `inner.flatMap { value in made.map { $0 + value } }`: each value of `inner` starts a
    /// `made` of its own, whose values are offset by it.
    case flatMap(inner: Node, made: Node)

    var description: String {
      switch self {
      case .just(let value): ".just(\(value))"
      case .none: ".empty()"
      case .task(let value): ".task { \(value) }"
      case .fail: ".task { throw Boom() }"
      case .concat(let parts): ".concat(\(parts.map(\.description).joined(separator: ", ")))"
      case .merge(let parts): ".merge(\(parts.map(\.description).joined(separator: ", ")))"
      case .delay(let seconds, let inner): "\(inner).delay(for: .seconds(\(seconds)), clock: clock)"
      case .map(let inner): "\(inner).map { $0 + 100 }"
      case .filter(let inner): "\(inner).filter { $0.isMultiple(of: 2) }"
      case .takeUntil(let action, let inner): "\(inner).take(until: self.action.filter { $0 == \(action) })"
      case .catch(let inner, let handler): "\(inner).catch { _ in \(handler) }"
      case .flatMap(let inner, let made): "\(inner).flatMap { value in \(made).map { $0 + value } }"
      }
    }

    /// This node as Swift that builds it, for a failing program's test body.
    var swift: String {
      switch self {
      case .just(let value): ".just(\(value))"
      case .none: ".none"
      case .task(let value): ".task(\(value))"
      case .fail: ".fail"
      case .concat(let parts): ".concat([\(parts.map(\.swift).joined(separator: ", "))])"
      case .merge(let parts): ".merge([\(parts.map(\.swift).joined(separator: ", "))])"
      case .delay(let seconds, let inner): ".delay(\(seconds), \(inner.swift))"
      case .map(let inner): ".map(\(inner.swift))"
      case .filter(let inner): ".filter(\(inner.swift))"
      case .takeUntil(let action, let inner): ".takeUntil(action: \(action), \(inner.swift))"
      case .catch(let inner, let handler): ".catch(\(inner.swift), handler: \(handler.swift))"
      case .flatMap(let inner, let made): ".flatMap(inner: \(inner.swift), made: \(made.swift))"
      }
    }

    /// Whether a `delay` is in it: its sleeps run off the main actor.
    var hasDelay: Bool {
      switch self {
      case .just, .none, .task, .fail: false
      case .delay: true
      case .concat(let parts), .merge(let parts): parts.contains(where: \.hasDelay)
      case .map(let inner), .filter(let inner), .takeUntil(_, let inner): inner.hasDelay
      case .catch(let inner, let handler): inner.hasDelay || handler.hasDelay
      case .flatMap(let inner, let made): inner.hasDelay || made.hasDelay
      }
    }

    /// Simpler programs that may fail the same way, for shrinking.
    var simplifications: [Node] {
      switch self {
      case .just, .none, .fail: []
      case .task(let value): [.just(value)]
      case .concat(let parts), .merge(let parts):
        parts
          + parts.indices.map { index in
            var fewer = parts
            fewer.remove(at: index)
            return if case .concat = self { .concat(fewer) } else { .merge(fewer) }
          }
      case .delay(let seconds, let inner):
        [inner] + inner.simplifications.map { .delay(seconds, $0) }
      case .map(let inner): [inner] + inner.simplifications.map(Node.map)
      case .filter(let inner): [inner] + inner.simplifications.map(Node.filter)
      case .takeUntil(let action, let inner):
        [inner] + inner.simplifications.map { .takeUntil(action: action, $0) }
      case .catch(let inner, let handler):
        [handler] + handler.simplifications.map { .catch(inner, handler: $0) }
      case .flatMap(let inner, let made):
        [inner, made] + inner.simplifications.map { .flatMap(inner: $0, made: made) }
          + made.simplifications.map { .flatMap(inner: inner, made: $0) }
      }
    }
  }

  /// What `transform(action:)` returns.
  enum Hook: Int, Sendable, CaseIterable, CustomStringConvertible {
    case identity, dropOne, splitInTwo, startWithThree, untilZeroThenRest, mergeUntilZero

    var description: String {
      switch self {
      case .identity: "action"
      case .dropOne: "action.filter { $0 != 1 }"
      case .splitInTwo: ".merge(action.filter { $0 == 0 }, action.filter { $0 != 0 })"
      case .startWithThree: ".concat(.just(3), action)"
      case .untilZeroThenRest:
        ".concat(action.take(until: self.action.filter { $0 == 0 }), action.filter { $0 != 0 })"
      case .mergeUntilZero:
        """
        .merge(.merge(action.filter { $0 == 1 }, action.filter { $0 == 2 })\
        .take(until: self.action.filter { $0 == 0 }), action.filter { $0 == 0 })
        """
      }
    }

    /// The actions that reach `mutate` for one sent action, and whether the hook's
    /// `take(until:)` has ended (it ends at the first 0 that reaches `mutate`).
    func apply(_ action: Int, stopped: inout Bool) -> [Int] {
      switch self {
      case .identity, .splitInTwo, .startWithThree: return [action]
      case .dropOne: return action == 1 ? [] : [action]
      case .untilZeroThenRest:
        defer { if action == 0 { stopped = true } }
        return stopped && action == 0 ? [] : [action]
      case .mergeUntilZero:
        if action == 0 {
          stopped = true
          return [0]
        }
        return !stopped && (action == 1 || action == 2) ? [action] : []
      }
    }
  }

  /// What the stream form of `transform(state:)` returns: what observers and `currentState` see.
  /// `reduce` still gets the state it made last (ReactorKit's `scan` runs before the hook).
  enum StateHook: Int, Sendable, CaseIterable, CustomStringConvertible {
    case identity, evenCounts, tenfold

    var description: String {
      switch self {
      case .identity: "state"
      case .evenCounts: "state.filter { $0.count.isMultiple(of: 2) }"
      case .tenfold: "state.map { State(count: $0.count * 10) }"
      }
    }

    /// The case's name, for a test body.
    var name: String {
      switch self {
      case .identity: "identity"
      case .evenCounts: "evenCounts"
      case .tenfold: "tenfold"
      }
    }

    /// The count observers see for the state whose count is `count` (`count` reductions made),
    /// or nil when the hook drops it. The initial state (count 0) always passes.
    func shown(_ count: Int) -> Int? {
      switch self {
      case .identity: count
      case .evenCounts: count.isMultiple(of: 2) ? count : nil
      case .tenfold: count * 10
      }
    }
  }

  /// What `mutate` returns for actions 0...3.
  var effects: [Node]
  /// Whether the effect of each action is `cancellable(id: 0, cancelInFlight: true)`.
  var isLatestOnly: [Bool]
  /// Whether each action's effect starts with `.cancel(id: 0)`.
  var cancelsLatest: [Bool]
  var hook: Hook
  /// The actions sent at each second from 1 on, one right after another in the same turn of
  /// the main actor.
  var sends: [[Int]]
  /// At which state (counting from 1) the first observer cancels the second; nil never.
  var cancelObserverAfter: Int?
  /// What the first observer sends, once; nil nothing.
  var observerSends: ObserverSend? = nil
  var stateHook: StateHook = .identity

  /// The first observer sends `action` at the first state it sees, from the `after`th on (counting
  /// from 1), while the driver is sending an action: so the state comes from a send's synchronous
  /// part, which is ordered, and not from effects that end at the same instant in any order.
  struct ObserverSend: Sendable {
    var after: Int
    var action: Int
  }

  var description: String {
    var lines = ["transform(action:): \(hook)"]
    for (action, effect) in effects.enumerated() {
      let latest = isLatestOnly[action] ? ".cancellable(id: 0, cancelInFlight: true)" : ""
      let body = cancelsLatest[action] ? ".concat(.cancel(id: 0), \(effect))" : "\(effect)"
      lines.append("mutate(\(action)): \(body)\(latest)")
    }
    lines.append(
      "sends: "
        + sends.enumerated().filter { !$0.element.isEmpty }
        .map { second, actions in "\(actions) at \(second + 1)s" }
        .joined(separator: ", "))
    if let after = cancelObserverAfter { lines.append("observer 1 cancels observer 2 at state \(after)") }
    if let send = observerSends {
      lines.append(
        "observer 1 sends \(send.action) at the first state from \(send.after) on seen during a send")
    }
    if stateHook != .identity { lines.append("transform(state:): \(stateHook)") }
    return lines.joined(separator: "\n")
  }

  /// A test body that runs this program and fails while the runtime disagrees with the
  /// reference: paste it into a `@Test` of `DifferentialTests` to debug a failing seed.
  var testBody: String {
    """
    let program = Program(
      effects: [\(effects.map(\.swift).joined(separator: ", "))],
      isLatestOnly: \(isLatestOnly), cancelsLatest: \(cancelsLatest), hook: .\(hookName),
      sends: \(sends), cancelObserverAfter: \(cancelObserverAfter.map(String.init) ?? "nil"),
      observerSends: \(observerSends.map { ".init(after: \($0.after), action: \($0.action))" } ?? "nil"),
      stateHook: .\(stateHook.name))
    await DifferentialTests.expectAgreement(program)
    """
  }

  private var hookName: String {
    switch hook {
    case .identity: "identity"
    case .dropOne: "dropOne"
    case .splitInTwo: "splitInTwo"
    case .startWithThree: "startWithThree"
    case .untilZeroThenRest: "untilZeroThenRest"
    case .mergeUntilZero: "mergeUntilZero"
    }
  }

  /// Simpler programs, for shrinking a failing one.
  var simplifications: [Program] {
    var result: [Program] = []
    for index in sends.indices {
      for position in sends[index].indices {
        var program = self
        program.sends[index].remove(at: position)
        result.append(program)
      }
    }
    if hook != .identity {
      var program = self
      program.hook = .identity
      result.append(program)
    }
    if stateHook != .identity {
      var program = self
      program.stateHook = .identity
      result.append(program)
    }
    if cancelObserverAfter != nil {
      var program = self
      program.cancelObserverAfter = nil
      result.append(program)
    }
    if observerSends != nil {
      var program = self
      program.observerSends = nil
      result.append(program)
    }
    for action in effects.indices {
      if isLatestOnly[action] {
        var program = self
        program.isLatestOnly[action] = false
        result.append(program)
      }
      if cancelsLatest[action] {
        var program = self
        program.cancelsLatest[action] = false
        result.append(program)
      }
      for simpler in effects[action].simplifications {
        var program = self
        program.effects[action] = simpler
        result.append(program)
      }
    }
    return result
  }
}

/// A small deterministic generator (SplitMix64), so a seed names a program.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Program {
  static let seconds = 6

  init(seed: UInt64) {
    var random = SeededGenerator(state: seed)
    effects = (0..<4).map { _ in Self.node(depth: 3, using: &random) }
    isLatestOnly = (0..<4).map { _ in Int.random(in: 0..<4, using: &random) == 0 }
    cancelsLatest = (0..<4).map { _ in Int.random(in: 0..<6, using: &random) == 0 }
    hook = Hook.allCases.randomElement(using: &random)!
    // Mostly one action a second; sometimes two or three in the same turn.
    sends = (0..<Self.seconds).map { _ in
      guard Bool.random(using: &random) else { return [] }
      let count = Int.random(in: 0..<10, using: &random) < 7 ? 1 : Int.random(in: 2...3, using: &random)
      return (0..<count).map { _ in Int.random(in: 0..<4, using: &random) }
    }
    cancelObserverAfter = Bool.random(using: &random) ? Int.random(in: 1...6, using: &random) : nil
    // Drawn last, so the earlier draws (and so each random program's effects) are as they were before it.
    observerSends =
      Bool.random(using: &random)
      ? ObserverSend(
        after: Int.random(in: 1...6, using: &random), action: Int.random(in: 0..<4, using: &random))
      : nil
    // Half the programs transform the state stream.
    stateHook =
      Bool.random(using: &random) ? .identity : StateHook.allCases.dropFirst().randomElement(using: &random)!
  }

  static func node(depth: Int, using random: inout SeededGenerator) -> Node {
    let value = Int.random(in: 0..<10, using: &random)
    guard depth > 0 else { return Bool.random(using: &random) ? .just(value) : .task(value) }
    func child() -> Node { node(depth: depth - 1, using: &random) }
    switch Int.random(in: 0..<13, using: &random) {
    case 0: return .just(value)
    case 1: return .task(value)
    case 2: return .none
    case 3: return .fail
    case 4: return .concat((0..<Int.random(in: 1...3, using: &random)).map { _ in child() })
    case 5: return .merge((0..<Int.random(in: 1...3, using: &random)).map { _ in child() })
    case 6, 7: return .delay(Int.random(in: 1...2, using: &random), child())
    case 8: return .map(child())
    case 9: return .filter(child())
    case 10: return .takeUntil(action: Int.random(in: 0..<4, using: &random), child())
    case 11: return .flatMap(inner: child(), made: child())
    default:
      let before = (0..<Int.random(in: 0...2, using: &random)).map { _ in
        Node.just(Int.random(in: 0..<10, using: &random))
      }
      let failing = Node.concat(before + [.fail])
      // Around a failing sequence, a merge with a sibling the first error ends, or a sequence
      // whose rest the error skips.
      switch Int.random(in: 0..<3, using: &random) {
      case 0: return .catch(failing, handler: child())
      case 1:
        // A bare task as the sibling ends in the same instant as the error, in no fixed order:
        // such a program is always skipped as ambiguous. A delayed value is still running when the
        // error ends it, which is what this case is for.
        var sibling = child()
        if case .task(let value) = sibling { sibling = .delay(1, .just(value)) }
        return .catch(.merge([sibling, failing]), handler: child())
      default: return .catch(.concat([failing, child()]), handler: child())
      }
    }
  }
}
