/// Loads shots; the app's goes to the network, the tests' is a stub. Only the method the list
/// calls is ported: ReactorKit's `func shots(paging: Paging) -> Single<List<Shot>>`.
protocol ShotServiceType: Sendable {
  func shots(paging: Paging) async throws -> List<Shot>
}
