import Foundation
import Models
import Services
import ServicesLive
import Testing

/// ``RandomUserDecoder`` on bodies shaped like randomuser.me's, and on the ways a body can be
/// wrong.
struct RandomUserDecoderTests {
  /// A page as `GET /api/1.4/?results=3&seed=reactor&inc=…` answers it: every field the API
  /// sends for those `inc` values (coordinates, time zone, the login's password and hashes), a
  /// number postcode and two string ones, accents and an escaped quote, and `info`.
  // Computed: a stored static Data is held through an enum payload whose tag bits hide the
  // pointer from LeakSanitizer, which then reports it as leaked at exit.
  static var apiPage: Data {
    Data(
      #"""
      {"results":[{"gender":"female","name":{"title":"Mrs","first":"Zoë","last":"O\"Brien"},
      "location":{"street":{"number":4711,"name":"Lindenstraße"},"city":"München","state":"Bayern",
      "country":"Germany","postcode":80331,"coordinates":{"latitude":"48.1374","longitude":"11.5755"},
      "timezone":{"offset":"+1:00","description":"Brussels, Copenhagen, Madrid, Paris"}},
      "email":"zoe.obrien@example.com","login":{"uuid":"155e77ee-ba6d-486f-95ce-0e0c0fb4b919",
      "username":"silverswan131","password":"gordon","salt":"LEF4Y5Ld","md5":"c8b0d5d3",
      "sha1":"0b2d0a4f","sha256":"6f2d6c2b"},"dob":{"date":"1993-07-20T09:44:18.674Z","age":33},
      "phone":"0221-6174819","cell":"0176-3856412","nat":"DE",
      "picture":{"large":"https://randomuser.me/api/portraits/women/44.jpg",
      "medium":"https://randomuser.me/api/portraits/med/women/44.jpg",
      "thumbnail":"https://randomuser.me/api/portraits/thumb/women/44.jpg"}},
      {"gender":"male","name":{"title":"Mr","first":"Oliver","last":"Smith"},
      "location":{"street":{"number":12,"name":"Station Road"},"city":"Leeds","state":"West Yorkshire",
      "country":"United Kingdom","postcode":"LS1 4AP","coordinates":{"latitude":"53.7997",
      "longitude":"-1.5492"},"timezone":{"offset":"0:00","description":"Western Europe Time, London, Lisbon"}},
      "email":"oliver.smith@example.com","login":{"uuid":"7a0eed16-9430-4d68-901f-c0d4c1c3bf00",
      "username":"happytiger512","password":"addison","salt":"sld1yGtd","md5":"ab54ac4c",
      "sha1":"edcf2ce6","sha256":"ed3f3ac6"},"dob":{"date":"2001-02-11T23:05:51.030Z","age":25},
      "phone":"0113-4960117","cell":"07700-900461","nat":"GB",
      "picture":{"large":"https://randomuser.me/api/portraits/men/8.jpg",
      "medium":"https://randomuser.me/api/portraits/med/men/8.jpg",
      "thumbnail":"https://randomuser.me/api/portraits/thumb/men/8.jpg"}},
      {"gender":"female","name":{"title":"Miss","first":"Chloé","last":"Tremblay"},
      "location":{"street":{"number":905,"name":"Rue Sainte-Catherine"},"city":"Montréal","state":"Québec",
      "country":"Canada","postcode":"H3B 1A7","coordinates":{"latitude":"45.5019","longitude":"-73.5674"},
      "timezone":{"offset":"-5:00","description":"Eastern Time (US & Canada), Bogota, Lima"}},
      "email":"chloe.tremblay@example.com","login":{"uuid":"0c6a2f55-1b7e-4d3a-8f21-9d4e5b6a7c80",
      "username":"quietowl207","password":"tigger","salt":"Jx2kP9qL","md5":"91f5c6e2",
      "sha1":"4c1d8a7b","sha256":"b7e4a1d9"},"dob":{"date":"1987-11-30T04:12:09.511Z","age":38},
      "phone":"514-555-0147","cell":"438-555-0199","nat":"CA",
      "picture":{"large":"https://randomuser.me/api/portraits/women/63.jpg",
      "medium":"https://randomuser.me/api/portraits/med/women/63.jpg",
      "thumbnail":"https://randomuser.me/api/portraits/thumb/women/63.jpg"}}],
      "info":{"seed":"reactor","results":3,"page":1,"version":"1.4"}}
      """#.utf8)
  }

  /// One person whose `name.first` is the JSON text `first` and whose postcode is `postcode`.
  static func body(first: String = #""Ada""#, postcode: String = "12345", extra: String = "") -> Data {
    Data(
      """
      {"results":[{"gender":"female","name":{"title":"Ms","first":\(first),"last":"Lovelace"},
        "location":{"street":{"number":12,"name":"St James's Square"},"city":"London","state":"Greater London",
          "country":"United Kingdom","postcode":\(postcode)},"email":"ada@example.com",
        "dob":{"date":"1815-12-10T00:00:00.000Z","age":36},"phone":"1","cell":"2",
        "login":{"uuid":"u-1","username":"ada"},"nat":"GB",
        "picture":{"large":"l","medium":"m","thumbnail":"t"}\(extra)}]}
      """.utf8)
  }

  /// ``body(first:postcode:extra:)`` without `text`.
  static func body(removing text: String) -> Data {
    Data(String(decoding: body(), as: UTF8.self).replacingOccurrences(of: text, with: "").utf8)
  }

  /// What the main screen's rows and the detail screen's areas are made of.
  @Test func anAPIPageGivesThePeopleAUserSees() throws {
    let people = try RandomUserDecoder.people(fromBody: Self.apiPage)

    #expect(
      people.map { "\($0.name.title) \($0.name.full)" } == [
        "Mrs Zoë O\"Brien", "Mr Oliver Smith", "Miss Chloé Tremblay",
      ])
    #expect(people.map(\.gender) == [.female, .male, .female])
    #expect(people.map(\.age) == [33, 25, 38])
    #expect(people.map(\.location.state) == ["Bayern", "West Yorkshire", "Québec"])
    #expect(people.map(\.location.country) == ["Germany", "United Kingdom", "Canada"])
    #expect(people.map(\.location.postcode) == ["80331", "LS1 4AP", "H3B 1A7"])
    #expect(people[0].location.street == Person.Street(number: 4711, name: "Lindenstraße"))
    #expect(people[0].location.city == "München")
    #expect(
      people.map(\.id) == [
        "155e77ee-ba6d-486f-95ce-0e0c0fb4b919", "7a0eed16-9430-4d68-901f-c0d4c1c3bf00",
        "0c6a2f55-1b7e-4d3a-8f21-9d4e5b6a7c80",
      ])
    #expect(people[1].email == "oliver.smith@example.com")
    #expect(people[1].dob.date == "2001-02-11T23:05:51.030Z")
    #expect([people[1].phone, people[1].cell] == ["0113-4960117", "07700-900461"])
    #expect(people[1].login.username == "happytiger512")
    #expect(people.map(\.nat) == ["DE", "GB", "CA"])
    #expect(people[2].picture.thumbnail == "https://randomuser.me/api/portraits/thumb/women/63.jpg")
  }

  @Test(arguments: [
    (#""A\"d\\a\/\n""#, "A\"d\\a/\n"),
    (#""Ad\u00e9le""#, "Adéle"),
    (#""\ud83d\ude00 smile""#, "😀 smile"),
    (#""Zoë 김""#, "Zoë 김"),
  ])
  func readsEscapesAndUnicode(json: String, text: String) throws {
    #expect(try RandomUserDecoder.people(fromBody: Self.body(first: json)).first?.name.first == text)
  }

  @Test func skipsFieldsItDoesNotKnowWhateverTheirShape() throws {
    let extra =
      #","registered":{"date":"x","age":3},"id":{"name":null,"value":[1,-2.5e3,true,false,{"a":[]}]}"#
    let people = try RandomUserDecoder.people(fromBody: Self.body(extra: extra))
    #expect(people.map(\.name.full) == ["Ada Lovelace"])
  }

  @Test(arguments: [
    (#""SW1Y 4LE""#, "SW1Y 4LE"), ("10001", "10001"), ("-5", "-5"),
  ])
  func readsPostcodesOfBothShapes(json: String, postcode: String) throws {
    #expect(
      try RandomUserDecoder.people(fromBody: Self.body(postcode: json)).first?.location.postcode == postcode)
  }

  @Test(arguments: [
    (Self.body(postcode: "12.5"), "expected a string at results[0].location.postcode"),
    (Self.body(postcode: "true"), "expected a string at results[0].location.postcode"),
    (Self.body(first: "7"), "expected a string at results[0].name.first"),
    (Self.body(removing: #","age":36"#), "missing field 'age' at results[0].dob"),
    (Data(#"{"results":[{"gender":"robot"}]}"#.utf8), "unreadable value at results[0].gender"),
    (Data(#"{"info":{}}"#.utf8), "missing field 'results'"),
    (Data(#"{"results":{}}"#.utf8), "expected a list at results"),
    (Data(#"[1, 2]"#.utf8), "expected an object"),
    (Data(#"{"results":[]} trailing"#.utf8), "not valid JSON"),
    (Data(), "not valid JSON"),
  ])
  func saysWhereAMalformedBodyWentWrong(body: Data, detail: String) {
    #expect(throws: RandomUserError.malformed(detail)) { try RandomUserDecoder.people(fromBody: body) }
  }

  /// Hostile or broken text ends in an error for that page, never in a crash.
  @Test(arguments: [
    Data(("{\"results\":" + String(repeating: "[", count: 100_000)).utf8),
    Data(("{\"results\":[],\"deep\":" + String(repeating: "{\"a\":", count: 100_000) + "1").utf8),
    Self.body(first: #""lone \ud800 surrogate""#),
    Data([0x7B, 0xFF, 0xFE, 0x7D]),
  ])
  func refusesBrokenTextWithoutCrashing(body: Data) {
    #expect(throws: RandomUserError.malformed("not valid JSON")) {
      try RandomUserDecoder.people(fromBody: body)
    }
  }

  @Test func anErrorBodyIsTheAPIsMessageEvenBesideResults() {
    #expect(throws: RandomUserError.api("Uh oh")) {
      try RandomUserDecoder.people(fromBody: Data(#"{"results":[{"gender":7}],"error":"Uh oh"}"#.utf8))
    }
  }
}
