import Foundation
import Models
import Testing

@Suite("randomuser.me people")
struct PersonDecodingTests {
  /// The RandomUser app's sample person, trimmed to the fields asked for, with `postcode` spliced in.
  private func json(postcode: String) -> Data {
    Data(
      """
      {
        "gender": "female",
        "name": {"title": "Miss", "first": "Jennie", "last": "Nichols"},
        "location": {
          "street": {"number": 8929, "name": "Valwood Pkwy"},
          "city": "Billings", "state": "Michigan", "country": "United States",
          "postcode": \(postcode),
          "coordinates": {"latitude": "-69.8246", "longitude": "134.8719"},
          "timezone": {"offset": "+9:30", "description": "Adelaide, Darwin"}
        },
        "email": "jennie.nichols@example.com",
        "login": {"uuid": "7a0eed16-9430-4d68-901f-c0d4c1c3bf00", "username": "yellowpeacock117",
                  "password": "addison", "salt": "sld1yGtd"},
        "dob": {"date": "1992-03-08T15:13:16.688Z", "age": 30},
        "phone": "(272) 790-0888", "cell": "(489) 330-2385",
        "picture": {"large": "https://randomuser.me/api/portraits/women/75.jpg",
                    "medium": "https://randomuser.me/api/portraits/med/women/75.jpg",
                    "thumbnail": "https://randomuser.me/api/portraits/thumb/women/75.jpg"},
        "nat": "US"
      }
      """.utf8)
  }

  @Test("decodes the RandomUser app's sample person, a string postcode kept as written")
  func decodesTheSample() throws {
    let person = try JSONDecoder().decode(Person.self, from: json(postcode: #""63104""#))
    #expect(person.gender == .female)
    #expect(person.name == Person.Name(title: "Miss", first: "Jennie", last: "Nichols"))
    #expect(person.name.full == "Jennie Nichols")
    #expect(person.location.street == Person.Street(number: 8929, name: "Valwood Pkwy"))
    #expect(
      [person.location.city, person.location.state, person.location.country] == [
        "Billings", "Michigan", "United States",
      ])
    #expect(person.location.postcode == "63104")
    #expect(person.age == 30)
    #expect(person.dob.date == "1992-03-08T15:13:16.688Z")
    #expect(person.id == "7a0eed16-9430-4d68-901f-c0d4c1c3bf00")
    #expect(person.login.username == "yellowpeacock117")
    #expect(person.nat == "US")
    #expect(person.picture.thumbnail.hasSuffix("/thumb/women/75.jpg"))
  }

  @Test("decodes a postcode sent as a number, and one with letters")
  func decodesBothPostcodeShapes() throws {
    #expect(try JSONDecoder().decode(Person.self, from: json(postcode: "70193")).location.postcode == "70193")
    #expect(
      try JSONDecoder().decode(Person.self, from: json(postcode: #""SW1A 1AA""#)).location.postcode
        == "SW1A 1AA")
  }

  @Test(
    "rejects a postcode that is neither, naming the field", arguments: ["true", "12.5", "null", #"{"a": 1}"#])
  func rejectsOtherPostcodes(postcode: String) {
    #expect {
      try JSONDecoder().decode(Person.self, from: json(postcode: postcode))
    } throws: { error in
      guard case .typeMismatch(_, let context) = error as? DecodingError else { return false }
      return context.codingPath.map(\.stringValue) == ["location", "postcode"]
    }
  }

  @Test("round-trips through JSON, the postcode as a string")
  func roundTrips() throws {
    let person = try JSONDecoder().decode(Person.self, from: json(postcode: "70193"))
    let encoded = try JSONEncoder().encode(person)
    #expect(String(decoding: encoded, as: UTF8.self).contains(#""postcode":"70193""#))
    #expect(try JSONDecoder().decode(Person.self, from: encoded) == person)
  }

  @Test("rejects a gender the API does not send")
  func rejectsUnknownGender() throws {
    let text = String(decoding: json(postcode: "1"), as: UTF8.self).replacingOccurrences(
      of: #""gender": "female""#, with: #""gender": "robot""#)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Person.self, from: Data(text.utf8)) }
  }
}
