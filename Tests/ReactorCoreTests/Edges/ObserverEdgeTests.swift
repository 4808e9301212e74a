import Clocks
import ReactorTesting
import Testing

@testable import ReactorCore

@MainActor
struct ObserverEdgeTests {
  @Test func anObserverCancelledByAnotherDuringARoundIsNotCalled() {
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    var second: Subscription?
    var seenBySecond: [Int] = []
    let first = reactor.observe { state in
      // A view unbinding another one while both are being told about the same state.
      if state.value == 1 { second?.cancel() }
    }
    second = reactor.observe { seenBySecond.append($0.value) }

    reactor.send(.go)
    reactor.send(.go)

    #expect(seenBySecond == [0])
    // The first observer holds the second's subscription, which holds the observer list that
    // holds the first: a cycle only cancelling breaks, as a view's bag does.
    first.cancel()
  }

  @Test func consumersOfStatesThatStopLeaveNothingBehind() async {
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    for _ in 0..<100 {
      for await _ in reactor.states { break }
    }

    let released = await drainMainActor(until: {
      reactor.runtime.extras?.releaseHandlers.isEmpty == true && reactor.runtime.observers.firstBody == nil
    })

    #expect(released)
    #expect(reactor.runtime.extras?.releaseHandlers.count == 0)
    #expect(reactor.runtime.observers.rest.isEmpty)
  }

  @Test func observersSeeEachStateInOrderWhenTheStubIsTurnedOff() {
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    for _ in 0..<6 { reactor.send(.go) }
    reactor.isStubEnabled = true
    var armed = false
    var seen: [Int] = []
    reactor.observe { state in
      guard armed, state.value == 6 else { return }
      armed = false
      reactor.send(.go)
    }
    reactor.observe { seen.append($0.value) }
    seen.removeAll()
    armed = true

    reactor.isStubEnabled = false

    #expect(seen == [6, 7])
    #expect(reactor.currentState.value == 7)
  }
}
