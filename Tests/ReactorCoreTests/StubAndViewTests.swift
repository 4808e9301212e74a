import ReactorCore
import Testing

@MainActor
struct StubAndViewTests {
  @Test func stubRecordsSentActionsInOrderAndNeverMutates() {
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    reactor.isStubEnabled = true

    reactor.send(.go)
    reactor.send(.load("a"))
    reactor.send(.stop)

    #expect(reactor.stub.actions == [.go, .load("a"), .stop])
    #expect(reactor.mutatedActions == [])
    #expect(reactor.reducedMutations == [])
    #expect(reactor.currentState.value == 0)
  }

  @Test func stubStateDrivesCurrentStateAndObservers() {
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    reactor.isStubEnabled = true
    var observed: [Int] = []
    reactor.observe { observed.append($0.value) }

    reactor.stub.state.value.value = 42
    reactor.stub.state.value = .init(value: 7, text: "stubbed")

    #expect(reactor.currentState == .init(value: 7, text: "stubbed"))
    #expect(observed == [0, 42, 7])
    #expect(reactor.reducedMutations == [])
  }

  @Test func stubStateSetByAnObserverReachesEveryObserverAfterTheRound() {
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    reactor.isStubEnabled = true
    var seen: [Int] = []
    reactor.observe { state in
      if state.value == 1 { reactor.stub.state.value.value = 2 }
    }
    reactor.observe { seen.append($0.value) }
    seen.removeAll()
    reactor.stub.state.value.value = 1
    #expect(seen == [1, 2])
    #expect(reactor.currentState.value == 2)
  }

  @Test func stubbedViewSendsActionsToTheStubAndRendersItsState() {
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    reactor.isStubEnabled = true
    let view = TestView()
    view.reactor = reactor

    reactor.send(.go)
    reactor.stub.state.value.value = 5

    #expect(reactor.stub.actions == [.go])
    #expect(view.rendered == [0, 5])
  }

  @Test func assigningAReactorCallsBindOncePerAssignment() {
    let view = TestView()
    let reactor = ScriptedReactor { _ in .just(.add(1)) }

    view.reactor = reactor
    #expect(view.bindCount == 1)
    #expect(view.reactor === reactor)
    reactor.send(.go)
    #expect(view.rendered == [0, 1])

    view.reactor = reactor
    #expect(view.bindCount == 2)
    reactor.send(.go)
    #expect(view.rendered == [0, 1, 1, 2])
  }

  @Test func reassigningTheReactorCancelsTheOldBindings() {
    let view = TestView()
    let old = ScriptedReactor { _ in .just(.add(1)) }
    let new = ScriptedReactor { _ in .just(.add(10)) }

    view.reactor = old
    view.reactor = new
    old.send(.go)
    new.send(.go)

    #expect(view.bindCount == 2)
    #expect(view.reactor === new)
    #expect(view.rendered == [0, 0, 10])
  }

  @Test func assigningNilOnlyUnbinds() {
    let view = TestView()
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    view.reactor = reactor

    view.reactor = nil
    reactor.send(.go)

    #expect(view.bindCount == 1)
    #expect(view.reactor == nil)
    #expect(view.rendered == [0])
    #expect(view.bag.count == 0)
  }
}
