import ReactorCore

/// Ports ReactorKit's refresh guard on a detail screen: `refresh` is ignored while one runs, and
/// a spinner goes on and off around the request. In ReactorKit: `guard !currentState.isRefreshing`,
/// then `.concat([.just(.setRefreshing(true)), service.detail(id).map(Mutation.setDetail), …])`.
final class DetailReactor: Reactor {
  enum Action: Equatable, Sendable {
    case refresh
  }

  enum Mutation: Sendable {
    case setRefreshing(Bool)
    case setDetail(Detail)
  }

  struct State: Equatable {
    var detail: Detail?
    var isRefreshing = false
  }

  let initialState = State()
  let runtime = Runtime()
  private let id: Int
  private let service: any DetailService
  private let recoversFromErrors: Bool

  /// - Parameter recoversFromErrors: false for ReactorKit's form, where a failed request ends the
  ///   concat and the spinner stays on (and the guard refuses every later refresh); true for the
  ///   form with `.catch { _ in .empty() }` on the request, which lets the closing part run.
  init(id: Int, service: any DetailService, recoversFromErrors: Bool = false) {
    self.id = id
    self.service = service
    self.recoversFromErrors = recoversFromErrors
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .refresh:
      guard !currentState.isRefreshing else { return .empty() }
      let request: Mutations<Mutation> = .task { [service, id] in try await service.detail(id) }
        .map(Mutation.setDetail)
      return .concat(
        .just(.setRefreshing(true)),
        recoversFromErrors ? request.catch { _ in .empty() } : request,
        .just(.setRefreshing(false))
      )
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setRefreshing(let isRefreshing):
      state.isRefreshing = isRefreshing
    case .setDetail(let detail):
      state.detail = detail
    }
    return state
  }

  /// The errors effects threw and no `.catch` handled, for the screen to show.
  private(set) var errors: [any Error] = []

  func handleError(_ error: any Error) {
    errors.append(error)
  }
}
