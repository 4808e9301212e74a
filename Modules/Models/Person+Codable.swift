import Foundation

extension Person.Location: Codable {
  private enum CodingKeys: String, CodingKey {
    case street, city, state, country, postcode
  }

  /// Decodes a location whose `postcode` is a JSON string or a JSON number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    street = try container.decode(Person.Street.self, forKey: .street)
    city = try container.decode(String.self, forKey: .city)
    state = try container.decode(String.self, forKey: .state)
    country = try container.decode(String.self, forKey: .country)
    // The API sends `"postcode": "63104"` for some nationalities and `"postcode": 70193` for others.
    if let text = try? container.decode(String.self, forKey: .postcode) {
      postcode = text
    } else if let number = try? container.decode(Int.self, forKey: .postcode) {
      postcode = String(number)
    } else {
      throw DecodingError.typeMismatch(
        String.self,
        DecodingError.Context(
          codingPath: container.codingPath + [CodingKeys.postcode],
          debugDescription: "postcode is neither a string nor a whole number"))
    }
  }

  /// Encodes the postcode as a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(street, forKey: .street)
    try container.encode(city, forKey: .city)
    try container.encode(state, forKey: .state)
    try container.encode(country, forKey: .country)
    try container.encode(postcode, forKey: .postcode)
  }
}
