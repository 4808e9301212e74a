import Foundation
import ReactorCore

/// Ports Drrrible's ShotCellReactor: a cell that only shows its shot, so it takes no action.
final class ShotCellReactor: Reactor {
  typealias Action = NoAction

  struct State {
    var imageURL: URL
    var isAnimatedImage: Bool
  }

  let shot: Shot
  let initialState: State
  let runtime = Runtime()

  init(shot: Shot) {
    self.shot = shot
    self.initialState = State(
      imageURL: shot.imageURLs.normal,
      isAnimatedImage: shot.isAnimatedImage
    )
    _ = self.state
  }
}
