import Models
import RandomUsersFeature
import Services
import Testing

struct PeopleDirectoryTests {
  let everyone = InMemoryRandomUserService.samplePeople(for: .init(count: 60, seed: "d", page: 1))

  @Test func sameAreaLooksAcrossSectionsInLoadingOrder() {
    let directory = PeopleDirectory(everyone)
    let index = directory.indices(in: .female)[0]
    let person = everyone[index]
    let neighbours = directory.sameArea(asPersonAt: index, limit: 100)
    let expected = everyone.enumerated().filter { other in
      other.offset != index && other.element.location.state == person.location.state
        && other.element.location.country == person.location.country
    }.map(\.element)
    #expect(neighbours == expected)
    #expect(neighbours.contains { $0.gender == .male }, "neighbours come from every section")
    #expect(directory.sameArea(asPersonAt: index).count == min(expected.count, PeopleDirectory.sameAreaLimit))
  }

  @Test func theSamePersonTwiceIsStillNeverTheirOwnNeighbour() {
    let twin = everyone[0]
    let directory = PeopleDirectory([twin, twin, everyone[2]])
    #expect(directory.sameArea(asPersonAt: 0).isEmpty)
  }

  @Test func aStateOfTheSameNameInAnotherCountryIsAnotherArea() {
    var here = everyone[0]
    var there = everyone[1]
    here.location.state = "Victoria"
    here.location.country = "Australia"
    there.location.state = "Victoria"
    there.location.country = "Seychelles"
    #expect(PeopleDirectory([here, there]).sameArea(asPersonAt: 0).isEmpty)
  }

  @Test func sectionsAndChoices() {
    let directory = PeopleDirectory(everyone)
    #expect(directory.people(in: .male) == everyone.filter { $0.gender == .male })
    #expect(PeopleSection(choice: "3") == .twenties)
    #expect(PeopleSection(choice: "FEMALE") == .female)
    #expect(PeopleSection(choice: "30s") == .thirties)
    #expect(PeopleSection(choice: "5") == nil)
    #expect(PeopleSection(choice: "40s") == nil)
    #expect(PeopleDirectory([]).people(in: .twenties).isEmpty)
  }
}
