import ReactorCore
import ReactorTesting
import Testing

@testable import Login

/// Drrrible's LoginViewReactorSpec, line by line: Quick's `beforeEach` is `init`, each `it` a test
/// named after its `describe` and `context`.
@MainActor
struct LoginTests {
  let authService: StubAuthService
  let userService: StubUserService
  let reactor: LoginViewReactor

  init() {
    authService = StubAuthService()
    userService = StubUserService()
    reactor = LoginViewReactor(authService: authService, userService: userService)
    _ = reactor.state
  }

  @Test func anInitialStateIsNotLoading() {
    #expect(reactor.currentState.isLoading == false)
  }

  @Test func anInitialStateIsNotLoggedIn() {
    #expect(reactor.currentState.isLoggedIn == false)
  }

  @Test func whenReceivesALoginActionItTriesToLogin() {
    var identifiers: [String] = []
    Stubber.register(authService.authorizeStub) {
      identifiers.append("authorize")
      return ()
    }
    Stubber.register(userService.fetchMeStub) {
      identifiers.append("fetchMe")
      return ()
    }
    reactor.send(.login)
    #expect(Stubber.executions(authService.authorizeStub).count == 1)
    #expect(Stubber.executions(userService.fetchMeStub).count == 1)
    #expect(identifiers == ["authorize", "fetchMe"])  // test method execution order
  }

  @Test func stateIsLoadingWhileAuthorizing() {
    Stubber.register(authService.authorizeStub) { try await never() }
    reactor.send(.login)
    #expect(reactor.currentState.isLoading == true)
  }

  @Test func stateIsLoadingWhileFetchingMe() {
    Stubber.register(userService.fetchMeStub) { try await never() }
    reactor.send(.login)
    #expect(reactor.currentState.isLoading == true)
  }

  @Test func stateIsLoggedInWhenSucceedsToAuthorizeAndFetchMyProfile() {
    Stubber.register(authService.authorizeStub) { () }
    Stubber.register(userService.fetchMeStub) { () }
    reactor.send(.login)
    #expect(reactor.currentState.isLoggedIn == true)
  }

  @Test func stateIsNotLoggedInWhenFailsToAuthorize() {
    Stubber.register(authService.authorizeStub) { throw StubError() }
    Stubber.register(userService.fetchMeStub) { () }
    reactor.send(.login)
    #expect(reactor.currentState.isLoggedIn == false)
  }

  @Test func stateIsNotLoggedInWhenFailsToFetchMyProfile() {
    Stubber.register(authService.authorizeStub) { () }
    Stubber.register(userService.fetchMeStub) { throw StubError() }
    reactor.send(.login)
    #expect(reactor.currentState.isLoggedIn == false)
  }
}

@MainActor
final class StubAuthService: AuthServiceType {
  let authorizeStub = StubbedMethod<Void, Void> { _ in }

  func authorize() async throws {
    try await authorizeStub.invoke(())
  }
}

@MainActor
final class StubUserService: UserServiceType {
  let fetchMeStub = StubbedMethod<Void, Void> { _ in }

  func fetchMe() async throws {
    try await fetchMeStub.invoke(())
  }
}

/// The Drrrible specs' `StubError`.
struct StubError: Error {}

/// Stubber, for the Drrrible specs: `register` sets a stub method's answer, `executions` lists the
/// calls it received, so the specs keep `Stubber.register(service.x) { … }` and
/// `Stubber.executions(service.x)`. A stub names its method `xStub`, as a property cannot share
/// the method's name.
@MainActor
enum Stubber {
  static func register<Arguments, Result>(
    _ method: StubbedMethod<Arguments, Result>,
    _ answer: @escaping @MainActor (Arguments) async throws -> Result
  ) {
    method.register(answer)
  }

  static func executions<Arguments, Result>(
    _ method: StubbedMethod<Arguments, Result>
  ) -> [StubbedMethod<Arguments, Result>.Execution] {
    method.executions
  }
}

/// One method of a stub service: it records each call and answers with the registered closure,
/// at once by default (Stubber's default, `.never()`, would leave every spec waiting).
///
/// On the main actor, as the specs are: the stub's method runs where the effect that calls it
/// runs, so an answer given at once is reduced inside `send`, as Stubber's `.just` is in
/// ReactorKit.
@MainActor
final class StubbedMethod<Arguments: Sendable, Result: Sendable>: Sendable {
  /// One call, with what it was given; Stubber's `Execution`.
  struct Execution: Sendable {
    var arguments: Arguments
  }

  private var answer: @MainActor (Arguments) async throws -> Result
  private(set) var executions: [Execution] = []

  nonisolated init(default answer: @escaping @MainActor (Arguments) async throws -> Result) {
    self.answer = answer
  }

  func register(_ answer: @escaping @MainActor (Arguments) async throws -> Result) {
    self.answer = answer
  }

  /// Records the call, then answers; Stubber's `invoke`.
  func invoke(_ arguments: Arguments) async throws -> Result {
    executions.append(Execution(arguments: arguments))
    return try await answer(arguments)
  }
}

/// Stubber's `.never()`: an answer that does not come. It ends when the effect waiting for it is
/// cancelled, as the reactor is released at the end of the test.
func never<T>() async throws -> T {
  try await Task.sleep(for: .seconds(86_400))
  throw CancellationError()
}
