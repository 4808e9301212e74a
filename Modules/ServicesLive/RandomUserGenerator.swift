import Foundation
import Models
import Services

/// Offline random users: people with realistic names, living in places that exist, for ten
/// nationalities; the same seed and page always give the same people.
///
/// It writes the JSON randomuser.me would send and decodes it with ``RandomUserDecoder``, so the
/// offline path runs the live decoder too.
public struct RandomUserGenerator: Sendable {
  let today: CalendarDate

  /// - Parameter today: the day ages are counted to; birth dates are computed back from it.
  public init(today: CalendarDate) {
    self.today = today
  }

  /// `count` people for `seed` and `page`, decoded from ``json(count:seed:page:)``.
  public func people(count: Int, seed: String, page: Int) throws(RandomUserError) -> [Person] {
    try RandomUserError.validate(count: count)
    return try RandomUserDecoder.people(fromBody: json(count: count, seed: seed, page: page))
  }

  /// The API's answer for `count` people of `seed` and `page`: `{"results": […], "info": {…}}`.
  public func json(count: Int, seed: String, page: Int) -> Data {
    var random = SeededRandom(seed: seed, page: page)
    let count = max(count, 0)
    var json = JSONBuffer(capacity: count * 900 + 200)
    json.raw(#"{"results":["#)
    for index in 0..<count {
      if index > 0 { json.raw(",") }
      writePerson(to: &json, random: &random)
    }
    json.raw(#"],"info":{"seed":"#)
    json.append(JSONBuffer.quoted(seed))
    json.raw(#","results":"#)
    json.int(count)
    json.raw(#","page":"#)
    json.int(page)
    json.raw(#","version":"1.4"}}"#)
    return Data(json.bytes)
  }
}
