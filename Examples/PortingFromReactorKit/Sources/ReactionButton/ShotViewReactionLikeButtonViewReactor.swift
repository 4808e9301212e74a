import ReactorCore

/// Ports Drrrible's ShotViewReactionLikeButtonViewReactor: a toggle that only asks the service,
/// and shows what the service's events say (reacted, and the count one up or down).
final class ShotViewReactionLikeButtonViewReactor: ShotViewReactionButtonViewReactor {
  fileprivate let shotService: ShotServiceType
  fileprivate let analytics: DrrribleAnalytics

  init(
    shot: Shot,
    shotService: ShotServiceType,
    analytics: DrrribleAnalytics,
    shotEvent: PublishSubject<Shot.Event>
  ) {
    self.shotService = shotService
    self.analytics = analytics
    let initialState = State(
      shotID: shot.id,
      isReacted: shot.isLiked,
      canToggleReaction: shot.isLiked != nil,
      count: shot.likeCount
    )
    super.init(initialState: initialState, shotEvent: shotEvent)
  }

  override func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .toggleReaction:
      // ReactorKit: `_ = self.shotService.like(shotID: self.shotID).subscribe()`, a request that
      // is not the reactor's and outlives it. `Task.immediate` starts it now, as `subscribe()`
      // does, so the events the service sends before its request are reduced inside `send`.
      if self.currentState.isReacted != true {
        _ = Task.immediate { [shotService, shotID] in try await shotService.like(shotID: shotID) }
        self.analytics.log(.likeShot(shotID: self.shotID))
      } else {
        _ = Task.immediate { [shotService, shotID] in try await shotService.unlike(shotID: shotID) }
        self.analytics.log(.unlikeShot(shotID: self.shotID))
      }
      return .empty()
    }
  }

  override func mutation(from event: Shot.Event) -> Mutations<Mutation> {
    switch event {
    case .updateLiked(let id, let isLiked):
      guard id == self.shotID else { return .empty() }
      return Mutations.from([.setReacted(isLiked), .setCanToggleReaction(true)])

    case .increaseLikeCount(let id):
      guard id == self.shotID else { return .empty() }
      return .just(.setCount(self.currentState.count + 1))

    case .decreaseLikeCount(let id):
      guard id == self.shotID else { return .empty() }
      return .just(.setCount(self.currentState.count - 1))
    }
  }
}
