import Foundation

/// One nationality of the offline generator: common names, and states with cities that really
/// lie in them, so "same area" means something.
///
/// The lists are this project's own picks of common names and well-known places.
struct SampleNationality: Sendable {
  /// A name, and the form an email address uses (lowercase ASCII, no spaces).
  struct Name: Sendable {
    let text: String
    let emailStem: String

    init(_ name: String) {
      text = name
      emailStem = String(
        name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
          .lowercased().filter { $0.isASCII && ($0.isLetter || $0 == "-") })
    }
  }

  /// A state (or county, province, region) and some of its cities.
  struct Region: Sendable {
    let state: String
    let cities: [String]
  }

  /// How postcodes look: a number in a range for some nationalities, letters and digits for others.
  enum Postcode: Sendable {
    case number(ClosedRange<Int>)
    /// `#` a digit, `@` a capital letter.
    case text(String)
  }

  let code: String
  let country: String
  let maleNames: [Name]
  let femaleNames: [Name]
  let lastNames: [Name]
  let regions: [Region]
  let streets: [String]
  /// `#` a digit.
  let phone: String
  let postcode: Postcode

  init(
    code: String, country: String, male: String, female: String, last: String, regions: [Region],
    streets: String, phone: String, postcode: Postcode
  ) {
    self.code = code
    self.country = country
    maleNames = Self.list(male).map(Name.init)
    femaleNames = Self.list(female).map(Name.init)
    lastNames = Self.list(last).map(Name.init)
    self.regions = regions
    self.streets = Self.list(streets)
    self.phone = phone
    self.postcode = postcode
  }

  /// A region from "State: City, City, City".
  static func region(_ text: String) -> Region {
    let parts = text.split(separator: ":", maxSplits: 1)
    return Region(state: String(parts[0]), cities: list(String(parts[1])))
  }

  /// The items of a comma-separated list, trimmed.
  private static func list(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
  }

  /// Every nationality the generator draws from.
  static let all: [SampleNationality] = europe + elsewhere
}
