import ReactorCore
import Testing

@MainActor
struct TraceTests {
  typealias Event = TraceEvent<ScriptedReactor.Action, ScriptedReactor.Mutation, ScriptedReactor.State>

  private static func describe(_ event: Event) -> String {
    switch event {
    case .action(let action): "action \(action)"
    case .mutation(let mutation): "mutation \(mutation)"
    case .state(let state): "state \(state.value) \(state.text)"
    case .error(let error): "error \(error)"
    }
  }

  @Test func traceSeesTheActionThenEachMutationAndTheStateItProduced() {
    let reactor = ScriptedReactor { _ in .concat(.just(.add(1)), .just(.setText("x"))) }
    var events: [String] = []
    reactor.trace { events.append(Self.describe($0)) }

    reactor.send(.go)

    #expect(
      events == [
        "action go",
        "mutation add(1)",
        "state 1 ",
        "mutation setText(\"x\")",
        "state 1 x",
      ])
  }

  @Test func traceSeesMutationsFromEffectsAndTheirErrors() async {
    let reactor = ScriptedReactor { _ in
      .concat(
        .just(.add(1)),
        .run { send in
          send(.add(2))
          throw Boom()
        })
    }
    var events: [String] = []
    reactor.trace { events.append(Self.describe($0)) }

    reactor.send(.go)
    await reactor.waitUntilIdle()

    #expect(
      events == [
        "action go",
        "mutation add(1)",
        "state 1 ",
        "mutation add(2)",
        "state 3 ",
        "error Boom()",
      ])
    #expect(reactor.errors == ["Boom()"])
  }

  @Test func traceStopsWhenTheTracerIsRemoved() {
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    var events: [String] = []
    reactor.trace { events.append(Self.describe($0)) }
    reactor.send(.go)
    reactor.trace(nil)
    reactor.send(.go)

    #expect(events == ["action go", "mutation add(1)", "state 1 "])
    #expect(reactor.currentState.value == 2)
  }
}
