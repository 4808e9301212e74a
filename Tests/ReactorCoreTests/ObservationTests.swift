import ReactorCore
import Testing

@MainActor
struct ObservationTests {
  @Test func lateObserverGetsOnlyTheLatestState() {
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    reactor.send(.go)
    reactor.send(.go)
    reactor.send(.go)

    var observed: [Int] = []
    reactor.observe { observed.append($0.value) }
    #expect(observed == [3])

    reactor.send(.go)
    #expect(observed == [3, 4])
  }

  @Test func everyObserverSeesEveryStateInOrder() {
    let reactor = ScriptedReactor { _ in .concat(.just(.add(1)), .just(.add(1))) }
    var first: [Int] = []
    var second: [Int] = []
    reactor.observe { first.append($0.value) }
    reactor.observe { second.append($0.value) }

    reactor.send(.go)

    #expect(first == [0, 1, 2])
    #expect(second == [0, 1, 2])
  }

  @Test func cancelledObserverIsNoLongerCalled() {
    let reactor = ScriptedReactor { _ in .just(.add(1)) }
    var first: [Int] = []
    var second: [Int] = []
    let subscription = reactor.observe { first.append($0.value) }
    reactor.observe { second.append($0.value) }

    reactor.send(.go)
    subscription.cancel()
    reactor.send(.go)

    #expect(first == [0, 1])
    #expect(second == [0, 1, 2])
  }

  @Test func keyPathObservationStartsWithTheCurrentValueAndEmitsOnlyOnChange() {
    let reactor = ScriptedReactor { action in
      switch action {
      case .go: .just(.add(1))
      case .load(let text): .just(.setText(text))
      case .stop: .just(.add(0))
      case .cancel: .empty()
      }
    }
    reactor.send(.go)

    var values: [Int] = []
    reactor.observe(\.value) { values.append($0) }
    reactor.send(.load("a"))
    reactor.send(.stop)
    reactor.send(.go)
    reactor.send(.load("b"))
    reactor.send(.go)

    #expect(values == [1, 2, 3])
  }

  @Test func actionSentFromAnObserverRunsAfterTheCurrentOne() {
    let reactor = ReentrantReactor()
    reactor.observe(\.begun) { [weak reactor] begun in
      if begun == [.a] { reactor?.send(.b) }
    }

    reactor.send(.a)

    #expect(reactor.log == ["enter a", "exit a", "enter b", "exit b"])
    #expect(reactor.currentState.begun == [.a, .b])
  }

  @Test func actionsSentFromReduceRunAfterTheCurrentOneInOrder() {
    let reactor = ReentrantReactor()
    reactor.sendFromReduce = [.a: .b, .b: .c]

    reactor.send(.a)

    #expect(reactor.log == ["enter a", "exit a", "enter b", "exit b", "enter c", "exit c"])
  }

  @Test func actionSentFromMutateRunsAfterTheCurrentOne() {
    let reactor = ReentrantReactor()
    reactor.sendFromMutate = [.a: .b]

    reactor.send(.a)

    #expect(reactor.log == ["enter a", "exit a", "enter b", "exit b"])
  }

  @Test func dismissThenPresentFromAnObserverEndsOnTheNewRoute() {
    let reactor = RoutingReactor()
    reactor.observe { [weak reactor] state in
      guard state.route == .first else { return }
      reactor?.send(.dismiss)
      reactor?.send(.present(.second))
    }
    var routes: [RoutingReactor.Route?] = []
    reactor.observe { routes.append($0.route) }

    reactor.send(.present(.first))

    #expect(reactor.currentState.route == .second)
    #expect(routes == [nil, .first, nil, .second])
  }
}
