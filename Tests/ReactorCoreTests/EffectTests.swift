import Clocks
import ReactorCore
import ReactorTesting
import Testing

@MainActor
struct EffectTests {
  // ReactorKit runs each action's mutations under `.catch { _ in .empty() }` inside its
  // `flatMap`: the error ends the slow sibling too. RxSwift reduces only `add(1)`.
  @Test func anErrorEndsEveryPartOfItsActionAndKeepsWhatCameBefore() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { action in
      switch action {
      case .go:
        .merge(
          .run { send in
            send(.add(1))
            throw Boom()
          },
          .run { send in
            try await clock.sleep(for: .seconds(1))
            send(.add(100))
          })
      default:
        .empty()
      }
    }

    reactor.send(.go)
    await drainMainActor { reactor.errors.count == 1 }
    #expect(reactor.errors == ["Boom()"])
    #expect(reactor.currentState.value == 1)

    await advance(clock, by: .seconds(1))
    await reactor.waitUntilIdle()
    #expect(reactor.currentState.value == 1)
  }

  // `merge(error at 0, slow at 1 s)`: RxSwift reduces nothing.
  @Test func anErrorInAMergeEndsItsSlowSibling() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in
      .merge(
        .task { throw Boom() },
        Mutations.just(.add(100)).delay(for: .seconds(1), clock: clock))
    }

    reactor.send(.go)
    await drainMainActor { reactor.errors.count == 1 }
    await advance(clock, by: .seconds(1))
    await reactor.waitUntilIdle()

    #expect(reactor.currentState.value == 0)
    #expect(reactor.errors == ["Boom()"])
  }

  // An error ends only the action that threw: another action's effect, running beside it,
  // goes on.
  @Test func anErrorLeavesTheEffectsOfOtherActionsRunning() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { action in
      switch action {
      case .go: Mutations.just(.add(100)).delay(for: .seconds(1), clock: clock)
      default: .task { throw Boom() }
      }
    }

    reactor.send(.go)
    reactor.send(.stop)
    await drainMainActor { reactor.errors.count == 1 }
    await advance(clock, by: .seconds(1))
    await reactor.waitUntilIdle()

    #expect(reactor.currentState.value == 100)
  }

  @Test func laterActionsStillWorkAfterAnEffectFailed() async {
    let reactor = ScriptedReactor { action in
      switch action {
      case .go:
        .run { send in
          send(.add(1))
          throw Boom()
        }
      default:
        .just(.add(10))
      }
    }

    reactor.send(.go)
    await reactor.waitUntilIdle()
    reactor.send(.stop)
    #expect(reactor.currentState.value == 11)

    reactor.send(.go)
    await reactor.waitUntilIdle()
    #expect(reactor.currentState.value == 12)
    #expect(reactor.errors == ["Boom()", "Boom()"])
  }

  @Test func catchTurnsAnErrorIntoMutations() async {
    let reactor = ScriptedReactor { _ in
      .run { send in
        send(.add(1))
        throw Boom()
      }
      .catch { error in .just(.setText("caught \(error)")) }
    }
    let recorder = StateRecorder(reactor)

    reactor.send(.go)
    await reactor.waitUntilIdle()

    #expect(recorder.states.map(\.value) == [0, 1, 1])
    #expect(reactor.currentState.text == "caught Boom()")
    #expect(reactor.errors == [])
  }

  // `concat(just(a), error, just(b))`: RxSwift reduces `a` only. A ported detail screen whose
  // refresh fails shows `isRefreshing` false, true, as in ReactorKit.
  @Test func anErrorInAConcatSkipsItsLaterParts() async {
    let reactor = ScriptedReactor { _ in
      .concat(
        .just(.setLoading(true)),
        .task { throw Boom() },
        .just(.setLoading(false)))
    }
    var loading: [Bool] = []
    reactor.observe(\.isLoading) { loading.append($0) }

    reactor.send(.go)
    await reactor.waitUntilIdle()

    #expect(loading == [false, true])
    #expect(reactor.errors == ["Boom()"])
  }

  // What a feature writes when the closing part must run: the `catch` goes on the part that
  // may fail, and the concatenation then goes on.
  @Test func aCatchOnThePartThatFailsLetsTheConcatGoOn() async {
    let reactor = ScriptedReactor { _ in
      .concat(
        .just(.setLoading(true)),
        .task { throw Boom() }.catch { _ in .empty() },
        .just(.setLoading(false)))
    }
    var loading: [Bool] = []
    reactor.observe(\.isLoading) { loading.append($0) }

    reactor.send(.go)
    await reactor.waitUntilIdle()

    #expect(loading == [false, true, false])
    #expect(reactor.errors == [])
  }

  @Test func delayEmitsNothingBeforeItsTimeAndTheValueExactlyAtIt() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in
      .concat(
        .just(.setLoading(true)),
        .just(.set(7)).delay(for: .seconds(2), clock: clock),
        .just(.setLoading(false)))
    }

    reactor.send(.go)
    #expect(reactor.currentState == .init(value: 0, isLoading: true))
    await advance(clock, by: .milliseconds(1999))
    #expect(reactor.currentState == .init(value: 0, isLoading: true))

    await advance(clock, by: .milliseconds(1))
    await drainMainActor { !reactor.currentState.isLoading }
    #expect(reactor.currentState == .init(value: 7, isLoading: false))
  }

  @Test func asyncMutationsAreReducedOnTheMainActorInArrivalOrder() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in
      let start = clock.now
      return .merge(
        .run { send in
          try await clock.sleep(until: start.advanced(by: .seconds(1)))
          send(.record(1))
          try await clock.sleep(until: start.advanced(by: .seconds(3)))
          send(.record(3))
        },
        .run { send in
          try await clock.sleep(until: start.advanced(by: .seconds(2)))
          send(.record(2))
          try await clock.sleep(until: start.advanced(by: .seconds(4)))
          send(.record(4))
        })
    }

    reactor.send(.go)
    for step in 1...4 {
      await advance(clock, by: .seconds(1))
      await drainMainActor { reactor.currentState.recorded.count == step }
      #expect(reactor.currentState.recorded == Array(1...step))
    }

    #expect(reactor.reducedMutations == [.record(1), .record(2), .record(3), .record(4)])
    #expect(reactor.reducedOnMainQueue == [true, true, true, true])
  }

  @Test func transformMutationMergesAnExternalStreamIntoTheState() async {
    let (events, continuation) = AsyncStream.makeStream(of: EventsReactor.Action.self)
    let reactor = EventsReactor(events: events)

    reactor.send(.add(1))
    #expect(reactor.currentState.value == 1)
    continuation.yield(.add(10))
    await drainMainActor { reactor.currentState.value == 11 }
    #expect(reactor.currentState.value == 11)

    continuation.yield(.add(100))
    await drainMainActor { reactor.currentState.value == 111 }
    #expect(reactor.currentState.value == 111)
  }

  @Test func idlenessReflectsRunningEffects() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in .just(.add(1)).delay(for: .seconds(1), clock: clock) }
    let idle = Log()
    #expect(reactor.isIdle)

    reactor.send(.go)
    #expect(!reactor.isIdle)
    let waiter = Task {
      await reactor.waitUntilIdle()
      idle.append("idle")
    }
    await drainMainActor()
    #expect(idle.entries == [])

    await advance(clock, by: .seconds(1))
    await waiter.value
    #expect(idle.entries == ["idle"])
    #expect(reactor.isIdle)
    #expect(reactor.currentState.value == 1)
  }

  @Test func streamsMergedInTransformMutationDoNotCountAsRunningEffects() async {
    let (events, continuation) = AsyncStream.makeStream(of: EventsReactor.Action.self)
    let reactor = EventsReactor(events: events)
    _ = reactor.currentState
    await drainMainActor()

    #expect(reactor.isIdle)
    let idle = Log()
    let waiter = Task {
      await reactor.waitUntilIdle()
      idle.append("idle")
    }
    await drainMainActor { !idle.entries.isEmpty }
    #expect(idle.entries == ["idle"])
    waiter.cancel()

    continuation.yield(.add(2))
    await drainMainActor { reactor.currentState.value == 2 }
    #expect(reactor.isIdle)
  }

  @Test func asyncSequenceSendsItsElementsAsActionsUntilCancelled() async {
    let reactor = ScriptedReactor { action in
      if case .load(let text) = action { .just(.setText(text)) } else { .empty() }
    }
    let (actions, continuation) = AsyncStream.makeStream(of: ScriptedReactor.Action.self)
    let subscription = actions.send(to: reactor)

    continuation.yield(.load("a"))
    continuation.yield(.load("b"))
    await drainMainActor { reactor.currentState.text == "b" }
    #expect(reactor.mutatedActions == [.load("a"), .load("b")])

    subscription.cancel()
    continuation.yield(.load("c"))
    await drainMainActor()
    #expect(reactor.mutatedActions == [.load("a"), .load("b")])
    #expect(reactor.currentState.text == "b")
  }
}
