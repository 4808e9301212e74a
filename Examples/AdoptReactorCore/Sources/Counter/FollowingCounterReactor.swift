import ReactorCore

/// A counter that shows a number kept elsewhere, following it through its callback from
/// `follow` to `stopFollowing`.
final class FollowingCounterReactor: Reactor {
  enum Action: Sendable {
    case follow
    case stopFollowing
  }

  enum Mutation: Sendable {
    case setValue(Int)
  }

  struct State: Equatable {
    var value = 0
  }

  /// The one following of the source, ended by this id.
  enum EffectID: Hashable, Sendable { case following }

  let initialState = State()
  let runtime = Runtime()
  private let source: ExternalValue

  init(source: ExternalValue) {
    self.source = source
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setValue(let value):
      state.value = value
    }
    return state
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .follow:
      // The callback runs on the main actor and sends at once, as an Rx observer's `onNext`.
      // Its `send` works while the body runs, so the body waits until `stopFollowing`.
      .run { [source] send in
        source.onChange = { send(.setValue($0)) }
        await waitUntilCancelled()
      }
      .cancellable(id: EffectID.following, cancelInFlight: true)
      .longLived()
    case .stopFollowing:
      .cancel(id: EffectID.following)
    }
  }
}
