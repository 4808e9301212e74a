import Foundation
import GitHubSearchFeature
import Models
import Services
import ServicesLive
import Storage
import TextUI

/// Times the two costs of GitHub Search that are ours rather than the network's: a page of an
/// offline search over the bundled catalog (SQLite FTS5, from the query text to decoded
/// repositories) and rendering a list of 1,000 rows. Each is run many times after a warm-up;
/// the median and the fastest are reported.
@main
struct GitHubSearchBench {
  static let rounds = 201

  /// Free text, prefixes, qualifiers, sorting and a later page: what users type.
  static let queries: [(String, Int)] = [
    ("swift", 1), ("reactorkit", 1), ("react", 1), ("reactive programming", 1),
    ("language:swift stars:>1000 sort:stars", 1), ("c++ language:c++", 1), ("language:go", 2),
    ("stars:>50000", 1), ("database", 1), ("nothing-matches-this", 1),
  ]

  static func main() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("github-search-bench-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = OfflineRepoCatalog(
      store: RepoCatalogStore(database: try AppDatabase.open(directory: folder)))

    let load = try measure(rounds: 1) { try catalog.loadIfNeeded() }
    print("github-search-bench: median (fastest) of \(rounds) rounds after a warm-up, release build")
    report("load the bundled catalog into FTS5 (once)", load, floor: nil)

    var all: [Double] = []
    for (query, page) in queries {
      _ = try catalog.repositories(matching: query, page: page)
      let runs = try measure { _ = try catalog.repositories(matching: query, page: page) }
      all += runs
      report("  \"\(query)\" page \(page)", runs, floor: nil)
    }
    report("an offline search page, all queries", all, floor: 5)

    let repos = try thousandRepos(from: catalog)
    var state = GitHubSearchReactor.State()
    state.query = "benchmark"
    state.repos = repos
    state.totalCount = 250_000
    state.nextPage = 35
    state.origin = .offline(reason: nil)
    let view = MainActor.assumeIsolated {
      let view = GitHubSearchView(
        screen: PlainScreen(output: CapturedOutput()), navigation: NoNavigation(), clock: ContinuousClock(),
        makeRepoDetailPage: { _, _, _ in
          fatalError("the benchmark opens no repository")
        })
      view.list.update(rows: repos.map(\.fullName), hasMore: true)
      return view
    }
    let frame = MainActor.assumeIsolated { view.render(state: state) }
    print("  (\(frame.lines.count) lines, \(repos.count) rows)")
    let render = MainActor.assumeIsolated { measure { _ = view.render(state: state) } }
    report("render 1,000 rows (every row, plain output)", render, floor: 1)
    let layout = measure { _ = frame.render(width: 120, mode: .plain) }
    report("  lay the 1,000-row frame out to 120 columns", layout, floor: nil)
  }

  /// 1,000 distinct repositories: the catalog's, renamed page by page, so rows look real.
  static func thousandRepos(from catalog: OfflineRepoCatalog) throws -> [Repo] {
    var repos: [Repo] = []
    var page: Int? = 1
    while let current = page {
      let result = try catalog.repositories(matching: "stars:>0", page: current)
      repos += result.repos
      page = result.nextPage
    }
    return (0..<1_000).map { index in
      var repo = repos[index % repos.count]
      repo.fullName += index < repos.count ? "" : "-\(index / repos.count)"
      return repo
    }
  }

  /// Milliseconds per run, one per round.
  static func measure(rounds: Int = rounds, _ body: () throws -> Void) rethrows -> [Double] {
    try (0..<rounds).map { _ in
      let start = ContinuousClock.now
      try body()
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
    }
  }

  static func report(_ name: String, _ runs: [Double], floor: Double?) {
    let sorted = runs.sorted()
    let median = sorted[sorted.count / 2]
    let limit = floor.map { "  (floor \(Int($0)) ms: \(median <= $0 ? "met" : "MISSED"))" } ?? ""
    let figures = String(format: "%9.3f ms (%.3f)", median, sorted[0])
    print(name.padding(toLength: 52, withPad: " ", startingAt: 0) + figures + limit)
  }
}

/// Navigation for a view the benchmark only renders: nothing is pushed.
@MainActor
final class NoNavigation: Navigating {
  func push(_ make: (any Screen) -> any Page) {}
  func dismiss(_ page: any Page) {}
}
