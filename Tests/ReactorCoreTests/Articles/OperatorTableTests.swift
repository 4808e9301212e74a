import Clocks
import Foundation
import ReactorCore
import ReactorTesting
import Testing

// Every row of the operator table in "Coming from ReactorKit": each test runs the code of its
// row exactly as the row shows it, and `everyRowOfTheTableIsRunHere` checks that none is
// missing.
enum OperatorTable {
  enum Mutation: Equatable, Sendable {
    case setLoading(Bool)
    case setError(String)
    case setRepos([String])
    case value(Int)

    init(_ event: String) {
      self = .setRepos([event])
    }
  }

  struct State: Equatable, Sendable {
    var reduced: [Mutation] = []
    var value = 0
    var isLoading = false
    @Pulse var alertMessage: String?
  }

  enum Action: Equatable, Sendable {
    case increase
    case alert(String)
    case updateQuery

    var isUpdateQuery: Bool { self == .updateQuery }
  }

  /// ReactorKit's `take(until:)` row, in a reactor's `mutate` as the row writes it.
  final class SearchRowReactor: Reactor {
    let initialState = State()
    let runtime = ReactorRuntime<Action, Mutation, State>()
    let clock: TestClock<Duration>

    init(clock: TestClock<Duration>) {
      self.clock = clock
      effectExecutor = TestEffectExecutor()
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      guard action == .increase else { return .just(.setLoading(false)) }
      return Mutations<Mutation>.just(.value(1)).delay(for: .seconds(1), clock: clock)
        .take(until: self.action.filter(isUpdateQueryAction))
    }

    private func isUpdateQueryAction(_ action: Action) -> Bool {
      action.isUpdateQuery
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      state.reduced.append(mutation)
      return state
    }
  }

  final class RowReactor: Reactor {
    let initialState = OperatorTable.State()
    let runtime = ReactorRuntime<Action, Mutation, State>()
    let rows: @MainActor (Action, RowReactor) -> Mutations<Mutation>
    let mutationHook: (@MainActor (Mutations<Mutation>) -> Mutations<Mutation>)?

    init(
      _ rows: @escaping @MainActor (Action, RowReactor) -> Mutations<Mutation>,
      transformMutation: (@MainActor (Mutations<Mutation>) -> Mutations<Mutation>)? = nil
    ) {
      self.rows = rows
      mutationHook = transformMutation
      effectExecutor = TestEffectExecutor()
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      if case .alert(let message) = action { return .just(.setError(message)) }
      return rows(action, self)
    }

    func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
      mutationHook?(mutation) ?? mutation
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      state.reduced.append(mutation)
      if case .value(let value) = mutation { state.value = value }
      if case .setError(let message) = mutation { state.alertMessage = message }
      return state
    }
  }

  /// A reactor whose stream form of `transform(state:)` merges `changes` into its states.
  final class StateHookReactor: Reactor {
    typealias Action = OperatorTable.Action
    let initialState = State()
    let runtime = ReactorRuntime<Action, Action, State>()
    let changes: Mutations<State>

    init(_ changes: Mutations<State>) {
      self.changes = changes
    }

    func transform(state: Mutations<State>) -> Mutations<State> {
      .merge(state, changes)
    }
  }

  struct Service: Sendable {
    let events: AsyncStream<String>

    func save(_ draft: String) async throws -> Bool {
      !draft.isEmpty
    }

    func search(_ query: String) async throws -> [String] {
      guard !query.isEmpty else { throw Boom() }
      return [query]
    }
  }

  final class Label {
    var text = ""
  }
}

@MainActor
struct OperatorTableTests {
  typealias Mutation = OperatorTable.Mutation
  let a = Mutations<Mutation>.just(.value(1))
  let b = Mutations<Mutation>.just(.value(2))
  let c = Mutations<Mutation>.just(.value(3))
  let rest = Mutations<Mutation>.just(.setLoading(false))
  let x = Mutation.value(7)

  func reduced(by mutations: Mutations<Mutation>) async -> [Mutation] {
    let reactor = OperatorTable.RowReactor { _, _ in mutations }
    reactor.send(.increase)
    await drainMainActor(until: { reactor.isIdle })
    return reactor.currentState.reduced
  }

  @Test func just() async {
    let mutations: Mutations<Mutation> = .just(.setLoading(true))
    #expect(await reduced(by: mutations) == [.setLoading(true)])
  }

  @Test func concat() async {
    let mutations: Mutations<Mutation> = .concat(a, b, c)
    #expect(await reduced(by: mutations) == [.value(1), .value(2), .value(3)])
  }

  @Test func merge() async {
    let mutations: Mutations<Mutation> = .merge(a, b)
    #expect(await reduced(by: mutations) == [.value(1), .value(2)])
  }

  @Test func empty() async {
    #expect(await reduced(by: Mutations<Mutation>.empty()).isEmpty)
    #expect(await reduced(by: Mutations<Mutation>.empty()).isEmpty)
  }

  @Test func run() async {
    let x = self.x
    let mutations: Mutations<Mutation> = .run { send in send(x) }
    #expect(await reduced(by: mutations) == [.value(7)])
  }

  @Test func deferredRunsWhenItsTurnInAConcatComes() async {
    let reactor = OperatorTable.RowReactor { _, reactor in
      .concat(.just(.value(1)), .deferred { .just(.value(reactor.currentState.reduced.count)) })
    }
    reactor.send(.increase)
    #expect(reactor.currentState.reduced == [.value(1), .value(1)])
  }

  @Test func task() async {
    let service = OperatorTable.Service(events: AsyncStream { $0.finish() })
    let q = "swift"
    let mutations: Mutations<Mutation> =
      .task { [service] in try await service.search(q) }.map(Mutation.setRepos)
    #expect(await reduced(by: mutations) == [.setRepos(["swift"])])
  }

  @Test func flatMap() async {
    let service = OperatorTable.Service(events: AsyncStream { $0.finish() })
    let (a, b) = (self.a, self.b)
    for draft in ["saved", ""] {
      let mutations: Mutations<Mutation> =
        .task { [service] in try await service.save(draft) }.flatMap { $0 ? .concat(a, b) : .empty() }
      #expect(await reduced(by: mutations) == (draft.isEmpty ? [] : [.value(1), .value(2)]))
    }
  }

  @Test func skip() async {
    let (a, b, c) = (self.a, self.b, self.c)
    let mutations = Mutations<Mutation>.concat(a, b, c).skip(1)
    #expect(await reduced(by: mutations) == [.value(2), .value(3)])
  }

  @Test func childStateMergedInTransformState() {
    let rows = [OperatorTable.RowReactor { _, _ in .just(.value(1)) }]
    struct Parent: Sendable { let rows: [OperatorTable.RowReactor] }
    let state = Mutations<Parent>.just(Parent(rows: rows))
    let changes: Mutations<OperatorTable.State> = state.flatMap { state in
      Mutations.merge(state.rows.map { $0.state.skip(1) })
    }
    let reactor = OperatorTable.StateHookReactor(changes)
    var observed = 0
    reactor.observe { _ in observed += 1 }
    rows[0].send(.increase)
    #expect(observed == 2)
    #expect(reactor.currentState.value == 1)
  }

  @Test func takeUntil() async {
    let clock = TestClock()
    let reactor = OperatorTable.SearchRowReactor(clock: clock)
    reactor.send(.increase)
    reactor.send(.updateQuery)
    await advance(clock, by: .seconds(1))
    #expect(reactor.currentState.reduced == [.setLoading(false)])
  }

  @Test func delay() async {
    let clock = TestClock()
    let reactor = OperatorTable.RowReactor { _, _ in
      Mutations<Mutation>.just(.value(1)).delay(for: .milliseconds(500), clock: clock)
    }
    reactor.send(.increase)
    await advance(clock, by: .milliseconds(499))
    #expect(reactor.currentState.reduced.isEmpty)
    await advance(clock, by: .milliseconds(1))
    #expect(reactor.currentState.reduced == [.value(1)])
  }

  @Test func `catch`() async {
    let mutations = Mutations<Mutation>.task { throw Boom() }.catch { .just(.setError("\($0)")) }
    #expect(await reduced(by: mutations) == [.setError("Boom()")])
  }

  @Test func startWith() async {
    let rest = self.rest
    let mutations: Mutations<Mutation> = rest.startWith(.setLoading(true))
    #expect(await reduced(by: mutations) == [.setLoading(true), .setLoading(false)])
  }

  @Test func flatMapLatest() async {
    let clock = TestClock()
    var query = 0
    let reactor = OperatorTable.RowReactor { _, _ in
      query += 1
      return Mutations<Mutation>.just(.value(query)).delay(for: .seconds(1), clock: clock)
        .cancellable(id: "search", cancelInFlight: true)
    }
    reactor.send(.increase)
    reactor.send(.increase)
    await advance(clock, by: .seconds(1))
    #expect(reactor.currentState.reduced == [.value(2)])
  }

  @Test func streamMergedInTransformMutation() async {
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let service = OperatorTable.Service(events: events)
    let reactor = OperatorTable.RowReactor(
      { _, _ in .empty() },
      transformMutation: { mutation in
        .merge(mutation, .stream(service.events, Mutation.init))
      })
    _ = reactor.currentState
    continuation.yield("saved")
    await drainMainActor(until: { !reactor.currentState.reduced.isEmpty })
    #expect(reactor.currentState.reduced == [.setRepos(["saved"])])
  }

  @Test func send() {
    let reactor = OperatorTable.RowReactor { _, _ in .just(.value(1)) }
    reactor.send(.increase)
    #expect(reactor.currentState.reduced == [.value(1)])
  }

  @Test func sendAnAsyncSequence() async {
    let reactor = OperatorTable.RowReactor { _, _ in .just(.value(1)) }
    let events = AsyncStream<OperatorTable.Action> {
      $0.yield(.increase)
      $0.finish()
    }
    let bag = Bag()
    events.send(to: reactor).store(in: bag)
    await drainMainActor(until: { !reactor.currentState.reduced.isEmpty })
    #expect(reactor.currentState.reduced == [.value(1)])
  }

  @Test func observeAKeyPath() {
    let reactor = OperatorTable.RowReactor { _, _ in .just(.value(1)) }
    let label = OperatorTable.Label()
    reactor.observe(\.value) { label.text = "\($0)" }
    reactor.send(.increase)
    #expect(label.text == "1")
  }

  @Test func observeAndStates() async {
    let reactor = OperatorTable.RowReactor { _, _ in .just(.value(1)) }
    var observed: [Int] = []
    reactor.observe { observed.append($0.reduced.count) }
    var states = reactor.states.makeAsyncIterator()
    #expect(await states.next()?.reduced.count == 0)
    reactor.send(.increase)
    #expect(await states.next()?.reduced.count == 1)
    #expect(observed == [0, 1])
  }

  @Test func pulse() {
    let reactor = OperatorTable.RowReactor { _, _ in .empty() }
    var alert: String?
    reactor.pulse(\.$alertMessage) { alert = $0 }
    reactor.send(.alert("saved"))
    #expect(alert == "saved")
  }

  @Test func stub() {
    let reactor = OperatorTable.RowReactor { _, _ in .just(.value(1)) }
    reactor.isStubEnabled = true
    let s = OperatorTable.State(value: 3)
    reactor.stub.state.value = s
    reactor.send(.increase)
    #expect(reactor.currentState.value == 3)
    #expect(reactor.stub.actions.last == .increase)
    reactor.stub.state.isLoading = true
    #expect(reactor.currentState.isLoading)
  }

  @Test func bagAndStore() {
    let reactor = OperatorTable.RowReactor { _, _ in .just(.value(1)) }
    var bag: Bag? = Bag()
    var seen = 0
    if let bag {
      reactor.observe { _ in seen += 1 }.store(in: bag)
    }
    bag = nil
    reactor.send(.increase)
    #expect(seen == 1)
  }

  @Test func aViewKeepsItsBindingsInABag() {
    let bag = Bag()
    let reactor = OperatorTable.RowReactor { _, _ in .just(.value(1)) }
    var seen = 0
    reactor.observe { _ in seen += 1 }.store(in: bag)
    reactor.send(.increase)
    #expect(seen == 2)
  }
}
