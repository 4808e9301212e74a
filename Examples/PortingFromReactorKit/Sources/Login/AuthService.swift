/// Starts the OAuth flow; the app's presents a web page, the tests' is a stub. Only the method the
/// login calls is ported: ReactorKit's `func authorize() -> Observable<Void>`.
protocol AuthServiceType: Sendable {
  func authorize() async throws
}

/// Fetches the signed-in user; ReactorKit's `func fetchMe() -> Single<Void>`.
protocol UserServiceType: Sendable {
  func fetchMe() async throws
}
