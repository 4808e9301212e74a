import Models

extension RandomUserGenerator {
  /// Appends one person's JSON, drawing every choice from `random` in a fixed order.
  func writePerson(to json: inout JSONBuffer, random: inout SeededRandom) {
    let nationality = random.pick(SampleNationality.all)
    let isMale = random.below(2) == 0
    let first = random.pick(isMale ? nationality.maleNames : nationality.femaleNames)
    let last = random.pick(nationality.lastNames)
    let region = random.pick(nationality.regions)
    let age = random.within(18...80)
    let folder: StaticString = isMale ? "men" : "women"

    json.raw(
      isMale ? #"{"gender":"male","name":{"title":"Mr","first":"# : #"{"gender":"female","name":{"title":"#)
    if !isMale { json.append(random.pick(Self.femaleTitles)) }
    if !isMale { json.raw(#","first":"#) }
    json.append(first.json)
    json.raw(#","last":"#)
    json.append(last.json)
    json.raw(#"},"location":{"street":{"number":"#)
    json.int(random.within(1...9999))
    json.raw(#","name":"#)
    json.append(random.pick(nationality.streets))
    json.raw(#"},"city":"#)
    json.append(random.pick(region.cities))
    json.raw(#","state":"#)
    json.append(region.state)
    json.raw(#","country":"#)
    json.append(nationality.country)
    json.raw(#","postcode":"#)
    switch nationality.postcode {
    case .number(let range):
      json.int(random.within(range))
    case .text(let pattern):
      json.raw("\"")
      json.fill(pattern, &random)
      json.raw("\"")
    }
    json.raw(#","coordinates":{"latitude":""#)
    coordinate(90, &json, &random)
    json.raw(#"","longitude":""#)
    coordinate(180, &json, &random)
    json.raw(#""},"timezone":{"offset":"#)
    json.append(nationality.timezoneOffset)
    json.raw(#","description":"#)
    json.append(nationality.timezoneDescription)
    json.raw(#"}},"email":""#)
    json.append(first.emailStem)
    json.raw(".")
    json.append(last.emailStem)
    json.raw(#"@example.com","dob":{"date":""#)
    birthDate(age: age, &json, &random)
    json.raw(#"","age":"#)
    json.int(age)
    json.raw(#"},"phone":""#)
    json.fill(nationality.phone, &random)
    json.raw(#"","cell":""#)
    json.fill(nationality.phone, &random)
    json.raw(#"","login":{"uuid":""#)
    uuid(&json, &random)
    json.raw(#"","username":""#)
    json.append(random.pick(Self.adjectives))
    json.append(random.pick(Self.animals))
    json.int(random.within(100...999))
    json.raw(#""},"nat":""#)
    json.append(nationality.code)
    let portrait = random.below(100)
    let sizes: [StaticString] = [#"","picture":{"large":""#, #"","medium":""#, #"","thumbnail":""#]
    for (index, size) in sizes.enumerated() {
      json.raw(size)
      json.raw("https://randomuser.me/api/portraits/")
      if index == 1 { json.raw("med/") } else if index == 2 { json.raw("thumb/") }
      json.raw(folder)
      json.raw("/")
      json.int(portrait)
      json.raw(".jpg")
    }
    json.raw(#""}}"#)
  }

  /// An ISO 8601 timestamp `age` whole years before `today`.
  private func birthDate(age: Int, _ json: inout JSONBuffer, _ random: inout SeededRandom) {
    let month = random.within(1...12)
    let day = random.within(1...28)
    let hasHadBirthday = (month, day) <= (today.month, today.day)
    json.int(today.year - age - (hasHadBirthday ? 0 : 1), width: 4)
    json.raw("-")
    json.int(month, width: 2)
    json.raw("-")
    json.int(day, width: 2)
    json.raw("T")
    json.int(random.below(24), width: 2)
    json.raw(":")
    json.int(random.below(60), width: 2)
    json.raw(":")
    json.int(random.below(60), width: 2)
    json.raw(".")
    json.int(random.below(1000), width: 3)
    json.raw("Z")
  }

  /// Degrees with four decimals, within ±`limit`.
  private func coordinate(_ limit: Int, _ json: inout JSONBuffer, _ random: inout SeededRandom) {
    let value = random.within(-limit * 10_000...limit * 10_000)
    if value < 0 { json.raw("-") }
    json.int(abs(value) / 10_000)
    json.raw(".")
    json.int(abs(value) % 10_000, width: 4)
  }

  /// A version 4 UUID, variant 10xx, as the API's are.
  private func uuid(_ json: inout JSONBuffer, _ random: inout SeededRandom) {
    let high = random.next()
    let low = random.next()
    json.hex(high >> 32, width: 8)
    json.raw("-")
    json.hex(high >> 16, width: 4)
    json.raw("-4")
    json.hex(high, width: 3)
    json.raw("-")
    json.hex(0x8 | (low >> 62), width: 1)
    json.hex(low >> 48, width: 3)
    json.raw("-")
    json.hex(low, width: 12)
  }

  private static let femaleTitles = ["Ms", "Mrs", "Miss"].map { JSONBuffer.quoted($0) }
  private static let adjectives = [
    "yellow", "silver", "happy", "brave", "lazy", "quiet", "tiny", "purple", "crazy", "sad", "angry",
    "heavy", "golden", "organic", "orange", "blue",
  ].map { Array($0.utf8) }
  private static let animals = [
    "peacock", "tiger", "rabbit", "swan", "koala", "bear", "lion", "wolf", "fish", "goose", "frog",
    "panda", "owl", "duck", "cat", "leopard",
  ].map { Array($0.utf8) }
}
