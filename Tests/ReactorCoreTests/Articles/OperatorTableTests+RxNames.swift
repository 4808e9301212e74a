import Clocks
import ReactorCore
import ReactorTesting
import Testing

// The rows of the operator table that keep RxSwift's names, each run as the row shows it.
extension OperatorTableTests {
  @Test func fromAndOf() async {
    let (a, b) = (Mutation.value(1), Mutation.value(2))
    #expect(await reduced(by: .from([a, b])) == [.value(1), .value(2)])
    #expect(await reduced(by: .of(a, b)) == [.value(1), .value(2)])
  }

  @Test func instanceConcat() async {
    let setLoading = Mutations<Mutation>.just(.setLoading(true))
    let setLoggedIn = Mutations<Mutation>.just(.value(1))
    #expect(await reduced(by: setLoading.concat(setLoggedIn)) == [.setLoading(true), .value(1)])
  }

  @Test func ofStreamsMerged() async {
    for isOf in [true, false] {
      let (events, continuation) = AsyncStream.makeStream(of: String.self)
      let service = OperatorTable.Service(events: events)
      let reactor = OperatorTable.RowReactor(
        { _, _ in .just(.value(1)) },
        transformMutation: { mutation in
          let events = Mutations.stream(service.events, Mutation.init)
          return isOf ? Mutations.of(mutation, events).merge() : .merge(mutation, events)
        })
      reactor.send(.increase)
      continuation.yield("saved")
      await drainMainActor(until: { reactor.currentState.reduced.count == 2 })
      #expect(reactor.currentState.reduced == [.value(1), .setRepos(["saved"])])
    }
  }

  @Test func catchAndReturn() async {
    let x = self.x
    let mutations = Mutations<Mutation>.task { throw Boom() }.catchAndReturn(x)
    #expect(await reduced(by: mutations) == [.value(7)])
  }

  @Test func doOnNextAndOnError() async {
    let log = Log()
    let mutations = Mutations<Mutation>.concat(.just(.value(1)), .task { throw Boom() })
      .do(onNext: { log.append("next \($0)") }, onError: { log.append("error \($0)") })
    #expect(await reduced(by: mutations) == [.value(1)])
    #expect(log.entries == ["next value(1)", "error Boom()"])
  }

  @Test func distinctUntilChanged() async {
    let (a, b) = (Mutation.value(1), Mutation.value(2))
    let mutations = Mutations<Mutation>.of(a, a, b, a).distinctUntilChanged()
    #expect(await reduced(by: mutations) == [.value(1), .value(2), .value(1)])
  }

  @Test func noActionAndReadingStateInInit() async {
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let reactor = OperatorTable.CellReactor(service: OperatorTable.Service(events: events))
    continuation.yield("liked")
    await drainMainActor(until: { !reactor.currentState.reduced.isEmpty })
    #expect(reactor.currentState.reduced == [.setRepos(["liked"])])
  }
}

extension OperatorTable {
  /// A cell as ReactorKit apps write one: no actions, started in `init` by reading `state`.
  final class CellReactor: Reactor {
    typealias Action = NoAction
    typealias Mutation = OperatorTable.Mutation
    let initialState = OperatorTable.State()
    let runtime = ReactorRuntime<Action, Mutation, OperatorTable.State>()
    let service: OperatorTable.Service

    init(service: OperatorTable.Service) {
      self.service = service
      _ = self.state
    }

    func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
      .merge(mutation, .stream(service.events, Mutation.init))
    }

    func reduce(state: OperatorTable.State, mutation: Mutation) -> OperatorTable.State {
      var state = state
      state.reduced.append(mutation)
      return state
    }
  }
}
