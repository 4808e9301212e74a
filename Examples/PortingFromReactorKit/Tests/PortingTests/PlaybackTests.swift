import ReactorCore
import Testing

@testable import Playback

/// The player calls back on the main actor, and each position is on screen before that call
/// returns, as with an Rx observer's `onNext`.
@MainActor
struct PlaybackTests {
  let playerService: StubPlayerService
  let reactor: PlaybackReactor

  init() {
    playerService = StubPlayerService()
    reactor = PlaybackReactor(playerService: playerService)
  }

  @Test func eachPositionIsShownBeforeThePlayersCallReturns() {
    var positions: [Int] = []
    let subscription = reactor.observe(\.position) { positions.append($0) }
    defer { subscription.cancel() }
    reactor.send(.startObserving)

    playerService.progress(to: 10)
    #expect(positions == [0, 10])
    playerService.progress(to: 20)
    #expect(positions == [0, 10, 20])
  }

  @Test func afterStopObservingAPositionChangesNothing() {
    reactor.send(.startObserving)
    playerService.progress(to: 10)
    reactor.send(.stopObserving)

    playerService.progress(to: 20)
    #expect(reactor.currentState.position == 10)
  }

  /// The body's wait ends with its effect, whether the effect was cancelled before the wait
  /// began or during it.
  @Test(.timeLimit(.minutes(1))) func waitUntilCancelledReturnsOnceCancelled() async {
    let cancelledFirst = Task { await waitUntilCancelled() }
    cancelledFirst.cancel()
    await cancelledFirst.value

    let cancelledWhileWaiting = Task.immediate { await waitUntilCancelled() }
    cancelledWhileWaiting.cancel()
    await cancelledWhileWaiting.value
  }
}

/// A player that moves when the test says so, calling back as the app's does.
@MainActor
final class StubPlayerService: PlayerServiceType {
  var onProgress: (@MainActor (Int) -> Void)?

  func progress(to position: Int) {
    onProgress?(position)
  }
}
