/// What the detail screen shows.
struct Detail: Equatable, Sendable {
  var id: Int
  var title: String
}

/// Loads a detail; the app's goes to the network, the tests' is a fake.
protocol DetailService: Sendable {
  func detail(_ id: Int) async throws -> Detail
}
