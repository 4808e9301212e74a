import Models

extension InMemoryRandomUserService {
  /// Plain, predictable people: the index decides gender, age (18–77) and one of five areas, so
  /// tests know who lives where; ids are unique per seed, page and index.
  public static func samplePeople(for request: Request) -> [Person] {
    (0..<request.count).map { index in
      let number = (request.page - 1) * request.count + index
      let gender: Person.Gender = number % 3 == 1 ? .female : .male
      let (country, state, city) = areas[(number / 2) % areas.count]
      let first =
        gender == .male ? maleNames[number % maleNames.count] : femaleNames[number % femaleNames.count]
      let last = lastNames[(number / 7) % lastNames.count]
      return Person(
        gender: gender,
        name: Person.Name(title: gender == .male ? "Mr" : "Ms", first: first, last: last),
        location: Person.Location(
          street: Person.Street(number: 10 + number, name: "Main Street"), city: city, state: state,
          country: country, postcode: "\(10_000 + number)"),
        email: "\(first).\(last)@example.com".lowercased(),
        dob: Person.Birth(date: "2000-01-01T00:00:00.000Z", age: 18 + (number * 7) % 60),
        phone: "555-\(1000 + number)", cell: "555-\(2000 + number)",
        login: Person.Login(uuid: "\(request.seed)-\(request.page)-\(index)", username: "user\(number)"),
        nat: "XX",
        picture: Person.Picture(large: "", medium: "", thumbnail: ""))
    }
  }

  private static let areas = [
    ("Germany", "Bayern", "Augsburg"), ("Spain", "Galicia", "Vigo"), ("Canada", "Alberta", "Calgary"),
    ("Norway", "Vestland", "Bergen"), ("Canada", "Ontario", "Ottawa"),
  ]
  private static let maleNames = ["Adam", "Ben", "Carl", "Dan", "Eric", "Finn", "Gus"]
  private static let femaleNames = ["Ada", "Bea", "Cleo", "Dora", "Eva", "Fay"]
  private static let lastNames = ["Berg", "Costa", "Dahl", "Lund", "Roy", "Vos", "Wolf"]
}
