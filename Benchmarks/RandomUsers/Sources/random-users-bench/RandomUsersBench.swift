import Foundation
import Models
import RandomUsersFeature
import ServicesLive

/// Times the two costs of a 5,000-person load that are ours rather than the network's:
/// generating the people offline (JSON written, then decoded by the live decoder) and grouping
/// them into sections with the same-area index. Each is run `rounds` times after a warm-up; the
/// median and the fastest are reported.
@main
struct RandomUsersBench {
  static let count = 5_000
  static let rounds = 21

  static func main() throws {
    let generator = RandomUserGenerator(today: CalendarDate(year: 2026, month: 1, day: 1)!)
    var people = try generator.people(count: count, seed: "warm-up", page: 1)
    print("random-users-bench: \(count) people, median (fastest) of \(rounds) rounds after a warm-up")

    var round = 0
    let generate = try measure {
      round += 1
      people = try generator.people(count: count, seed: "bench-\(round)", page: 1)
    }
    let json = measure { _ = generator.json(count: count, seed: "bench", page: 1) }
    var directory = PeopleDirectory(people)
    let group = measure { directory = PeopleDirectory(people) }
    let cells = MainActor.assumeIsolated {
      measure { _ = PeopleSection.allCases.map { directory.people(in: $0).map(PersonCellReactor.init) } }
    }

    report("generate (JSON written and decoded)", generate, floor: 50)
    report("  of which writing the JSON", json, floor: nil)
    report("group into sections + area index", group, floor: 5)
    report("a cell reactor per row, every section", cells, floor: nil)
  }

  /// Milliseconds per run, one per round.
  static func measure(_ body: () throws -> Void) rethrows -> [Double] {
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
    let figures = String(format: "%8.2f ms (%.2f)", median, sorted[0])
    print(name.padding(toLength: 40, withPad: " ", startingAt: 0) + figures + limit)
  }
}
