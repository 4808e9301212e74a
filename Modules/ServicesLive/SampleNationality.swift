import Foundation

/// One nationality of the offline generator: common names, and states with cities that really
/// lie in them, so "same area" means something.
///
/// The lists are this project's own picks of common names and well-known places.
struct SampleNationality: Sendable {
  /// A name as a JSON string, and the form an email address uses (lowercase ASCII, no spaces).
  struct Name: Sendable {
    let json: [UInt8]
    let emailStem: [UInt8]

    init(_ name: String) {
      json = JSONBuffer.quoted(name)
      emailStem = Array(
        name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
          .lowercased().filter { $0.isASCII && ($0.isLetter || $0 == "-") }.utf8)
    }
  }

  /// A state (or county, province, region) and some of its cities, as JSON strings.
  struct Region: Sendable {
    let state: [UInt8]
    let cities: [[UInt8]]
  }

  /// How postcodes look: the API sends numbers for some nationalities, strings for others.
  enum Postcode: Sendable {
    case number(ClosedRange<Int>)
    /// `#` a digit, `@` a capital letter.
    case text([UInt8])
  }

  // Text is kept as JSON bytes, quoted where it is a string, ready for the generator to copy.
  let code: [UInt8]
  let country: [UInt8]
  let maleNames: [Name]
  let femaleNames: [Name]
  let lastNames: [Name]
  let regions: [Region]
  let streets: [[UInt8]]
  /// `#` a digit.
  let phone: [UInt8]
  let postcode: Postcode
  let timezoneOffset: [UInt8]
  let timezoneDescription: [UInt8]

  init(
    code: String, country: String, male: String, female: String, last: String, regions: [Region],
    streets: String, phone: String, postcode: Postcode, timezone: (offset: String, description: String)
  ) {
    self.code = Array(code.utf8)
    self.country = JSONBuffer.quoted(country)
    maleNames = Self.list(male).map(Name.init)
    femaleNames = Self.list(female).map(Name.init)
    lastNames = Self.list(last).map(Name.init)
    self.regions = regions
    self.streets = Self.list(streets).map { JSONBuffer.quoted($0) }
    self.phone = Array(phone.utf8)
    self.postcode = postcode
    timezoneOffset = JSONBuffer.quoted(timezone.offset)
    timezoneDescription = JSONBuffer.quoted(timezone.description)
  }

  /// A region from "State: City, City, City".
  static func region(_ text: String) -> Region {
    let parts = text.split(separator: ":", maxSplits: 1)
    return Region(
      state: JSONBuffer.quoted(String(parts[0])), cities: list(String(parts[1])).map { JSONBuffer.quoted($0) }
    )
  }

  /// The items of a comma-separated list, trimmed.
  private static func list(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
  }

  /// Every nationality the generator draws from.
  static let all: [SampleNationality] = europe + elsewhere
}
