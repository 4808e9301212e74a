import Foundation
import Models
import Services
import ServicesLive
import Testing

struct RandomUserGeneratorTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!

  @Test func theSameSeedAndPageGiveTheSamePeople() throws {
    let first = try RandomUserGenerator(today: today).people(count: 200, seed: "reactor", page: 1)
    let again = try RandomUserGenerator(today: today).people(count: 200, seed: "reactor", page: 1)
    #expect(first.count == 200)
    #expect(first == again)
  }

  @Test func anotherSeedOrPageGivesOtherPeople() throws {
    let generator = RandomUserGenerator(today: today)
    let base = try generator.people(count: 50, seed: "reactor", page: 1)
    let otherSeed = try generator.people(count: 50, seed: "reactos", page: 1)
    let otherPage = try generator.people(count: 50, seed: "reactor", page: 2)
    for other in [otherSeed, otherPage] {
      #expect(Set(base.map(\.id)).isDisjoint(with: other.map(\.id)))
      #expect(base.map(\.name) != other.map(\.name))
    }
  }

  @Test func everyoneIsUniqueAndHasRealisticFields() throws {
    let people = try RandomUserGenerator(today: today).people(count: 2000, seed: "fields", page: 1)
    #expect(Set(people.map(\.id)).count == people.count)
    #expect(Set(people.map(\.nat)).count >= 8, "at least eight nationalities")
    #expect(Set(people.map(\.gender)) == [.male, .female])
    for person in people {
      #expect(!person.name.first.isEmpty && !person.name.last.isEmpty)
      #expect(["Mr", "Ms", "Mrs", "Miss"].contains(person.name.title))
      #expect((person.gender == .male) == (person.name.title == "Mr"))
      #expect((18...80).contains(person.age))
      #expect(person.email.hasSuffix("@example.com") && person.email.allSatisfy(\.isASCII))
      #expect(person.id.count == 36 && person.id.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
    }
  }

  @Test func birthDatesAgreeWithTheAgesOnTheGivenDay() throws {
    for person in try RandomUserGenerator(today: today).people(count: 500, seed: "ages", page: 1) {
      let birth = try #require(CalendarDate(iso: String(person.dob.date.prefix(10))))
      #expect(birth.years(until: today) == person.age, "\(person.dob.date) is \(person.age) on \(today)")
    }
  }

  /// Places checked against this test's own list of where some states lie, not the generator's.
  @Test func statesLieInTheirCountryAndCitiesInTheirState() throws {
    let known: [String: (country: String, cities: Set<String>)] = [
      "Bayern": ("Germany", ["München", "Nürnberg", "Augsburg", "Regensburg"]),
      "Texas": ("United States", ["Houston", "Austin", "Dallas", "El Paso"]),
      "Ontario": ("Canada", ["Toronto", "Ottawa", "Hamilton", "Kingston"]),
      "Galicia": ("Spain", ["A Coruña", "Vigo", "Santiago de Compostela", "Lugo"]),
      "Queensland": ("Australia", ["Brisbane", "Cairns", "Townsville", "Toowoomba"]),
    ]
    let people = try RandomUserGenerator(today: today).people(count: 3000, seed: "places", page: 1)
    var seen = Set<String>()
    for person in people {
      guard let place = known[person.location.state] else { continue }
      seen.insert(person.location.state)
      #expect(person.location.country == place.country)
      #expect(
        place.cities.contains(person.location.city),
        "\(person.location.city) is not in \(person.location.state)")
    }
    #expect(seen == Set(known.keys))
  }

  /// Postcodes are numbers in some countries and letters and digits in others, as the API's are.
  @Test func postcodesLookLikeTheirCountrys() throws {
    let people = try RandomUserGenerator(today: today).people(count: 1000, seed: "postcodes", page: 4)
    let byCountry = Dictionary(grouping: people, by: \.nat).mapValues { $0.map(\.location.postcode) }
    let german = try #require(byCountry["DE"])
    #expect(german.allSatisfy { $0.count == 5 && $0.allSatisfy(\.isNumber) })
    let british = try #require(byCountry["GB"])
    #expect(british.allSatisfy { $0.wholeMatch(of: /[A-Z]{2}[0-9] [0-9][A-Z]{2}/) != nil })
  }

  @Test(arguments: [0, 5001])
  func aBadCountIsRefused(count: Int) {
    #expect(throws: RandomUserError.invalidCount(count)) {
      try RandomUserGenerator(today: today).people(count: count, seed: "s", page: 1)
    }
  }
}
