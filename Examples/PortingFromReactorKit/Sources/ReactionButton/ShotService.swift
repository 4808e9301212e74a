/// Likes and unlikes shots. Only the methods the like button calls are ported: ReactorKit's
/// `func like(shotID: Int) -> Single<Void>` and `unlike`.
///
/// As Drrrible's service does, `like` sends `.updateLiked(id:isLiked: true)` and
/// `.increaseLikeCount(id:)` on the shot event subject before its request, and the opposite events if
/// the request fails; `unlike` the reverse. The buttons change only through those events.
protocol ShotServiceType: Sendable {
  func like(shotID: Int) async throws
  func unlike(shotID: Int) async throws
}

/// What the app tells its analytics; only the cases the like button logs.
enum AnalyticsEvent: Equatable, Sendable {
  case likeShot(shotID: Int)
  case unlikeShot(shotID: Int)
}

/// Drrrible's `Umbrella.Analytics<AnalyticsEvent>`, a class with `log(_:)`, as a protocol.
protocol DrrribleAnalytics: Sendable {
  func log(_ event: AnalyticsEvent)
}
