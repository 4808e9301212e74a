import Foundation

/// A person in randomuser.me's shape: the fields `inc=gender,name,location,email,dob,phone,cell,
/// login,nat,picture` asks for, decoded the same way from live and offline data.
///
/// Only what the app shows is kept; the API's other fields (coordinates, time zone, the login's
/// password and hashes) are ignored when decoding.
public struct Person: Sendable, Hashable, Codable, Identifiable {
  /// The two values the API sends in `gender`.
  public enum Gender: String, Sendable, Hashable, Codable, CaseIterable {
    case male, female
  }

  /// `name`: a title (Mr, Ms, Mrs, Miss…), a first and a last name.
  public struct Name: Sendable, Hashable, Codable {
    /// "Mr", "Ms", "Mrs", "Miss"…
    public var title: String
    /// The given name.
    public var first: String
    /// The family name.
    public var last: String

    /// Creates a name from its parts.
    public init(title: String, first: String, last: String) {
      self.title = title
      self.first = first
      self.last = last
    }

    /// First and last name: "Jennie Nichols".
    public var full: String { "\(first) \(last)" }
  }

  /// `location.street`.
  public struct Street: Sendable, Hashable, Codable {
    /// The house number.
    public var number: Int
    /// The street's name.
    public var name: String

    /// Creates a street address.
    public init(number: Int, name: String) {
      self.number = number
      self.name = name
    }
  }

  /// `location`; `postcode` arrives as a JSON number for some nationalities and as a string for
  /// others, and is kept as text either way.
  public struct Location: Sendable, Hashable {
    /// The street and house number.
    public var street: Street
    /// The city.
    public var city: String
    /// The state, county, province or region: with ``country``, the person's area.
    public var state: String
    /// The country's English name: "Germany".
    public var country: String
    /// The postcode as text, whatever JSON type it arrived as.
    public var postcode: String

    /// Creates a location.
    public init(street: Street, city: String, state: String, country: String, postcode: String) {
      self.street = street
      self.city = city
      self.state = state
      self.country = country
      self.postcode = postcode
    }
  }

  /// `dob`: the birth date as the API's ISO 8601 timestamp, and the age it gives.
  public struct Birth: Sendable, Hashable, Codable {
    /// The birth date and time: "1992-03-08T15:13:16.688Z".
    public var date: String
    /// Whole years since then.
    public var age: Int

    /// Creates a birth record.
    public init(date: String, age: Int) {
      self.date = date
      self.age = age
    }
  }

  /// `login`: the person's identity in the API.
  public struct Login: Sendable, Hashable, Codable {
    /// Unique per person: what ``Person/id`` is.
    public var uuid: String
    /// A made-up user name: "yellowpeacock117".
    public var username: String

    /// Creates a login.
    public init(uuid: String, username: String) {
      self.uuid = uuid
      self.username = username
    }
  }

  /// `picture`: portrait URLs in three sizes.
  public struct Picture: Sendable, Hashable, Codable {
    /// 128×128.
    public var large: String
    /// 72×72.
    public var medium: String
    /// 48×48.
    public var thumbnail: String

    /// Creates a set of portrait URLs.
    public init(large: String, medium: String, thumbnail: String) {
      self.large = large
      self.medium = medium
      self.thumbnail = thumbnail
    }
  }

  /// Male or female.
  public var gender: Gender
  /// Title, first and last name.
  public var name: Name
  /// Where the person lives.
  public var location: Location
  /// An address at example.com.
  public var email: String
  /// Date of birth and age (the API's `dob`).
  public var dob: Birth
  /// A landline number, formatted as in the person's country.
  public var phone: String
  /// A mobile number, formatted as in the person's country.
  public var cell: String
  /// The person's identity: ``id`` is its UUID.
  public var login: Login
  /// The nationality code: `US`, `GB`, `DE`…
  public var nat: String
  /// Portrait URLs.
  public var picture: Picture

  /// Creates a person from its fields.
  public init(
    gender: Gender, name: Name, location: Location, email: String, dob: Birth, phone: String, cell: String,
    login: Login, nat: String, picture: Picture
  ) {
    self.gender = gender
    self.name = name
    self.location = location
    self.email = email
    self.dob = dob
    self.phone = phone
    self.cell = cell
    self.login = login
    self.nat = nat
    self.picture = picture
  }

  /// The login's UUID.
  public var id: String { login.uuid }

  /// The age the API gives.
  public var age: Int { dob.age }
}
