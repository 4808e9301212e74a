import Models

extension RandomUserJSONReader {
  /// One element of `results`.
  mutating func person() throws(Malformed) -> Person {
    var gender: Person.Gender?
    var name: Person.Name?
    var location: Person.Location?
    var dob: Person.Birth?
    var login: Person.Login?
    var picture: Person.Picture?
    var text: [String: String] = [:]
    try beginObject()
    while let key = try nextKey() {
      switch key {
      case "gender":
        gender = try field(key) { reader throws(Malformed) in
          let value = try reader.string()
          guard let gender = Person.Gender(rawValue: value) else {
            throw reader.malformed(.init(reason: "not male or female"))
          }
          return gender
        }
      case "name": name = try field(key) { reader throws(Malformed) in try reader.name() }
      case "location": location = try field(key) { reader throws(Malformed) in try reader.location() }
      case "dob": dob = try field(key) { reader throws(Malformed) in try reader.birth() }
      case "login": login = try field(key) { reader throws(Malformed) in try reader.login() }
      case "picture": picture = try field(key) { reader throws(Malformed) in try reader.picture() }
      case "email", "phone", "cell", "nat":
        text[key] = try field(key) { reader throws(Malformed) in try reader.string() }
      default: try field(key) { reader throws(Malformed) in try reader.skip() }
      }
    }
    guard let gender else { throw missing("gender") }
    guard let name else { throw missing("name") }
    guard let location else { throw missing("location") }
    guard let email = text["email"] else { throw missing("email") }
    guard let dob else { throw missing("dob") }
    guard let phone = text["phone"] else { throw missing("phone") }
    guard let cell = text["cell"] else { throw missing("cell") }
    guard let login else { throw missing("login") }
    guard let nat = text["nat"] else { throw missing("nat") }
    guard let picture else { throw missing("picture") }
    return Person(
      gender: gender, name: name, location: location, email: email, dob: dob, phone: phone, cell: cell,
      login: login, nat: nat, picture: picture)
  }

  private mutating func name() throws(Malformed) -> Person.Name {
    let fields = try strings(["title", "first", "last"])
    return Person.Name(title: fields[0], first: fields[1], last: fields[2])
  }

  private mutating func birth() throws(Malformed) -> Person.Birth {
    var date: String?
    var age: Int?
    try beginObject()
    while let key = try nextKey() {
      switch key {
      case "date": date = try field(key) { reader throws(Malformed) in try reader.string() }
      case "age": age = try field(key) { reader throws(Malformed) in try reader.int() }
      default: try field(key) { reader throws(Malformed) in try reader.skip() }
      }
    }
    guard let date else { throw missing("date") }
    guard let age else { throw missing("age") }
    return Person.Birth(date: date, age: age)
  }

  private mutating func login() throws(Malformed) -> Person.Login {
    let fields = try strings(["uuid", "username"])
    return Person.Login(uuid: fields[0], username: fields[1])
  }

  private mutating func picture() throws(Malformed) -> Person.Picture {
    let fields = try strings(["large", "medium", "thumbnail"])
    return Person.Picture(large: fields[0], medium: fields[1], thumbnail: fields[2])
  }

  private mutating func location() throws(Malformed) -> Person.Location {
    var street: Person.Street?
    var postcode: String?
    var text: [String: String] = [:]
    try beginObject()
    while let key = try nextKey() {
      switch key {
      case "street": street = try field(key) { reader throws(Malformed) in try reader.street() }
      case "postcode": postcode = try field(key) { reader throws(Malformed) in try reader.stringOrInt() }
      case "city", "state", "country":
        text[key] = try field(key) { reader throws(Malformed) in try reader.string() }
      default: try field(key) { reader throws(Malformed) in try reader.skip() }
      }
    }
    guard let street else { throw missing("street") }
    guard let city = text["city"] else { throw missing("city") }
    guard let state = text["state"] else { throw missing("state") }
    guard let country = text["country"] else { throw missing("country") }
    guard let postcode else { throw missing("postcode") }
    return Person.Location(street: street, city: city, state: state, country: country, postcode: postcode)
  }

  private mutating func street() throws(Malformed) -> Person.Street {
    var number: Int?
    var name: String?
    try beginObject()
    while let key = try nextKey() {
      switch key {
      case "number": number = try field(key) { reader throws(Malformed) in try reader.int() }
      case "name": name = try field(key) { reader throws(Malformed) in try reader.string() }
      default: try field(key) { reader throws(Malformed) in try reader.skip() }
      }
    }
    guard let number else { throw missing("number") }
    guard let name else { throw missing("name") }
    return Person.Street(number: number, name: name)
  }

  /// An object's string fields `keys`, in that order; other fields are skipped.
  private mutating func strings(_ keys: [String]) throws(Malformed) -> [String] {
    var values: [String?] = Array(repeating: nil, count: keys.count)
    try beginObject()
    while let key = try nextKey() {
      if let position = keys.firstIndex(of: key) {
        values[position] = try field(key) { reader throws(Malformed) in try reader.string() }
      } else {
        try field(key) { reader throws(Malformed) in try reader.skip() }
      }
    }
    return try keys.indices.map { position throws(Malformed) in
      guard let value = values[position] else { throw missing(keys[position]) }
      return value
    }
  }
}
