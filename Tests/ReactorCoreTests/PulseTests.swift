import Testing

@testable import ReactorCore

@MainActor
struct PulseTests {
  @Test func pulseFiresOnEveryAssignmentEvenOfAnEqualValue() {
    let reactor = PulseReactor()
    var alerts: [String?] = []
    reactor.pulse(\.$alert) { alerts.append($0) }

    reactor.send(.alert("hello"))
    reactor.send(.alert("hello"))

    #expect(alerts == ["hello", "hello"])
    #expect(reactor.currentState.$alert.valueUpdatedCount == 2)
  }

  @Test func pulseIgnoresUnrelatedMutations() {
    let reactor = PulseReactor()
    var alerts: [String?] = []
    reactor.pulse(\.$alert) { alerts.append($0) }

    reactor.send(.increment)
    reactor.send(.alert("once"))
    reactor.send(.increment)
    reactor.send(.increment)

    #expect(alerts == ["once"])
    #expect(reactor.currentState.count == 3)
  }

  @Test func pulseDoesNotReplayTheValueAlreadyThere() {
    let reactor = PulseReactor()
    reactor.send(.alert("old"))
    var alerts: [String?] = []
    reactor.pulse(\.$alert) { alerts.append($0) }
    #expect(alerts == [])

    reactor.send(.alert("new"))
    #expect(alerts == ["new"])
  }

  @Test func pulseCountWrapsAroundAtOverflowAndStillFires() {
    let reactor = PulseReactor(
      initialState: .init(alert: Pulse(value: "old", valueUpdatedCount: .max)))
    var alerts: [String?] = []
    reactor.pulse(\.$alert) { alerts.append($0) }

    reactor.send(.alert("old"))

    #expect(reactor.currentState.$alert.valueUpdatedCount == 0)
    #expect(alerts == ["old"])
  }
}
