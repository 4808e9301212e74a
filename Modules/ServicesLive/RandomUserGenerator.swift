import Models
import Services

/// Offline random users: people with realistic names, living in places that exist, for ten
/// nationalities; the same seed and page always give the same people.
///
/// The people are built as values, in the shape ``RandomUserDecoder`` gives for randomuser.me's
/// answers, so the screens cannot tell the two sources apart.
public struct RandomUserGenerator: Sendable {
  let today: CalendarDate

  /// - Parameter today: the day ages are counted to; birth dates are computed back from it.
  public init(today: CalendarDate) {
    self.today = today
  }

  /// `count` people for `seed` and `page`.
  ///
  /// - Throws: ``RandomUserError/invalidCount(_:)`` for a count the API would not accept either.
  public func people(count: Int, seed: String, page: Int) throws(RandomUserError) -> [Person] {
    try RandomUserError.validate(count: count)
    var random = SeededRandom(seed: seed, page: page)
    return (0..<count).map { _ in person(&random) }
  }
}
