import ReactorCore

/// A shared event stream: every follower gets every event sent after it started following, on the
/// main actor, before ``send(_:)`` returns.
///
/// A reactor follows ``events`` in `transform(mutation:)` with `.stream(service.events, …)`: a
/// change a screen saves has reached every other screen when the save returns, so the screen that
/// saved can close on it, as with the `PublishSubject` of a ReactorKit app.
public final class Broadcast<Event: Sendable>: Sendable {
  /// What followers follow.
  public let events = PublishSubject<Event>()

  public init() {}

  /// Hands `event` to every current follower, on the main actor.
  public func send(_ event: Event) async {
    await events.onNext(event)
  }

  /// How many followers are listening.
  @MainActor
  public var subscriberCount: Int { events.followerCount }
}
