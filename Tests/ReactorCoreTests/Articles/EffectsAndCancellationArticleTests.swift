import Clocks
import ReactorCore
import ReactorTesting
import Testing

// The code of the article "Effects and cancellation" (ReactorCore.docc).
enum EffectsAndCancellation {
  struct SearchFailed: Error {}

  final class SearchReactor: Reactor {
    enum Action: Sendable {
      case updateQuery(String)
      case searchAgain
      case startTimer
      case stopTimer

      var isUpdateQuery: Bool {
        if case .updateQuery = self { true } else { false }
      }
    }

    enum Mutation: Sendable {
      case setQuery(String)
      case setResults([String])
      case setMessage(String?)
      case tick
    }

    struct State: Equatable {
      var query = ""
      var results: [String] = []
      var isLoading = false
      var message: String?
      var seconds = 0
    }

    enum EffectID: Hashable, Sendable {
      case timer
    }

    let initialState = State()
    let runtime = Runtime()
    private let search: @Sendable (String) async throws -> [String]
    private let clock: any Clock<Duration>
    private(set) var errors: [String] = []

    init(search: @escaping @Sendable (String) async throws -> [String], clock: any Clock<Duration>) {
      self.search = search
      self.clock = clock
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      switch action {
      case .updateQuery(let query):
        return .concat(
          .just(.setQuery(query)),
          .task { [search] in .setResults(try await search(query)) }
            .catch { _ in .just(.setMessage("the search failed; try again")) }
            .take(until: self.action.filter(\.isUpdateQuery))
        )
      case .searchAgain:
        let query = currentState.query
        return .task { [search] in .setResults(try await search(query)) }
      case .startTimer:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            send(.tick)
          }
        }
        .cancellable(id: EffectID.timer, cancelInFlight: true)
      case .stopTimer:
        return .cancel(id: EffectID.timer)
      }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .setQuery(let query):
        state.query = query
        state.isLoading = true
        state.message = nil
      case .setResults(let results):
        state.results = results
        state.isLoading = false
      case .setMessage(let message):
        state.message = message
        state.isLoading = false
      case .tick: state.seconds += 1
      }
      return state
    }

    func handleError(_ error: any Error) {
      errors.append("\(error)")
    }
  }
}

/// A search that waits on the test's clock, so the test decides when each answer arrives.
private struct SlowSearch: Sendable {
  let clock: TestClock<Duration>

  func callAsFunction(_ query: String) async throws -> [String] {
    try await clock.sleep(for: .seconds(query == "swift" ? 2 : 1))
    if query == "fail" { throw EffectsAndCancellation.SearchFailed() }
    return ["\(query) 1", "\(query) 2"]
  }
}

@MainActor
struct EffectsAndCancellationArticleTests {
  typealias SearchReactor = EffectsAndCancellation.SearchReactor

  /// Searches for "fail" and checks that the failure ends loading with a message.
  private func searchAndFail(_ tester: ReactorTester<SearchReactor>, clock: TestClock<Duration>) async {
    tester.send(.updateQuery("fail"))
    tester.expect {
      $0.query = "fail"; $0.isLoading = true
    }
    await tester.advance(clock, by: .seconds(1))
    tester.expect {
      $0.message = "the search failed; try again"; $0.isLoading = false
    }
  }

  @Test func aNewQueryEndsTheOldRequestAndItsAnswerNeverArrives() async {
    let clock = TestClock()
    let reactor = SearchReactor(search: SlowSearch(clock: clock).callAsFunction, clock: clock)
    let tester = ReactorTester(reactor)

    tester.send(.updateQuery("swift"))
    tester.expect {
      $0.query = "swift"; $0.isLoading = true
    }
    await tester.drain()
    tester.send(.updateQuery("rx"))
    tester.expect { $0.query = "rx" }
    await tester.advance(clock, by: .seconds(1))
    tester.expect {
      $0.results = ["rx 1", "rx 2"]; $0.isLoading = false
    }
    // The request for "swift" would have answered now; it was cancelled.
    await tester.advance(clock, by: .seconds(1))
    tester.expectNoMoreStates()
  }

  @Test func aFailureBecomesAMessageThroughCatch() async {
    let clock = TestClock()
    let tester = ReactorTester(SearchReactor(search: SlowSearch(clock: clock).callAsFunction, clock: clock))

    await searchAndFail(tester, clock: clock)
    #expect(tester.reactor.errors.isEmpty)
  }

  @Test func withoutCatchTheErrorReachesHandleErrorAndTheReactorGoesOn() async {
    let clock = TestClock()
    let tester = ReactorTester(SearchReactor(search: SlowSearch(clock: clock).callAsFunction, clock: clock))
    await searchAndFail(tester, clock: clock)

    tester.send(.searchAgain)
    await tester.advance(clock, by: .seconds(1))
    #expect(tester.reactor.errors == ["SearchFailed()"])
    tester.send(.updateQuery("rx"))
    await tester.advance(clock, by: .seconds(1))
    tester.expect(
      {
        $0.query = "rx"; $0.isLoading = true; $0.message = nil
      },
      {
        $0.results = ["rx 1", "rx 2"]; $0.isLoading = false
      })
  }

  @Test func stoppingTheTimerCancelsIt() async {
    let clock = TestClock()
    let tester = ReactorTester(SearchReactor(search: SlowSearch(clock: clock).callAsFunction, clock: clock))
    tester.send(.startTimer)
    await tester.advance(clock, by: .seconds(1))
    tester.expect { $0.seconds = 1 }

    tester.send(.stopTimer)
    await tester.advance(clock, by: .seconds(5))
    tester.expectNoMoreStates()
    #expect(tester.reactor.isIdle)
  }

  @Test func startingTheTimerAgainReplacesTheRunningOne() async {
    let clock = TestClock()
    let tester = ReactorTester(SearchReactor(search: SlowSearch(clock: clock).callAsFunction, clock: clock))

    tester.send(.startTimer)
    await tester.drain()
    tester.send(.startTimer)
    await tester.advance(clock, by: .seconds(1))
    tester.expect { $0.seconds = 1 }
    #expect(tester.reactor.runningEffects.count == 1)
    tester.send(.stopTimer)
    await tester.finish()
  }

  @Test func releasingTheReactorEndsItsEffects() async {
    let clock = TestClock()
    var reactor: SearchReactor? = SearchReactor(
      search: SlowSearch(clock: clock).callAsFunction, clock: clock)
    reactor?.effectExecutor = TestEffectExecutor()
    var seconds: [Int] = []
    let subscription = reactor?.observe(\.seconds) { seconds.append($0) }
    reactor?.send(.startTimer)
    await drainMainActor()
    weak var released: SearchReactor?
    released = reactor
    reactor = nil
    #expect(released == nil)

    await drainMainActor()
    await clock.advance(by: .seconds(3))
    await drainMainActor()
    #expect(seconds == [0])
    subscription?.cancel()
  }
}

// The article's timer that lives until it is cancelled.
extension EffectsAndCancellation {
  final class StopwatchReactor: Reactor {
    enum Action: Sendable {
      case start
      case stop
    }

    enum Mutation: Sendable {
      case tick
    }

    struct State: Equatable {
      var tenths = 0
    }

    let initialState = State()
    let runtime = Runtime()
    private let clock: any Clock<Duration>

    init(clock: any Clock<Duration>) {
      self.clock = clock
      effectExecutor = TestEffectExecutor()
    }

    enum TimerID: Hashable, Sendable { case running }

    func mutate(action: Action) -> Mutations<Mutation> {
      switch action {
      case .start:
        .run { [clock] send in
          while !Task.isCancelled {
            try await clock.sleep(for: .milliseconds(100))
            send(.tick)
          }
        }
        .cancellable(id: TimerID.running, cancelInFlight: true)
        .longLived()
      case .stop:
        .cancel(id: TimerID.running)
      }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      state.tenths += 1
      return state
    }
  }
}

@MainActor
struct LongLivedTimerArticleTests {
  /// The running timer leaves the reactor at rest, ticks on the test's clock, and the test may
  /// end with it running.
  @Test func aLongLivedTimerTicksWhileTheReactorIsAtRest() async {
    let clock = TestClock()
    let tester = ReactorTester(EffectsAndCancellation.StopwatchReactor(clock: clock))
    tester.send(.start)
    #expect(tester.reactor.isIdle)
    await tester.reactor.waitUntilIdle()
    // A step per tick: the timer sleeps again only once its tick is reduced.
    for tenths in 1...3 {
      await tester.advance(clock, by: .milliseconds(100))
      tester.expect { $0.tenths = tenths }
    }
    await tester.finish()
  }
}
