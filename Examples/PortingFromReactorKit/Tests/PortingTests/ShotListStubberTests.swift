import Foundation
import ReactorCore
import Synchronization
import Testing

@testable import ShotList

/// Drrrible's ShotListViewReactorSpec for "load more", with the stub written as Stubber writes
/// it: a plain class any thread may call, its calls and answers under a lock. The two actions go
/// back to back, with nothing between them, as in the spec. The stub answers inside `send`
/// because the package sets `NonisolatedNonsendingByDefault` (Package.swift).
@MainActor
struct ShotListStubberTests {
  let shotService: LockedStubShotService
  let reactor: ShotListViewReactor

  init() {
    shotService = LockedStubShotService()
    reactor = ShotListViewReactor(
      shotService: shotService,
      shotCellReactorFactory: ShotCellReactor.init
    )
  }

  /// The shots the list shows, by id.
  private var shownShotIDs: [Int] {
    reactor.currentState.sections[0].items.map { item in
      guard case .shotTile(let cellReactor) = item else { return -1 }
      return cellReactor.shot.id
    }
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

  @Test func whenReceivesARefreshActionItSetsNextURL() {
    let nextURL = URL(string: "https://example.com")!
    Stubber.register(shotService.shotsStub) { _ in
      List<Shot>(items: [ShotFixture.shot1], nextURL: nextURL)
    }
    reactor.send(.refresh)
    #expect(reactor.currentState.nextURL == nextURL)
  }

  @Test func whenReceivesALoadMoreActionItFetchesANextPage() throws {
    receiveALoadMoreAction()
    let executions = Stubber.executions(shotService.shotsStub)
    try #require(executions.count == 2)
    #expect(executions[0].arguments == Paging.refresh)
    #expect(executions[1].arguments == Paging.next(URL(string: "https://example.com?page=1")!))
  }

  @Test func whenReceivesALoadMoreActionItShowsBothPages() {
    receiveALoadMoreAction()
    #expect(shownShotIDs == [1, 2])
    #expect(reactor.currentState.nextURL == URL(string: "https://example.com?page=2"))
  }
}

/// Drrrible's StubShotService as Stubber makes it: not on any actor, `Sendable`, each method
/// answering through a `LockedStubbedMethod`. Its plain `async` method runs on its caller's
/// actor, the reactor's, so an answer given at once comes back without a hop.
final class LockedStubShotService: ShotServiceType {
  let shotsStub = LockedStubbedMethod<Paging, List<Shot>> { _ in List(items: []) }

  func shots(paging: Paging) async throws -> List<Shot> {
    try await shotsStub.invoke(paging)
  }
}

/// One method of a stub that any thread may call, as Stubber's are: the calls it received and
/// the answer the spec registered are kept under a `Mutex`, and the answer is a stored closure,
/// which runs on its caller's actor too.
final class LockedStubbedMethod<Arguments: Sendable, Result: Sendable>: Sendable {
  /// One call, with what it was given; Stubber's `Execution`.
  struct Execution: Sendable {
    var arguments: Arguments
  }

  private struct Record {
    var answer: @Sendable (Arguments) async throws -> Result
    var executions: [Execution] = []
  }

  private let record: Mutex<Record>

  init(default answer: @escaping @Sendable (Arguments) async throws -> Result) {
    record = Mutex(Record(answer: answer))
  }

  var executions: [Execution] {
    record.withLock { $0.executions }
  }

  func register(_ answer: @escaping @Sendable (Arguments) async throws -> Result) {
    record.withLock { $0.answer = answer }
  }

  /// Records the call, then answers, outside the lock; Stubber's `invoke`.
  func invoke(_ arguments: Arguments) async throws -> Result {
    let answer = record.withLock { record in
      record.executions.append(Execution(arguments: arguments))
      return record.answer
    }
    return try await answer(arguments)
  }
}

/// `register` and `executions` for a locked stub's method, so the spec reads as Drrrible's.
extension Stubber {
  static func register<Arguments, Result>(
    _ method: LockedStubbedMethod<Arguments, Result>,
    _ answer: @escaping @Sendable (Arguments) async throws -> Result
  ) {
    method.register(answer)
  }

  static func executions<Arguments, Result>(
    _ method: LockedStubbedMethod<Arguments, Result>
  ) -> [LockedStubbedMethod<Arguments, Result>.Execution] {
    method.executions
  }
}
