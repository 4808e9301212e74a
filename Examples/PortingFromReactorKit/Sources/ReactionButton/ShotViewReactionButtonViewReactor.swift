import ReactorCore

/// Ports Drrrible's ShotViewReactionButtonViewReactor, the base class of the like and comment
/// buttons: it takes no action itself, and follows the shot event stream merged in
/// `transform(mutation:)`, which a subclass maps in `mutation(from:)`. In ReactorKit:
/// `Observable.of(mutation, Shot.event.flatMap { [weak self] in self?.mutation(from: $0) }).merge()`.
class ShotViewReactionButtonViewReactor: Reactor {
  enum Action {
    case toggleReaction
  }

  enum Mutation {
    case setReacted(Bool)
    case setCanToggleReaction(Bool)
    case setCount(Int)
  }

  struct State {
    let shotID: Int
    var isReacted: Bool?
    var canToggleReaction: Bool
    var count: Int
  }

  let initialState: State
  let runtime = Runtime()
  /// Drrrible's global `Shot.event`, a `PublishSubject`, injected: the same subject goes to the
  /// shot service.
  let shotEvent: PublishSubject<Shot.Event>
  var shotID: Int {
    return self.currentState.shotID
  }

  init(initialState: State, shotEvent: PublishSubject<Shot.Event>) {
    self.initialState = initialState
    self.shotEvent = shotEvent
    _ = self.state
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    return .empty()
  }

  func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
    let fromShotEvent = Mutations.stream(self.shotEvent).flatMap { [weak self] event in
      self?.mutation(from: event) ?? .empty()
    }
    return Mutations.of(mutation, fromShotEvent).merge()
  }

  func mutation(from event: Shot.Event) -> Mutations<Mutation> {
    return .empty()
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setReacted(let isReacted):
      state.isReacted = isReacted
      return state

    case .setCanToggleReaction(let canToggleReaction):
      state.canToggleReaction = canToggleReaction
      return state

    case .setCount(let count):
      state.count = count
      return state
    }
  }
}
