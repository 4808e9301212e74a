import ReactorCore
import ReactorTesting
import Synchronization
import Testing

@testable import Detail

@MainActor
struct DetailTests {
  @Test func aRefreshShowsTheSpinnerAroundTheRequest() async {
    let tester = ReactorTester(DetailReactor(id: 7, service: FakeDetailService(fails: false)))
    tester.send(.refresh)
    tester.expect { $0.isRefreshing = true }
    await tester.receive({ $0.detail = Detail(id: 7, title: "Detail 7") }, { $0.isRefreshing = false })
  }

  @Test func aRefreshUnderWayIsNotStartedAgain() async {
    let service = FakeDetailService(fails: false)
    let tester = ReactorTester(DetailReactor(id: 7, service: service))
    tester.send(.refresh)
    tester.send(.refresh)
    tester.expect { $0.isRefreshing = true }
    await tester.receive({ $0.detail = Detail(id: 7, title: "Detail 7") }, { $0.isRefreshing = false })
    #expect(service.requests == 1)
  }

  /// ReactorKit's form: the failed request ends the concat, `setRefreshing(false)` never runs, the
  /// error reaches `handleError`, and the guard refuses every refresh after.
  @Test func aFailedRequestEndsTheConcatAndTheSpinnerStaysOn() async {
    let service = FakeDetailService(fails: true)
    let reactor = DetailReactor(id: 7, service: service)
    let tester = ReactorTester(reactor)

    tester.send(.refresh)
    tester.expect { $0.isRefreshing = true }
    await tester.drain()
    tester.expectNoMoreStates()
    #expect(tester.states.map(\.isRefreshing) == [false, true])
    #expect(reactor.errors.map { $0 as? DetailFailure } == [DetailFailure(id: 7)])

    tester.send(.refresh)
    await tester.drain()
    tester.expectNoMoreStates()
    #expect(service.requests == 1)
  }

  /// `.catch { _ in .empty() }` on the request: the concat goes on, and the spinner goes off.
  @Test func aCaughtErrorLetsTheClosingPartRun() async {
    let service = FakeDetailService(fails: true)
    let reactor = DetailReactor(id: 7, service: service, recoversFromErrors: true)
    let tester = ReactorTester(reactor)

    tester.send(.refresh)
    tester.expect { $0.isRefreshing = true }
    await tester.receive { $0.isRefreshing = false }
    #expect(tester.states.map(\.isRefreshing) == [false, true, false])
    #expect(reactor.errors.isEmpty)

    tester.send(.refresh)
    tester.expect { $0.isRefreshing = true }
    await tester.receive { $0.isRefreshing = false }
    #expect(service.requests == 2)
  }
}

struct DetailFailure: Error, Equatable {
  var id: Int
}

/// Answers with a detail made from the id, or throws.
final class FakeDetailService: DetailService {
  let fails: Bool
  private let count = Mutex(0)

  init(fails: Bool) {
    self.fails = fails
  }

  /// How many requests were made.
  var requests: Int { count.withLock { $0 } }

  func detail(_ id: Int) async throws -> Detail {
    count.withLock { $0 += 1 }
    if fails { throw DetailFailure(id: id) }
    return Detail(id: id, title: "Detail \(id)")
  }
}
