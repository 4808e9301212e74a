import ReactorCore
import ReactorTesting
import Testing

/// Once the `send` that cancels an effect returns, nothing from any part of it is reduced, and
/// what follows it (a `concat`'s next part, a `catch` handler) starts at once.
@MainActor
struct CancelledSubtreeTests {
  @Test func cancelByIDStopsEveryPartOfAMergeBeforeTheSendReturns() async {
    let (first, firstInput) = AsyncStream.makeStream(of: Int.self)
    let (second, secondInput) = AsyncStream.makeStream(of: Int.self)
    let reactor = ScriptedReactor { action in
      switch action {
      case .go: .merge(.stream(first, { .record($0) }), .stream(second, { .record($0) })).cancellable(id: "x")
      case .stop: .cancel(id: "x")
      default: .empty()
      }
    }
    reactor.send(.go)
    await drainMainActor(turns: 50)
    reactor.send(.stop)
    secondInput.yield(2)
    await drainMainActor(turns: 50)
    #expect(reactor.currentState.recorded == [])
    firstInput.finish()
    secondInput.finish()
    #expect(await drainMainActor(until: { reactor.isIdle }))
  }

  @Test func cancelByIDStopsAMergeEvenWhileOnePartIgnoresCancellation() async {
    let gate = Gate()
    let (stream, input) = AsyncStream.makeStream(of: Int.self)
    let reactor = ScriptedReactor { action in
      switch action {
      case .go: .merge(.run { _ in await gate.wait() }, .stream(stream, { .record($0) })).cancellable(id: "x")
      case .stop: .cancel(id: "x")
      default: .empty()
      }
    }
    reactor.send(.go)
    await drainMainActor(turns: 50)
    input.yield(1)
    await drainMainActor(until: { reactor.currentState.recorded == [1] })
    reactor.send(.stop)
    input.yield(2)
    await drainMainActor(turns: 50)
    #expect(reactor.currentState.recorded == [1])
    gate.open()
    input.finish()
    #expect(await drainMainActor(until: { reactor.isIdle }))
    #expect(reactor.currentState.recorded == [1])
  }

  @Test func anErrorThrownAfterCancelByIDIsNotReported() async {
    let gate = Gate()
    let reactor = ScriptedReactor { action in
      switch action {
      case .go:
        .run { _ in
          await gate.wait()
          throw Boom()
        }
        .cancellable(id: "x")
      case .stop: .cancel(id: "x")
      default: .empty()
      }
    }
    reactor.send(.go)
    await drainMainActor(turns: 20)
    reactor.send(.stop)
    gate.open()
    #expect(await drainMainActor(until: { reactor.isIdle }))
    #expect(reactor.errors == [])
  }

  @Test func anEscapedSendDeliversNothingAfterTakeUntilEndsItsMerge() async {
    let gate = Gate()
    let box = SendBox<ScriptedReactor.Mutation>()
    let reactor = ScriptedReactor(watching: { action, actions in
      switch action {
      case .go:
        .merge(
          .run { _ in await gate.wait() },
          .run { send in
            await MainActor.run { box.send = send }
            try await Task.sleep(for: .seconds(3600))
          }
        ).take(until: actions.filter(\.isStop))
      default: .empty()
      }
    })
    reactor.send(.go)
    await drainMainActor(until: { box.send != nil })
    reactor.send(.stop)
    box.send?(.record(9))
    #expect(reactor.currentState.recorded == [])
    gate.open()
    #expect(await drainMainActor(until: { reactor.isIdle }))
  }

  @Test func takeUntilEndsAMergeOfActionStreamUsesWithinTheStoppingSend() async {
    let reactor = ActionHookReactor { action, actions in
      .merge(
        .merge(action.filter { $0 == .a }, action.filter { $0 == .b })
          .take(until: actions.filter { $0 == .stop }),
        action.filter { $0 == .stop })
    }
    reactor.send(.a)
    reactor.send(.stop)
    reactor.send(.b)
    #expect(reactor.currentState.reduced == [.a, .stop])
    await drainMainActor(turns: 50)
    reactor.send(.b)
    #expect(reactor.currentState.reduced == [.a, .stop])
  }

  @Test func takeUntilEndsAMergeOfActionStreamUsesTheSameWhateverTheMoment() async {
    let reactor = ActionHookReactor { action, actions in
      .merge(
        .merge(action.filter { $0 == .a }, action.filter { $0 == .b })
          .take(until: actions.filter { $0 == .stop }),
        action.filter { $0 == .stop })
    }
    reactor.send(.a)
    await drainMainActor(turns: 50)
    reactor.send(.stop)
    reactor.send(.b)
    #expect(reactor.currentState.reduced == [.a, .stop])
  }

  @Test func catchSwitchesToItsHandlerAtTheFirstErrorWhileASiblingIgnoresCancellation() async {
    let gate = Gate()
    let reactor = ScriptedReactor { _ in
      Mutations.merge(.task { throw Boom() }, .run { _ in await gate.wait() }).catch { _ in .just(.set(-1)) }
    }
    reactor.send(.go)
    #expect(await drainMainActor(until: { reactor.reducedMutations == [.set(-1)] }))
    await drainMainActor(turns: 50)
    #expect(reactor.reducedMutations == [.set(-1)])
    gate.open()
    #expect(await drainMainActor(until: { reactor.isIdle }))
    #expect(reactor.reducedMutations == [.set(-1)])
  }

  @Test func catchDropsWhatASiblingSendsAfterTheFirstError() async {
    let (stream, input) = AsyncStream.makeStream(of: Int.self)
    let reactor = ScriptedReactor { _ in
      Mutations.merge(.task { throw Boom() }, .stream(stream, { .record($0) })).catch { _ in .just(.set(-1)) }
    }
    reactor.send(.go)
    #expect(await drainMainActor(until: { reactor.reducedMutations == [.set(-1)] }))
    input.yield(1)
    input.finish()
    #expect(await drainMainActor(until: { reactor.isIdle }))
    #expect(reactor.reducedMutations == [.set(-1)])
  }

  @Test func concatOfActionStreamUsesMissesNothingSentRightAfterTheFirstEnds() async {
    let reactor = ActionHookReactor { action, actions in
      .concat(action.take(until: actions.filter { $0 == .stop }), action.filter { $0 != .stop })
    }
    reactor.send(.a)
    reactor.send(.stop)
    reactor.send(.b)
    await drainMainActor(turns: 50)
    reactor.send(.tick)
    #expect(reactor.currentState.reduced == [.a, .stop, .b, .tick])
  }

  @Test func concatGoesOnWithinTheSendThatEndsItsPartByTakeUntil() async {
    let reactor = ScriptedReactor(watching: { action, actions in
      switch action {
      case .go:
        .concat(
          .run { _ in try await Task.sleep(for: .seconds(3600)) }.take(until: actions.filter(\.isStop)),
          .just(.set(7)))
      default: .empty()
      }
    })
    reactor.send(.go)
    await drainMainActor(turns: 20)
    reactor.send(.stop)
    #expect(reactor.currentState.value == 7)
    #expect(await drainMainActor(until: { reactor.isIdle }))
  }

  // Found by the differential test: the inner `concat` ended at once when its first part's
  // `take(until:)` fired and its last part was synchronous, but the outer one heard of it only
  // through their tasks, a few turns later; its next part's `take(until:)` then missed an action
  // sent right after, and went on.
  // Also with the nested `concat` inside a `take(until:)`, a `cancellable` and a `catch`, which
  // end when it ends.
  @Test(arguments: [false, true])
  func concatGoesOnWithinTheSendThatEndsANestedConcatsPartByTakeUntil(inOperators: Bool) async {
    let reactor = ScriptedReactor(watching: { action, actions in
      guard action == .go else { return .empty() }
      let nested: Mutations<ScriptedReactor.Mutation> = .concat(
        .run { _ in try await Task.sleep(for: .seconds(3600)) }.take(until: actions.filter(\.isStop)),
        .just(.record(1)))
      return .concat(
        inOperators
          ? nested.take(until: actions.filter(\.isLoad)).cancellable(id: "y").catch { _ in .just(.record(-1))
          }
          : nested,
        .just(.record(2)),
        .task { .record(3) }.take(until: actions.filter { $0 == .cancel }))
    })
    reactor.send(.go)
    await drainMainActor(turns: 20)
    reactor.send(.stop)
    #expect(reactor.currentState.recorded == [1, 2])
    reactor.send(.cancel)
    #expect(await drainMainActor(until: { reactor.isIdle }))
    #expect(reactor.currentState.recorded == [1, 2])
  }

  @Test func concatGoesOnWithinTheSendThatCancelsItsPartByID() async {
    let gate = Gate()
    let reactor = ScriptedReactor { action in
      switch action {
      case .go: .concat(.run { _ in await gate.wait() }.cancellable(id: "x"), .just(.set(7)))
      case .stop: .cancel(id: "x")
      default: .empty()
      }
    }
    reactor.send(.go)
    await drainMainActor(turns: 20)
    reactor.send(.stop)
    #expect(reactor.currentState.value == 7)
    gate.open()
    #expect(await drainMainActor(until: { reactor.isIdle }))
    #expect(reactor.reducedMutations == [.set(7)])
  }

  @Test func anEffectThatCancelsItsOwnIDStopsThereAndWhatFollowsItGoesOn() async {
    let reactor = ScriptedReactor { action in
      guard action == .go else { return .empty() }
      return .concat(
        .concat(.task { .record(1) }, .cancel(id: "x"), .just(.record(2)), .task { .record(3) })
          .cancellable(id: "x"),
        .just(.record(4)))
    }
    reactor.send(.go)
    #expect(await drainMainActor(until: { reactor.isIdle }))
    #expect(reactor.currentState.recorded == [1, 4])
  }
}
