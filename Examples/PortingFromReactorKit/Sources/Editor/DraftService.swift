/// Saves a draft; false when the store refused it.
protocol DraftService: Sendable {
  func save(_ draft: String) async throws -> Bool
}
