import Foundation
import Models
import Testing

@Suite("JSON models")
struct ModelDecodingTests {
  @Test("decodes posts shaped like JSONPlaceholder's /posts")
  func decodesPosts() throws {
    let json = """
      [
        {"userId": 1, "id": 1, "title": "sunt aut facere", "body": "quia et suscipit\\nsuscipit"},
        {"userId": 2, "id": 11, "title": "et ea vero quia", "body": "delectus reiciendis"}
      ]
      """
    let posts = try JSONDecoder().decode([Post].self, from: Data(json.utf8))
    let expected = [
      Post(id: 1, userId: 1, title: "sunt aut facere", body: "quia et suscipit\nsuscipit"),
      Post(id: 11, userId: 2, title: "et ea vero quia", body: "delectus reiciendis"),
    ]
    #expect(posts == expected)
  }

  @Test("decodes comments shaped like JSONPlaceholder's /posts/{id}/comments")
  func decodesComments() throws {
    let json = """
      [{"postId": 1, "id": 2, "name": "quo vero", "email": "Jayne_Kuhic@sydney.com", "body": "est natus"}]
      """
    let comments = try JSONDecoder().decode([Models.Comment].self, from: Data(json.utf8))
    let expected = Models.Comment(
      id: 2, postId: 1, name: "quo vero", email: "Jayne_Kuhic@sydney.com", body: "est natus")
    #expect(comments == [expected])
  }

  @Test("rejects a post with a missing field")
  func rejectsIncompletePost() {
    let json = #"{"userId": 1, "id": 1, "title": "no body"}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Post.self, from: Data(json.utf8))
    }
  }

  @Test("round-trips a profile through JSON with its birthdate as YYYY-MM-DD")
  func profileRoundTrip() throws {
    let profile = Profile(name: "Ada", birthdate: try #require(CalendarDate(iso: "1990-05-17")))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try encoder.encode(profile)
    #expect(String(decoding: json, as: UTF8.self) == #"{"birthdate":"1990-05-17","name":"Ada"}"#)
    #expect(try JSONDecoder().decode(Profile.self, from: json) == profile)
    #expect(Profile.default.birthdate.iso == "2000-01-01")
    #expect(!Profile.default.name.isEmpty)
  }
}
