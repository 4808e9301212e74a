import ReactorCore

/// Ports Drrrible's LoginViewReactor: a login that authorizes, then fetches the user, and turns
/// any failure into "not logged in". In ReactorKit: `setLoading.concat(setLoggedIn)`, where
/// `setLoggedIn` is `authorize().flatMap { fetchMe() }.map { true }.catchErrorJustReturn(false)`.
final class LoginViewReactor: Reactor {
  enum Action {
    case login
  }

  enum Mutation {
    case setLoading(Bool)
    case setLoggedIn(Bool)
  }

  struct State {
    var isLoading: Bool = false
    var isLoggedIn: Bool = false
  }

  let initialState: State = State()
  let runtime = Runtime()

  fileprivate let authService: AuthServiceType
  fileprivate let userService: UserServiceType

  init(authService: AuthServiceType, userService: UserServiceType) {
    self.authService = authService
    self.userService = userService
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .login:
      let setLoading: Mutations<Mutation> = .just(Mutation.setLoading(true))
      // ReactorKit: `self.authService.authorize().asObservable()`. `[authService]`: Swift wants
      // `self` spelled out (or a capture) in an escaping `@Sendable` closure.
      let setLoggedIn: Mutations<Mutation> = .task { [authService] in try await authService.authorize() }
        .flatMap { [userService] in .task { try await userService.fetchMe() } }
        .map { true }
        .catchAndReturn(false)
        .map(Mutation.setLoggedIn)
      return setLoading.concat(setLoggedIn)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setLoading(let isLoading):
      state.isLoading = isLoading
      return state

    case .setLoggedIn(let isLoggedIn):
      state.isLoggedIn = isLoggedIn
      return state
    }
  }
}
