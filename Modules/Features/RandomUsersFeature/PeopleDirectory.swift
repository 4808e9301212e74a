import Models
import TextUI

/// The loaded people, grouped into the sections and indexed by area (country and state), so a
/// section's rows and a person's neighbours are found without scanning everyone.
public struct PeopleDirectory: Sendable, Equatable, CustomStringConvertible {
  /// The most same-area people an expanded row shows.
  public static let sameAreaLimit = 8

  /// Everyone, in the order the service gave them.
  public let people: [Person]
  /// Positions in ``people`` for each section, in ``PeopleSection/allCases`` order.
  private let sectionIndices: [[Int]]
  /// Positions in ``people`` for each area, in order.
  private let areaIndices: [Area: [Int]]

  /// Groups `people`; one pass over them.
  public init(_ people: [Person]) {
    var sectionIndices = Array(repeating: [Int](), count: PeopleSection.allCases.count)
    var areaIndices: [Area: [Int]] = [:]
    for (index, person) in people.enumerated() {
      for (position, section) in PeopleSection.allCases.enumerated() where section.contains(person) {
        sectionIndices[position].append(index)
      }
      areaIndices[Area(person), default: []].append(index)
    }
    self.people = people
    self.sectionIndices = sectionIndices
    self.areaIndices = areaIndices
  }

  /// Positions in ``people`` of the people in `section`.
  public func indices(in section: PeopleSection) -> [Int] {
    sectionIndices[section.rawValue - 1]
  }

  /// The people in `section`, in order.
  public func people(in section: PeopleSection) -> [Person] {
    indices(in: section).map { people[$0] }
  }

  /// Up to `limit` other people living in the same country and state as the person at `index`;
  /// never that person themself.
  public func sameArea(asPersonAt index: Int, limit: Int = sameAreaLimit) -> [Person] {
    let person = people[index]
    var neighbours: [Person] = []
    for other in areaIndices[Area(person)] ?? [] where other != index && people[other].id != person.id {
      guard neighbours.count < limit else { break }
      neighbours.append(people[other])
    }
    return neighbours
  }

  /// Two directories of the same people are equal; the indexes follow from them.
  public static func == (lhs: PeopleDirectory, rhs: PeopleDirectory) -> Bool {
    lhs.people == rhs.people
  }

  public var description: String { people.count.counted("person", plural: "people") }
}

/// Where someone lives, as far as "same area" goes.
struct Area: Hashable {
  let country: String
  let state: String

  init(_ person: Person) {
    country = person.location.country
    state = person.location.state
  }
}
