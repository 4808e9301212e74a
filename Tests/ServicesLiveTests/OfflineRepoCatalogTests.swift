import Foundation
import Models
import Services
import Storage
import Synchronization
import Testing

@testable import ServicesLive

/// The bundled catalog itself, and searching it offline with GitHub's paging contract.
struct OfflineRepoCatalogTests {
  /// The bundled catalog in a fresh database.
  func withCatalog<T>(_ body: (OfflineRepoCatalog) async throws -> T) async throws -> T {
    try await TemporaryFolder.run { folder in
      let store = RepoCatalogStore(database: try AppDatabase.open(directory: folder))
      return try await body(OfflineRepoCatalog(store: store))
    }
  }

  @Test func theBundledCatalogHoldsWellKnownRepositoriesWithShortDescriptions() throws {
    let catalog = try BundledRepoCatalog.bundled()
    #expect(catalog.items.count >= 300)
    #expect(catalog.version >= 1)
    #expect(Set(catalog.items.map { $0.fullName.lowercased() }).count == catalog.items.count, "no duplicates")
    let names = Set(catalog.items.map(\.fullName))
    for required in [
      "ReactorKit/ReactorKit", "ReactiveX/RxSwift", "apple/swift",
      "pointfreeco/swift-composable-architecture",
      "groue/GRDB.swift",
    ] {
      #expect(names.contains(required))
    }
    for repo in catalog.items {
      let description = repo.description ?? ""
      #expect(!description.isEmpty && description.count <= 110, "\(repo.fullName): one short line")
      #expect(!description.contains("\n"))
      #expect(repo.htmlURL == "https://github.com/\(repo.fullName)")
      #expect(repo.fullName.split(separator: "/").count == 2)
      #expect(repo.stars > 0)
    }
    #expect(Set(catalog.items.compactMap(\.language)).count >= 15, "many languages")
  }

  @Test func freeTextFindsTheRepositoryByName() async throws {
    try await withCatalog { catalog throws in
      let page = try catalog.repositories(matching: "reactorkit", page: 1)
      #expect(page.repos.first?.fullName == "ReactorKit/ReactorKit")
      #expect(page.origin == .offline(reason: nil))
      #expect(page.rateLimit == nil)
      let words = try catalog.repositories(matching: "composable architecture", page: 1)
      #expect(words.repos.first?.fullName == "pointfreeco/swift-composable-architecture")
    }
  }

  @Test func qualifiersFilterAndSortStarsOrders() async throws {
    try await withCatalog { catalog throws in
      let swift = try catalog.repositories(matching: "language:SWIFT stars:>10000 sort:stars", page: 1)
      #expect(!swift.repos.isEmpty)
      #expect(swift.repos.allSatisfy { $0.language == "Swift" && $0.stars > 10_000 })
      #expect(swift.repos.map(\.stars) == swift.repos.map(\.stars).sorted(by: >))

      let small = try catalog.repositories(matching: "rxswift stars:<1000", page: 1)
      #expect(small.repos.allSatisfy { $0.stars < 1_000 })
      #expect(small.repos.contains { $0.fullName == "RxSwiftCommunity/Action" })

      let range = try catalog.repositories(matching: "language:go stars:20000..30000", page: 1)
      #expect(range.repos.allSatisfy { $0.language == "Go" && (20_000...30_000).contains($0.stars) })
      #expect(!range.repos.isEmpty)

      let quoted = try catalog.repositories(matching: #"language:"jupyter notebook""#, page: 1)
      #expect(quoted.repos.map(\.fullName) == ["jupyter/notebook"])

      let cpp = try catalog.repositories(matching: "c++ language:c++", page: 1)
      #expect(cpp.repos.allSatisfy { $0.language == "C++" })
    }
  }

  @Test func pagesFollowTheLiveContract() async throws {
    try await withCatalog { catalog throws in
      let first = try catalog.repositories(matching: "language:swift", page: 1)
      #expect(first.repos.count == 30)
      #expect(first.nextPage == 2)
      var all = first.repos
      var next = first.nextPage
      while let page = next {
        let result = try catalog.repositories(matching: "language:swift", page: page)
        all += result.repos
        next = result.nextPage
        #expect(result.totalCount == first.totalCount)
      }
      #expect(all.count == first.totalCount)
      #expect(Set(all.map(\.fullName)).count == all.count, "no repository on two pages")
      #expect(throws: GitHubSearchError.beyondResultCap) {
        try catalog.repositories(matching: "swift", page: 35)
      }
      // Too large to count its first result: refused, not an overflow.
      #expect(throws: GitHubSearchError.beyondResultCap) {
        try catalog.repositories(matching: "swift", page: .max)
      }
    }
  }

  @Test func queriesItCannotReadAreRefusedLikeGitHubWould() async throws {
    try await withCatalog { catalog throws in
      #expect(throws: GitHubSearchError.unreadableQuery("the query is empty")) {
        try catalog.repositories(matching: "   ", page: 1)
      }
      #expect(throws: GitHubSearchError.self) {
        try catalog.repositories(matching: "swift stars:lots", page: 1)
      }
    }
  }

  @Test func theCatalogIsLoadedOnceAndAgainWhenItsVersionChanges() async throws {
    let loads = Mutex(0)
    func source(version: Int, names: [String]) -> @Sendable () throws -> BundledRepoCatalog {
      {
        loads.withLock { $0 += 1 }
        let items = names.map {
          Repo(
            fullName: $0, description: "d", language: "Swift", stars: 1, htmlURL: "https://github.com/\($0)")
        }
        return BundledRepoCatalog(version: version, snapshot: "test", items: items)
      }
    }
    try await TemporaryFolder.run { folder throws in
      let database = try AppDatabase.open(directory: folder)
      let first = OfflineRepoCatalog(
        store: RepoCatalogStore(database: database), catalog: source(version: 1, names: ["a/one"]))
      #expect(try first.repositories(matching: "one", page: 1).repos.map(\.fullName) == ["a/one"])
      _ = try first.repositories(matching: "one", page: 1)
      #expect(loads.withLock { $0 } == 1, "read once per process")

      let newer = OfflineRepoCatalog(
        store: RepoCatalogStore(database: database), catalog: source(version: 2, names: ["b/two"]))
      #expect(try newer.repositories(matching: "one", page: 1).repos.isEmpty)
      #expect(try newer.repositories(matching: "two", page: 1).repos.map(\.fullName) == ["b/two"])
      #expect(try RepoCatalogStore(database: database).version() == 2)
    }
  }

  @Test func withoutADatabaseItSaysWhy() {
    let catalog = OfflineRepoCatalog(store: nil)
    #expect(throws: OfflineRepoCatalog.Unavailable.self) {
      try catalog.repositories(matching: "swift", page: 1)
    }
  }

  @Test(arguments: [
    ("swift", RepoCatalogStore.Filter(words: ["swift"])),
    ("Language:Swift  rx", RepoCatalogStore.Filter(words: ["rx"], language: "Swift")),
    ("stars:>100", RepoCatalogStore.Filter(minStars: 101)),
    ("stars:>=100 stars:<=200", RepoCatalogStore.Filter(minStars: 100, maxStars: 200)),
    ("stars:<50", RepoCatalogStore.Filter(maxStars: 49)),
    ("stars:10..20", RepoCatalogStore.Filter(minStars: 10, maxStars: 20)),
    ("stars:*..20", RepoCatalogStore.Filter(maxStars: 20)),
    ("stars:7", RepoCatalogStore.Filter(minStars: 7, maxStars: 7)),
    ("sort:stars grdb", RepoCatalogStore.Filter(words: ["grdb"], sortByStars: true)),
    ("sort:updated grdb", RepoCatalogStore.Filter(words: ["grdb"])),
    (
      #""swift ui" language:"objective-c""#,
      RepoCatalogStore.Filter(words: ["swift ui"], language: "objective-c")
    ),
    ("c++ language:c++", RepoCatalogStore.Filter(words: ["c++"], language: "c++")),
  ])
  func queriesAreReadIntoFilters(query: String, filter: RepoCatalogStore.Filter) throws {
    #expect(try RepoQuery(query).filter == filter)
  }

  /// A count too large for a 64-bit number is still a number: more stars than any repository.
  @Test func aHugeStarCountIsANumberThatMatchesNothing() async throws {
    #expect(try RepoQuery("stars:>1000000000000000000000").filter.minStars == .max)
    #expect(try RepoQuery("stars:<=99999999999999999999").filter.maxStars == .max - 1)
    try await withCatalog { catalog throws in
      #expect(try catalog.repositories(matching: "stars:>1000000000000000000000", page: 1).totalCount == 0)
    }
  }

  /// `*`, `(`, `🙂` have no letter or digit to match: the catalog says so rather than listing
  /// every repository under the query as if it had searched for it.
  @Test(arguments: ["*", "(", "🙂", "'", "* - ("])
  func aQueryWithNothingToMatchIsRefused(query: String) {
    #expect(throws: GitHubSearchError.unreadableQuery("the query has no letter or digit to look for")) {
      try RepoQuery(query)
    }
  }

  @Test(arguments: ["stars:", "stars:>", "stars:abc", "stars:1..x", "stars:-5", "stars:>-1"])
  func badStarValuesAreRefused(query: String) {
    #expect(throws: GitHubSearchError.self) { try RepoQuery(query) }
  }
}
