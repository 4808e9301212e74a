import ReactorCore
import ReactorTesting
import Testing

/// Whatever a transform hook or an effect holds is let go once the reactor is released.
@MainActor
struct ReleaseEdgeTests {
  final class Token: Sendable {}

  @Test(arguments: 0..<6)
  func aReleasedReactorLetsGoOfItsActionStreamUses(hookIndex: Int) async {
    weak var released: Token?
    do {
      let token = Token()
      released = token
      let hooks: [ActionHookReactor.Hook] = [
        { action, _ in
          action.filter { [token] _ in
            _ = token; return true
          }
        },
        { action, actions in
          .concat(
            action.take(until: actions.filter { $0 == .stop }),
            action.filter { [token] in
              _ = token; return $0 != .stop
            })
        },
        { action, actions in
          .merge(
            .merge(
              action.filter { [token] in
                _ = token; return $0 == .a
              }, action.filter { $0 == .b }
            )
            .take(until: actions.filter { $0 == .stop }),
            action.filter { $0 == .stop })
        },
        { action, _ in
          .concat(
            .just(.load),
            action.filter { [token] _ in
              _ = token; return true
            })
        },
        { action, _ in
          .merge(
            action.filter { [token] _ in
              _ = token; return true
            }, action)
        },
        { action, actions in
          action.filter { [token] _ in
            _ = token; return true
          }.cancellable(id: 1)
        },
      ]
      var reactor: ActionHookReactor? = ActionHookReactor(hooks[hookIndex])
      for action in [ActionHookReactor.Action.a, .stop, .b, .tick] {
        reactor?.send(action)
        await drainMainActor(turns: 20)
      }
      reactor = nil
    }
    await drainMainActor(until: { released == nil })
    #expect(released == nil)
  }

  /// A `concat` inside a cancellable subtree (`cancellable`, `take(until:)`, `catch`) whose part
  /// before `rest` is a cancellable subtree of its own.
  enum Nesting: CaseIterable, Sendable {
    case takeUntilInCancellable, cancellableInCancellable, takeUntilInTakeUntil, cancellableInCatch
    case cancellableInTakeUntilInConcat

    typealias Effect = Mutations<ScriptedReactor.Mutation>

    @MainActor
    func effect(around rest: Effect, _ actions: ActionStream<ScriptedReactor.Action>) -> Effect {
      let first: Effect = .task { .add(1) }
      return switch self {
      case .takeUntilInCancellable:
        .concat(first.take(until: actions.filter(\.isStop)), rest).cancellable(id: 1)
      case .cancellableInCancellable:
        .concat(first.cancellable(id: 2), rest).cancellable(id: 1)
      case .takeUntilInTakeUntil:
        .concat(first.take(until: actions.filter(\.isStop)), rest).take(until: actions.filter(\.isLoad))
      case .cancellableInCatch:
        .concat(first.cancellable(id: 2), rest).catch { _ in .empty() }
      case .cancellableInTakeUntilInConcat:
        .concat(.concat(first.cancellable(id: 2), rest).take(until: actions.filter(\.isStop)), .just(.add(1)))
      }
    }
  }

  /// An effect that adds 10 and holds `token` until it ends.
  static func adding10(holding token: Token) -> Mutations<ScriptedReactor.Mutation> {
    .task { [token] in
      _ = token
      return .add(10)
    }
  }

  @Test(arguments: Nesting.allCases)
  func anEffectThatEndedLetsGoOfWhatItsConcatenationHeld(nesting: Nesting) async {
    weak var released: Token?
    let reactor = ScriptedReactor(watching: { action, actions in
      guard action == .go else { return .empty() }
      let token = Token()
      released = token
      let rest = Self.adding10(holding: token)
      return nesting.effect(around: rest, actions)
    })
    reactor.send(.go)
    #expect(await drainMainActor(until: { reactor.isIdle }))
    #expect(reactor.currentState.value >= 11)
    // The reactor lives on; the effect, which ended, must hold nothing any more.
    await drainMainActor(until: { released == nil })
    #expect(released == nil)
  }

  @Test func anEffectWhoseFirstPartTakeUntilEndedLetsGoOfWhatItHeld() async {
    weak var released: Token?
    let (waiting, input) = AsyncStream.makeStream(of: Int.self)
    let reactor = ScriptedReactor(watching: { action, actions in
      guard action == .go else { return .empty() }
      let token = Token()
      released = token
      let rest = Self.adding10(holding: token)
      return .concat(.stream(waiting, { .add($0) }).take(until: actions.filter(\.isStop)), rest).cancellable(
        id: 1)
    })
    reactor.send(.go)
    await drainMainActor(turns: 20)
    reactor.send(.stop)
    #expect(await drainMainActor(until: { reactor.isIdle }))
    #expect(reactor.currentState.value == 10)
    await drainMainActor(until: { released == nil })
    #expect(released == nil)
    input.finish()
  }
}
