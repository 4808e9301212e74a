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
    var text = "{\"results\":["
    text.reserveCapacity(count * 900 + 100)
    for index in 0..<max(count, 0) {
      if index > 0 { text += "," }
      writePerson(to: &text, random: &random)
    }
    text += "],\"info\":{\"seed\":\(Self.quoted(seed)),\"results\":\(max(count, 0)),"
    text += "\"page\":\(page),\"version\":\"\(RandomUserAPI.version)\"}}"
    return Data(text.utf8)
  }
}
