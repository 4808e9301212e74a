import Foundation
import Models
import Storage
import Testing

@Suite("RepoCatalogStore")
struct RepoCatalogStoreTests {
  static let catalog: [Repo] = [
    repo(
      "ReactorKit/ReactorKit", "Unidirectional architecture for Swift apps", "Swift", 2_700,
      ["reactorkit", "rxswift"]),
    repo("ReactiveX/RxSwift", "Observable sequences for Swift", "Swift", 24_000, ["reactive"]),
    repo("ReactiveX/RxJava", "Reactive extensions for the JVM", "Java", 48_000, ["reactive"]),
    repo("apple/swift", "The compiler and standard library", "C++", 67_000, ["swift", "compiler"]),
    repo("torvalds/linux", "Kernel source", "C", 190_000, ["kernel"]),
    repo("nlohmann/json", "JSON for C++ programs", "C++", 45_000, ["json"]),
    repo("jupyter/notebook", "Notebooks in the browser", "Jupyter Notebook", 12_000, []),
    repo("café/crème", "Accented names, matched without accents", nil, 5, []),
  ]

  static func repo(
    _ name: String, _ description: String?, _ language: String?, _ stars: Int, _ topics: [String]
  ) -> Repo {
    Repo(
      fullName: name, description: description, language: language, topics: topics, stars: stars,
      htmlURL: "https://github.com/\(name)")
  }

  func withStore<T>(_ body: (RepoCatalogStore) throws -> T) throws -> T {
    try TemporaryDirectory.run { directory in
      let store = RepoCatalogStore(database: try AppDatabase.open(directory: directory))
      try store.load(version: 1) { Self.catalog }
      return try body(store)
    }
  }

  func names(_ store: RepoCatalogStore, _ filter: RepoCatalogStore.Filter, limit: Int = 50, offset: Int = 0)
    throws -> [String]
  {
    try store.search(filter, limit: limit, offset: offset).repos.map(\.fullName)
  }

  @Test("loading is skipped when the version is stored, redone when it changes")
  func loadingFollowsTheVersion() throws {
    try TemporaryDirectory.run { directory in
      let store = RepoCatalogStore(database: try AppDatabase.open(directory: directory))
      #expect(try store.version() == nil)
      #expect(try store.load(version: 1) { Self.catalog })
      #expect(try store.version() == 1)
      #expect(
        try !store.load(version: 1) {
          Issue.record("read again"); return []
        })

      #expect(try store.load(version: 2) { Array(Self.catalog.prefix(2)) })
      #expect(try store.version() == 2)
      #expect(try store.search(.init(), limit: 50, offset: 0).totalCount == 2)
      #expect(try names(store, .init(words: ["kernel"])) == [], "the old rows left the full-text index too")

      // Another process opening the same file sees the loaded catalog.
      let again = RepoCatalogStore(database: try AppDatabase.open(directory: directory))
      #expect(try again.version() == 2)
    }
  }

  @Test("a failing catalog source leaves the stored catalog as it was")
  func aFailedLoadChangesNothing() throws {
    struct Broken: Error {}
    try withStore { store throws in
      #expect(throws: Broken.self) { try store.load(version: 9) { throw Broken() } }
      #expect(try store.version() == 1)
      #expect(try store.search(.init(), limit: 50, offset: 0).totalCount == Self.catalog.count)
    }
  }

  @Test("every repository round-trips")
  func roundTrip() throws {
    try withStore { store throws in
      let all = try store.search(.init(sortByStars: true), limit: 50, offset: 0).repos
      #expect(Set(all) == Set(Self.catalog))
    }
  }

  @Test("free text matches word prefixes in names, descriptions and topics, names first")
  func freeText() throws {
    try withStore { store throws in
      #expect(try names(store, .init(words: ["reactorkit"])) == ["ReactorKit/ReactorKit"])
      #expect(try names(store, .init(words: ["REACT"])).first == "ReactorKit/ReactorKit")
      #expect(
        Set(try names(store, .init(words: ["react"]))) == [
          "ReactorKit/ReactorKit", "ReactiveX/RxSwift", "ReactiveX/RxJava",
        ])
      #expect(try names(store, .init(words: ["reactive", "jvm"])) == ["ReactiveX/RxJava"])
      #expect(try names(store, .init(words: ["compiler"])) == ["apple/swift"])
      #expect(try names(store, .init(words: ["creme"])) == ["café/crème"])
      #expect(try names(store, .init(words: ["nothing-like-this"])) == [])
    }
  }

  @Test("what users type is text, never FTS5 syntax or SQL")
  func hostileText() throws {
    try withStore { store throws in
      for words in [
        ["\"", "*"], ["OR"], ["NEAR(swift"], ["swift\"", "OR", "\"linux"], ["'; DROP TABLE repoCatalog; --"],
        ["-kernel"], ["^swift"], ["{fullName}:swift"], ["++"],
      ] {
        _ = try names(store, .init(words: words))
      }
      #expect(try names(store, .init(words: ["-kernel"])) == ["torvalds/linux"])
      #expect(
        try names(store, .init(words: ["++"])).count == Self.catalog.count,
        "no searchable word: no text filter")
      #expect(try store.search(.init(), limit: 50, offset: 0).totalCount == Self.catalog.count)
    }
  }

  @Test("language is compared without case, stars by inclusive bounds")
  func qualifiers() throws {
    try withStore { store throws in
      #expect(try names(store, .init(language: "c++")) == ["apple/swift", "nlohmann/json"])
      #expect(try names(store, .init(language: "jupyter notebook")) == ["jupyter/notebook"])
      #expect(
        try names(store, .init(minStars: 48_000)) == ["torvalds/linux", "apple/swift", "ReactiveX/RxJava"])
      #expect(try names(store, .init(maxStars: 2_700)) == ["ReactorKit/ReactorKit", "café/crème"])
      #expect(
        try names(store, .init(words: ["reactive"], language: "swift", minStars: 1_000)) == [
          "ReactiveX/RxSwift"
        ])
    }
  }

  @Test("most stars first with sortByStars, and without words")
  func sorting() throws {
    try withStore { store throws in
      #expect(
        try names(store, .init(words: ["react"], sortByStars: true)) == [
          "ReactiveX/RxJava", "ReactiveX/RxSwift", "ReactorKit/ReactorKit",
        ])
      #expect(try names(store, .init(), limit: 3) == ["torvalds/linux", "apple/swift", "ReactiveX/RxJava"])
    }
  }

  @Test("pages are limit and offset over the same order, with the total of all matches")
  func paging() throws {
    try withStore { store throws in
      let all = try names(store, .init())
      let first = try store.search(.init(), limit: 3, offset: 0)
      let third = try store.search(.init(), limit: 3, offset: 6)
      #expect(first.repos.map(\.fullName) == Array(all[0..<3]))
      #expect(third.repos.map(\.fullName) == Array(all[6...]))
      #expect(first.totalCount == Self.catalog.count && third.totalCount == Self.catalog.count)
      #expect(try store.search(.init(), limit: 3, offset: 30).repos.isEmpty)
    }
  }
}
