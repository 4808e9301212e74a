import Models

extension RandomUserGenerator {
  /// Appends one person's JSON, drawing every choice from `random` in a fixed order.
  func writePerson(to text: inout String, random: inout SeededRandom) {
    let nationality = random.pick(SampleNationality.all)
    let isMale = random.below(2) == 0
    let first = random.pick(isMale ? nationality.maleNames : nationality.femaleNames)
    let last = random.pick(nationality.lastNames)
    let title = isMale ? "Mr" : random.pick(["Ms", "Mrs", "Miss"])
    let region = random.pick(nationality.regions)
    let city = random.pick(region.cities)
    let age = random.within(18...80)
    let birth = birthDate(age: age, random: &random)
    let username = random.pick(Self.adjectives) + random.pick(Self.animals) + "\(random.within(100...999))"
    let portrait = random.below(100)
    let folder = isMale ? "men" : "women"

    text += "{\"gender\":\"\(isMale ? "male" : "female")\","
    text +=
      "\"name\":{\"title\":\"\(title)\",\"first\":\(Self.quoted(first.name)),\"last\":\(Self.quoted(last.name))},"
    text += "\"location\":{\"street\":{\"number\":\(random.within(1...9999)),"
    text += "\"name\":\(Self.quoted(random.pick(nationality.streets)))},"
    text += "\"city\":\(Self.quoted(city)),\"state\":\(Self.quoted(region.state)),"
    text += "\"country\":\(Self.quoted(nationality.country)),\"postcode\":\(postcode(nationality, &random)),"
    text +=
      "\"coordinates\":{\"latitude\":\"\(coordinate(90, &random))\",\"longitude\":\"\(coordinate(180, &random))\"},"
    text += "\"timezone\":{\"offset\":\"\(nationality.timezone.offset)\","
    text += "\"description\":\(Self.quoted(nationality.timezone.description))}},"
    text += "\"email\":\"\(first.emailStem).\(last.emailStem)@example.com\","
    text += "\"dob\":{\"date\":\"\(birth)\",\"age\":\(age)},"
    text +=
      "\"phone\":\"\(Self.fill(nationality.phone, &random))\",\"cell\":\"\(Self.fill(nationality.phone, &random))\","
    text += "\"login\":{\"uuid\":\"\(uuid(&random))\",\"username\":\"\(username)\"},"
    text += "\"nat\":\"\(nationality.code)\",\"picture\":{"
    text += "\"large\":\"https://randomuser.me/api/portraits/\(folder)/\(portrait).jpg\","
    text += "\"medium\":\"https://randomuser.me/api/portraits/med/\(folder)/\(portrait).jpg\","
    text += "\"thumbnail\":\"https://randomuser.me/api/portraits/thumb/\(folder)/\(portrait).jpg\"}}"
  }

  /// An ISO 8601 timestamp `age` whole years before `today`.
  private func birthDate(age: Int, random: inout SeededRandom) -> String {
    let month = random.within(1...12)
    let day = random.within(1...28)
    let hasHadBirthday = (month, day) <= (today.month, today.day)
    let year = today.year - age - (hasHadBirthday ? 0 : 1)
    let time = (random.below(24), random.below(60), random.below(60), random.below(1000))
    return "\(year)-\(Self.pad(month, 2))-\(Self.pad(day, 2))T\(Self.pad(time.0, 2)):\(Self.pad(time.1, 2)):"
      + "\(Self.pad(time.2, 2)).\(Self.pad(time.3, 3))Z"
  }

  /// A JSON number for nationalities the API sends numbers for, a JSON string for the others.
  private func postcode(_ nationality: SampleNationality, _ random: inout SeededRandom) -> String {
    switch nationality.postcode {
    case .number(let range): "\(random.within(range))"
    case .text(let pattern): "\"\(Self.fill(pattern, &random))\""
    }
  }

  private func coordinate(_ limit: Int, _ random: inout SeededRandom) -> String {
    let value = random.within(-limit * 10_000...limit * 10_000)
    let sign = value < 0 ? "-" : ""
    return "\(sign)\(abs(value) / 10_000).\(Self.pad(abs(value) % 10_000, 4))"
  }

  private func uuid(_ random: inout SeededRandom) -> String {
    let high = random.next()
    let low = random.next()
    let hex = Self.pad(high, 16) + Self.pad(low, 16)
    let digits = Array(hex)
    // Version 4, variant 10xx, as the API's UUIDs are.
    let variant = ["8", "9", "a", "b"][Int(low >> 62)]
    return String(digits[0..<8]) + "-" + String(digits[8..<12]) + "-4" + String(digits[13..<16]) + "-"
      + variant + String(digits[17..<20]) + "-" + String(digits[20..<32])
  }

  /// `pattern` with each `#` replaced by a digit and each `@` by a capital letter.
  static func fill(_ pattern: String, _ random: inout SeededRandom) -> String {
    var result = ""
    result.reserveCapacity(pattern.utf8.count)
    for character in pattern {
      switch character {
      case "#": result.append(Character(Unicode.Scalar(UInt8(48 + random.below(10)))))
      case "@": result.append(Character(Unicode.Scalar(UInt8(65 + random.below(26)))))
      default: result.append(character)
      }
    }
    return result
  }

  /// `text` as a JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20: result += "\\u00" + pad(UInt64(scalar.value), 2)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits
  }

  private static func pad(_ value: UInt64, _ width: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits
  }

  private static let adjectives = [
    "yellow", "silver", "happy", "brave", "lazy", "quiet", "tiny", "purple", "crazy", "sad", "angry",
    "heavy", "golden", "organic", "orange", "blue",
  ]
  private static let animals = [
    "peacock", "tiger", "rabbit", "swan", "koala", "bear", "lion", "wolf", "fish", "goose", "frog",
    "panda", "owl", "duck", "cat", "leopard",
  ]
}
