import ReactorCore

/// Follows a player's position, which the player reports through a callback, from
/// `startObserving` to `stopObserving`. In ReactorKit: `Observable.create` around the callback,
/// mapped to `setPosition`.
final class PlaybackReactor: Reactor {
  enum Action {
    case startObserving
    case stopObserving
  }

  enum Mutation {
    case setPosition(Int)
  }

  struct State {
    var position = 0
  }

  /// The one observation of the player, ended by this id.
  enum EffectID: Hashable, Sendable { case progress }

  let initialState = State()
  let runtime = Runtime()

  fileprivate let playerService: PlayerServiceType

  init(playerService: PlayerServiceType) {
    self.playerService = playerService
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .startObserving:
      // ReactorKit:
      //   Observable.create { observer in
      //     self.playerService.onProgress = { observer.onNext($0) }
      //     return Disposables.create { self.playerService.onProgress = nil }
      //   }
      //   .map(Mutation.setPosition)
      // The callback runs on the main actor, so it calls `send` as `observer.onNext`: each
      // position is reduced before the player's call returns. A `send` works only while its body
      // runs, so the body waits until the effect is cancelled. Nothing clears the callback then:
      // a cancelled effect's `send` does nothing, and this body resumes later, perhaps after a
      // newer `startObserving` has set its own callback.
      return .run { [playerService] send in
        playerService.onProgress = { send(.setPosition($0)) }
        await waitUntilCancelled()
      }
      .cancellable(id: EffectID.progress, cancelInFlight: true)
      .longLived()

    case .stopObserving:
      return .cancel(id: EffectID.progress)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setPosition(let position):
      state.position = position
      return state
    }
  }
}
