import Clocks
import ReactorCore
import ReactorTesting
import ReactorTracing
import Testing

@MainActor
struct StateHistoryTests {
  typealias History = StateHistory<ScriptedReactor.Action, ScriptedReactor.Mutation, ScriptedReactor.State>

  /// A reactor whose every action adds one, traced into a history of `capacity` steps.
  private func tracedCounter(capacity: Int = 500) -> (ScriptedReactor, History, Lines) {
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    let history = History(initialState: reactor.currentState, capacity: capacity)
    let lines = Lines()
    reactor.trace(lines: { lines.all.append($0) }, history: history)
    return (reactor, history, lines)
  }

  final class Lines {
    var all: [TraceLine] = []
  }

  @Test func keepsTheLast500StatesAndNumbersThemFromTheFirst() throws {
    let (reactor, history, _) = tracedCounter()

    for _ in 0..<600 { reactor.send(.go) }

    #expect(history.count == 500)
    #expect(history.newest == 601)
    #expect(history.oldest == 102)
    #expect(history[101] == nil, "dropped")
    #expect(history[602] == nil, "not there yet")
    #expect(try #require(history[102]).state.value == 101)
    #expect(try #require(history[601]).state.value == 600)
    #expect(try #require(history[601]).state == reactor.currentState)
  }

  @Test func stepsGroupByTheKeyPressThatLedToThemForSteppingOverATimer() {
    let history = History(initialState: .init())
    // A press that makes two states, then an effect's three (no action), then a second press.
    history.record(.action(.go))
    for value in 1...2 { history.record(.mutation(.add(1))); history.record(.state(.init(value: value))) }
    for value in 3...5 { history.record(.mutation(.add(1))); history.record(.state(.init(value: value))) }
    history.record(.action(.stop))
    history.record(.mutation(.set(0)))
    history.record(.state(.init(value: 0)))

    #expect((1...7).map { history[$0]?.actionCount } == [0, 1, 1, 1, 1, 1, 2])
    #expect(history.stepBeforeAction(leadingTo: 7) == 6, "the screen just before the second press")
    #expect(history.stepBeforeAction(leadingTo: 6) == 1, "before the first, from anywhere after it")
    #expect(history.stepBeforeAction(leadingTo: 3) == 1)
    #expect(history.stepBeforeAction(leadingTo: 1) == nil)
    #expect(history.lastStepOfNextAction(after: 1) == 6)
    #expect(history.lastStepOfNextAction(after: 3) == 6, "mid-way: the last of that press")
    #expect(history.lastStepOfNextAction(after: 6) == 7)
    #expect(history.lastStepOfNextAction(after: 7) == nil)
  }

  @Test func eachStepHasTheActionAndTheMutationThatMadeIt() throws {
    let reactor = ScriptedReactor { action in
      action == .go ? .concat(.just(.setLoading(true)), .just(.add(2))) : .just(.setText("\(action)"))
    }
    let history = History(initialState: reactor.currentState)
    reactor.trace(lines: { _ in }, history: history)

    reactor.send(.go)
    reactor.send(.stop)

    let steps = (history.oldest...history.newest).compactMap { history[$0] }
    #expect(steps.map(\.number) == [1, 2, 3, 4])
    #expect(steps.map(\.action) == [nil, .go, .go, .stop])
    #expect(steps.map(\.mutation) == [nil, .setLoading(true), .add(2), .setText("stop")])
    #expect(
      steps.map(\.state) == [
        .init(),
        .init(value: 0, isLoading: true),
        .init(value: 2, isLoading: true),
        .init(value: 2, isLoading: true, text: "stop"),
      ])
  }

  @Test func linesCarryTheNumberOfTheStepTheyLeadTo() {
    let (reactor, _, lines) = tracedCounter()

    reactor.send(.go)
    reactor.send(.go)

    #expect(
      lines.all == [
        TraceLine(kind: .action, text: "action → go", step: 2),
        TraceLine(kind: .mutation, text: "mutation → add(1)", step: 2),
        TraceLine(kind: .state, text: "state: value: 0 → 1", step: 2),
        TraceLine(kind: .action, text: "action → go", step: 3),
        TraceLine(kind: .mutation, text: "mutation → add(1)", step: 3),
        TraceLine(kind: .state, text: "state: value: 1 → 2", step: 3),
      ])
    #expect(lines.all.map(\.indented)[1] == "  mutation → add(1)")
  }

  @Test func anEffectsMutationsArriveAsNewStepsWhileLaterActionsRun() async throws {
    let clock = TestClock()
    let reactor = ScriptedReactor { action in
      switch action {
      case .go: .concat(.just(.setLoading(true)), .just(.add(10)).delay(for: .seconds(1), clock: clock))
      default: .just(.setText("typed"))
      }
    }
    let history = History(initialState: reactor.currentState)
    reactor.trace(lines: { _ in }, history: history)

    reactor.send(.go)
    reactor.send(.stop)
    #expect(history.newest == 3)
    await advance(clock, by: .seconds(1))
    await drainMainActor { reactor.isIdle }

    // Nothing is lost: the delayed mutation is the newest step, over the later action's state.
    #expect(history.newest == 4)
    let newest = try #require(history[4])
    #expect(newest.mutation == .add(10))
    #expect(newest.state == .init(value: 10, isLoading: true, text: "typed"))
    #expect(newest.state == reactor.currentState)
  }

  @Test func errorsAddNoStep() async {
    struct Boom: Error {}
    let reactor = ScriptedReactor { _ in .run { _ in throw Boom() } }
    let history = History(initialState: reactor.currentState)
    var lines: [TraceLine] = []
    reactor.trace(lines: { lines.append($0) }, history: history)

    reactor.send(.go)
    await drainMainActor { reactor.isIdle }

    #expect(history.count == 1)
    #expect(lines.map(\.kind) == [.action, .error])
    #expect(lines.map(\.step) == [2, 1])
  }

  @Test func aHistoryOfOneKeepsOnlyTheCurrentState() throws {
    let (reactor, history, _) = tracedCounter(capacity: 1)

    reactor.send(.go)
    reactor.send(.go)

    #expect(history.count == 1)
    #expect(history.oldest == 3)
    #expect(try #require(history[3]).state.value == 2)
  }
}
