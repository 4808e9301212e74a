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
}
