import Foundation
import ReactorCore
import ReactorTesting
import Testing

@testable import ShotList

/// Drrrible's ShotListViewReactorSpec, line by line: Quick's `beforeEach` is `init` (and
/// `receiveALoadMoreAction()` for the nested one), each `it` a test named after its context.
@MainActor
struct ShotListTests {
  let shotService: StubShotService
  let reactor: ShotListViewReactor

  init() {
    shotService = StubShotService()
    reactor = ShotListViewReactor(
      shotService: shotService,
      shotCellReactorFactory: ShotCellReactor.init
    )
  }

  @Test func anInitialStateIsNotRefreshing() {
    #expect(reactor.currentState.isRefreshing == false)
  }

  @Test func anInitialStateIsNotLoading() {
    #expect(reactor.currentState.isLoading == false)
  }

  @Test func anInitialStateHasNoNextPage() {
    #expect(reactor.currentState.nextURL == nil)
  }

  @Test func anInitialStateHasNoItems() {
    #expect(reactor.currentState.sections[0].items.count == 0)
  }

  @Test func whenReceivesARefreshActionItFetchesShots() throws {
    reactor.send(.refresh)
    // `try #require` where Nimble's `expect(…count) == 1` went on: `[0]` of an empty array traps.
    try #require(Stubber.executions(shotService.shotsStub).count == 1)
    #expect(Stubber.executions(shotService.shotsStub)[0].arguments == Paging.refresh)
  }

  @Test func whenReceivesARefreshActionItSetsNextURL() {
    let nextURL = URL(string: "https://example.com")!
    Stubber.register(shotService.shotsStub) { _ in
      let shots = [ShotFixture.shot1, ShotFixture.shot2]
      return List<Shot>(items: shots, nextURL: nextURL)
    }
    reactor.send(.refresh)
    #expect(reactor.currentState.nextURL == nextURL)
  }

  /// The nested `beforeEach` of "when receives a load more action".
  private func receiveALoadMoreAction() {
    Stubber.register(shotService.shotsStub) { paging in
      switch paging {
      case .refresh:
        let shots = [ShotFixture.shot1]
        let nextURL = URL(string: "https://example.com?page=1")!
        return List<Shot>(items: shots, nextURL: nextURL)

      case .next:
        let shots = [ShotFixture.shot2]
        let nextURL = URL(string: "https://example.com?page=2")!
        return List<Shot>(items: shots, nextURL: nextURL)
      }
    }
    reactor.send(.refresh)  // in order to set next url
    reactor.send(.loadMore)
  }

  @Test func whenReceivesALoadMoreActionItFetchesANextPage() throws {
    receiveALoadMoreAction()
    try #require(Stubber.executions(shotService.shotsStub).count == 2)
    #expect(
      Stubber.executions(shotService.shotsStub)[1].arguments
        == Paging.next(URL(string: "https://example.com?page=1")!))
  }

  @Test func whenReceivesALoadMoreActionItSetsNextURL() {
    receiveALoadMoreAction()
    #expect(reactor.currentState.nextURL == URL(string: "https://example.com?page=2"))
  }
}

/// On the main actor, where the effect that calls it starts: it answers inside `send`.
@MainActor
final class StubShotService: ShotServiceType {
  let shotsStub = StubbedMethod<Paging, List<Shot>> { _ in List(items: []) }

  func shots(paging: Paging) async throws -> List<Shot> {
    try await shotsStub.invoke(paging)
  }
}

/// Drrrible's `ShotFixture`, without the JSON: the two shots the spec loads.
enum ShotFixture {
  static let shot1 = Shot(
    id: 1, title: "title1", imageURLs: ShotImageURLs(normal: URL(string: "https://example.com/shot1.png")!),
    isAnimatedImage: false)
  static let shot2 = Shot(
    id: 2, title: "title2", imageURLs: ShotImageURLs(normal: URL(string: "https://example.com/shot2.png")!),
    isAnimatedImage: false)
}
