import Models

extension RandomUserGenerator {
  /// One person, drawing every choice from `random` in a fixed order.
  func person(_ random: inout SeededRandom) -> Person {
    let nationality = random.pick(SampleNationality.all)
    let gender: Person.Gender = random.below(2) == 0 ? .male : .female
    let first = random.pick(gender == .male ? nationality.maleNames : nationality.femaleNames)
    let last = random.pick(nationality.lastNames)
    let region = random.pick(nationality.regions)
    let age = random.within(18...80)
    let title = gender == .male ? "Mr" : random.pick(Self.femaleTitles)
    let street = Person.Street(number: random.within(1...9999), name: random.pick(nationality.streets))
    let city = random.pick(region.cities)
    let postcode =
      switch nationality.postcode {
      case .number(let range): String(random.within(range))
      case .text(let pattern): random.fill(pattern)
      }
    let location = Person.Location(
      street: street, city: city, state: region.state, country: nationality.country, postcode: postcode)
    let dob = Person.Birth(date: birthDate(age: age, &random), age: age)
    let phone = random.fill(nationality.phone)
    let cell = random.fill(nationality.phone)
    let uuid = Self.uuid(&random)
    let username = random.pick(Self.adjectives) + random.pick(Self.animals) + String(random.within(100...999))
    let portrait = "\(gender == .male ? "men" : "women")/\(random.below(100)).jpg"
    let portraits = "https://randomuser.me/api/portraits/"
    return Person(
      gender: gender, name: Person.Name(title: title, first: first.text, last: last.text),
      location: location, email: "\(first.emailStem).\(last.emailStem)@example.com", dob: dob,
      phone: phone, cell: cell, login: Person.Login(uuid: uuid, username: username), nat: nationality.code,
      picture: Person.Picture(
        large: portraits + portrait, medium: portraits + "med/" + portrait,
        thumbnail: portraits + "thumb/" + portrait))
  }

  /// An ISO 8601 timestamp `age` whole years before `today`, as the API writes them:
  /// "1992-03-08T15:13:16.688Z".
  private func birthDate(age: Int, _ random: inout SeededRandom) -> String {
    let month = random.within(1...12)
    let day = random.within(1...28)
    let hasHadBirthday = (month, day) <= (today.month, today.day)
    let year = today.year - age - (hasHadBirthday ? 0 : 1)
    let time = [random.below(24), random.below(60), random.below(60)].map { Self.decimal($0, width: 2) }
    let date = [Self.decimal(year, width: 4), Self.decimal(month, width: 2), Self.decimal(day, width: 2)]
    return date.joined(separator: "-") + "T" + time.joined(separator: ":") + "."
      + Self.decimal(random.below(1000), width: 3) + "Z"
  }

  /// A version 4 UUID, variant 10xx, as the API's are.
  private static func uuid(_ random: inout SeededRandom) -> String {
    let high = random.next()
    let low = random.next()
    return hex(high >> 32, width: 8) + "-" + hex(high >> 16, width: 4) + "-4" + hex(high, width: 3) + "-"
      + hex(0x8 | (low >> 62), width: 1) + hex(low >> 48, width: 3) + "-" + hex(low, width: 12)
  }

  /// The last `width` hexadecimal digits of `value`, lowercase.
  private static func hex(_ value: UInt64, width: Int) -> String {
    let digits = String(value & ((1 << (4 * width)) - 1), radix: 16)
    return String(repeating: "0", count: width - digits.count) + digits
  }

  /// `value` in decimal, zero-padded to `width` digits.
  private static func decimal(_ value: Int, width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits
  }

  private static let femaleTitles = ["Ms", "Mrs", "Miss"]
  private static let adjectives = [
    "yellow", "silver", "happy", "brave", "lazy", "quiet", "tiny", "purple", "crazy", "sad", "angry",
    "heavy", "golden", "organic", "orange", "blue",
  ]
  private static let animals = [
    "peacock", "tiger", "rabbit", "swan", "koala", "bear", "lion", "wolf", "fish", "goose", "frog",
    "panda", "owl", "duck", "cat", "leopard",
  ]
}
