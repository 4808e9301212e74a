import Foundation
import Models
import Services
import ServicesLive
import Testing

/// The one-pass reader behind ``RandomUserDecoder``, checked against Foundation's `JSONDecoder`
/// and against the corners of JSON.
struct RandomUserDecoderTests {
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

  private struct Results: Decodable {
    let results: [Person]
  }

  @Test func readsExactlyWhatJSONDecoderDecodes() throws {
    let generated = RandomUserGenerator(today: CalendarDate(year: 2026, month: 11, day: 22)!)
      .json(count: 500, seed: "differential", page: 7)
    let expected = try JSONDecoder().decode(Results.self, from: generated).results
    #expect(try RandomUserDecoder.people(fromBody: generated) == expected)
  }

  @Test(arguments: [
    (#""A\"d\\a\/\n""#, "A\"d\\a/\n"),
    (#""Ad\u00e9le""#, "Adéle"),
    (#""\ud83d\ude00 smile""#, "😀 smile"),
    (#""Zoë 김""#, "Zoë 김"),
  ])
  func readsEscapesAndUnicode(json: String, text: String) throws {
    #expect(try RandomUserDecoder.people(fromBody: Self.body(first: json)).first?.name.first == text)
    let decoded = try JSONDecoder().decode(Results.self, from: Self.body(first: json)).results.first?.name
      .first
    #expect(decoded == text, "JSONDecoder reads it the same way")
  }

  /// Foundation refuses the whole body for one lone surrogate; one odd name should not cost a
  /// page, so it becomes U+FFFD, as invalid UTF-8 does.
  @Test func aLoneSurrogateBecomesAReplacementCharacter() throws {
    let person = try RandomUserDecoder.people(fromBody: Self.body(first: #""lone \ud800 \udc00x""#)).first
    #expect(person?.name.first == "lone \u{FFFD} \u{FFFD}x")
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
    (Self.body(postcode: "12.5"), "results.0.location.postcode: expected a string or a whole number"),
    (Self.body(postcode: "true"), "results.0.location.postcode: expected a string or a whole number"),
    (Self.body(first: "7"), "results.0.name.first: expected a string"),
    (Self.body(extra: #","dob":{"date":"d"}"#), "results.0.dob.age: missing"),
    (Data(#"{"results":{}}"#.utf8), "results: expected a list"),
    (Data(#"[1, 2]"#.utf8), "expected an object"),
    (Data(#"{"results":[],}"#.utf8), "not JSON"),
    (Data(#"{"results":[]} trailing"#.utf8), "not JSON"),
    (Data("{\"results\":[],\"x\":\"tab\there\"}".utf8), "not JSON"),
    (Data(), "not JSON"),
    (
      Data(
        ("{\"results\":[],\"deep\":" + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
          + "}").utf8),
      "deep: nested too deeply"
    ),
  ])
  func saysWhereAMalformedBodyWentWrong(body: Data, detail: String) {
    #expect(throws: RandomUserError.malformed(detail)) { try RandomUserDecoder.people(fromBody: body) }
  }

  @Test func anErrorBodyIsTheAPIsMessageEvenBesideResults() {
    #expect(throws: RandomUserError.api("Uh oh")) {
      try RandomUserDecoder.people(fromBody: Data(#"{"results":[],"error":"Uh oh"}"#.utf8))
    }
  }
}
