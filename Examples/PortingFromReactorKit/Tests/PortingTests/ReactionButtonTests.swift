import ReactorCore
import Synchronization
import Testing

@testable import ReactionButton

/// A spec for Drrrible's like button, which has none, written in the Quick style of its other
/// specs: `beforeEach` is `init`, and each expectation follows the action or event at once, as
/// `Shot.event`, a `PublishSubject`, delivers synchronously.
@MainActor
struct ReactionButtonTests {
  let shotEvent: PublishSubject<Shot.Event>
  let shotService: StubReactionShotService
  let analytics: StubAnalytics
  let reactor: ShotViewReactionLikeButtonViewReactor

  init() {
    shotEvent = PublishSubject()
    shotService = StubReactionShotService(shotEvent: shotEvent)
    analytics = StubAnalytics()
    reactor = ShotViewReactionLikeButtonViewReactor(
      shot: Shot(id: 1, likeCount: 149, isLiked: false),
      shotService: shotService,
      analytics: analytics,
      shotEvent: shotEvent
    )
  }

  @Test func anInitialStateIsNotReacted() {
    #expect(reactor.currentState.isReacted == false)
    #expect(reactor.currentState.canToggleReaction == true)
    #expect(reactor.currentState.count == 149)
  }

  @Test func whenTogglesTheReactionItLikesTheShot() {
    reactor.send(.toggleReaction)
    #expect(analytics.events == [.likeShot(shotID: 1)])
    #expect(Stubber.executions(shotService.likeStub).count == 1)
    #expect(shotService.publishedEvents == [.updateLiked(id: 1, isLiked: true), .increaseLikeCount(id: 1)])
    #expect(reactor.currentState.isReacted == true)
    #expect(reactor.currentState.count == 150)
  }

  @Test func whenTogglesTheReactionAgainItUnlikesTheShot() {
    reactor.send(.toggleReaction)
    reactor.send(.toggleReaction)
    #expect(analytics.events == [.likeShot(shotID: 1), .unlikeShot(shotID: 1)])
    #expect(Stubber.executions(shotService.likeStub).count == 1)
    #expect(Stubber.executions(shotService.unlikeStub).count == 1)
    #expect(reactor.currentState.isReacted == false)
    #expect(reactor.currentState.count == 149)
  }

  @Test func whenReceivesAnEventOfAnotherShotItIgnoresIt() {
    shotEvent.onNext(.updateLiked(id: 2, isLiked: true))
    shotEvent.onNext(.increaseLikeCount(id: 2))
    #expect(reactor.currentState.isReacted == false)
    #expect(reactor.currentState.count == 149)
  }

  /// `_ = self.state` in `init` subscribes to the events before anything observes the button.
  @Test func whenReceivesAnEventRightAfterInitItDoesNotLoseIt() {
    let reactor = ShotViewReactionLikeButtonViewReactor(
      shot: Shot(id: 3, likeCount: 10, isLiked: nil),
      shotService: shotService,
      analytics: analytics,
      shotEvent: shotEvent
    )
    shotEvent.onNext(.updateLiked(id: 3, isLiked: true))
    #expect(reactor.currentState.isReacted == true)
    #expect(reactor.currentState.canToggleReaction == true)
  }
}

/// The shot service's like and unlike, recorded, and sending on the subject what Drrrible's
/// `ShotService` sends before its request (the request itself answers at once).
@MainActor
final class StubReactionShotService: ShotServiceType {
  let shotEvent: PublishSubject<Shot.Event>
  let likeStub = StubbedMethod<Int, Void> { _ in }
  let unlikeStub = StubbedMethod<Int, Void> { _ in }
  /// What it sent on the subject, in order.
  private(set) var publishedEvents: [Shot.Event] = []

  init(shotEvent: PublishSubject<Shot.Event>) {
    self.shotEvent = shotEvent
  }

  // `@MainActor` again on the method: with `NonisolatedNonsendingByDefault`, a method that
  // implements a protocol's plain `async` one takes the caller's isolation, not the class's
  // (swiftlang/swift#86944).
  @MainActor
  func like(shotID: Int) async throws {
    publish(.updateLiked(id: shotID, isLiked: true))
    publish(.increaseLikeCount(id: shotID))
    try await likeStub.invoke(shotID)
  }

  @MainActor
  func unlike(shotID: Int) async throws {
    publish(.updateLiked(id: shotID, isLiked: false))
    publish(.decreaseLikeCount(id: shotID))
    try await unlikeStub.invoke(shotID)
  }

  private func publish(_ event: Shot.Event) {
    publishedEvents.append(event)
    shotEvent.onNext(event)
  }
}

/// Drrrible's `StubAnalytics`: the events logged, in order. `log` is synchronous and may be
/// called from anywhere, so the list is under a lock.
final class StubAnalytics: DrrribleAnalytics {
  private let logged = Mutex<[AnalyticsEvent]>([])

  var events: [AnalyticsEvent] { logged.withLock { $0 } }

  func log(_ event: AnalyticsEvent) {
    logged.withLock { $0.append(event) }
  }
}
