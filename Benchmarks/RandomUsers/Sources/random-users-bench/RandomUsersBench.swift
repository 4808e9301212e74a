import Foundation
import Models
import RandomUsersFeature
import ServicesLive

/// Times the costs of a load that are ours rather than the network's: decoding a page with
/// `JSONDecoder` through ``RandomUserDecoder``, generating people offline, and grouping them
/// into sections with the same-area index. Each is run `rounds` times after a warm-up; the
/// median (p50) and the fastest are reported.
@main
struct RandomUsersBench {
  /// What the app asks for on each load.
  static let page = 100
  /// The API's largest page.
  static let largest = 5_000
  static let rounds = 101

  static func main() throws {
    let generator = RandomUserGenerator(today: CalendarDate(year: 2026, month: 1, day: 1)!)
    let pageBody = try body(generator.people(count: page, seed: "page", page: 1))
    let largestBody = try body(generator.people(count: largest, seed: "largest", page: 1))
    var people = try RandomUserDecoder.people(fromBody: largestBody)
    print("random-users-bench: p50 (fastest) of \(rounds) rounds after a warm-up")

    let decodePage = try measure { people = try RandomUserDecoder.people(fromBody: pageBody) }
    let decodeLargest = try measure { people = try RandomUserDecoder.people(fromBody: largestBody) }
    var round = 0
    let generatePage = try measure {
      round += 1
      people = try generator.people(count: page, seed: "bench-\(round)", page: 1)
    }
    let generateLargest = try measure {
      round += 1
      people = try generator.people(count: largest, seed: "bench-\(round)", page: 1)
    }
    var directory = PeopleDirectory(people)
    let group = measure { directory = PeopleDirectory(people) }
    let cells = MainActor.assumeIsolated {
      measure { _ = PeopleSection.allCases.map { directory.people(in: $0).map(PersonCellReactor.init) } }
    }

    report("decode \(page) people (\(pageBody.count / 1024) KiB)", decodePage, floor: 5)
    report("decode \(largest) people (\(largestBody.count / 1024) KiB)", decodeLargest, floor: nil)
    report("generate \(page) people offline", generatePage, floor: 1)
    report("generate \(largest) people offline", generateLargest, floor: nil)
    report("group \(largest) into sections + area index", group, floor: 5)
    report("a cell reactor per row, every section", cells, floor: nil)
  }

  /// `people` as an API answer, `{"results": […]}`, written by `JSONEncoder`.
  static func body(_ people: [Person]) throws -> Data {
    try JSONEncoder().encode(["results": people])
  }

  /// Milliseconds per run, one per round, after one run that is not counted.
  static func measure(_ body: () throws -> Void) rethrows -> [Double] {
    try body()
    return try (0..<rounds).map { _ in
      let start = ContinuousClock.now
      try body()
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
    }
  }

  static func report(_ name: String, _ runs: [Double], floor: Double?) {
    let sorted = runs.sorted()
    let median = sorted[sorted.count / 2]
    let limit = floor.map { floor in
      "  (floor \(String(format: "%g", floor)) ms: \(median <= floor ? "met" : "MISSED"))"
    }
    let figures = String(format: "%8.2f ms (%.2f)", median, sorted[0])
    print(name.padding(toLength: 44, withPad: " ", startingAt: 0) + figures + (limit ?? ""))
  }
}
