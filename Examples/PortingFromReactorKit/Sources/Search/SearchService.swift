/// One page of search results and the page after it, nil on the last page.
struct SearchPage: Equatable, Sendable {
  var repos: [String]
  var nextPage: Int?

  static let empty = SearchPage(repos: [], nextPage: nil)
}

/// The search the reactor calls; the app's would go to the network, the tests' is a fake.
protocol SearchService: Sendable {
  func search(_ query: String, page: Int) async throws -> SearchPage
}
