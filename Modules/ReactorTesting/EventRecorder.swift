import ReactorCore

/// Records every element a `PublishSubject` publishes from now on, for the tests of a service
/// that publishes them.
///
/// It follows the subject as a reactor would, so it sees each element inside the `onNext` that
/// published it.
@MainActor
public final class EventRecorder<Event: Sendable> {
  private let follower: Follower

  /// Every element published since the recorder was made, in order.
  public var events: [Event] { follower.currentState }

  /// Starts recording what `subject` publishes.
  public init(_ subject: PublishSubject<Event>) {
    follower = Follower(subject)
  }

  final class Follower: Reactor {
    typealias Action = NoAction
    typealias Mutation = Event
    typealias State = [Event]

    let initialState: [Event] = []
    let runtime = Runtime()
    let subject: PublishSubject<Event>

    init(_ subject: PublishSubject<Event>) {
      self.subject = subject
      _ = self.state
    }

    func transform(mutation: Mutations<Event>) -> Mutations<Event> {
      .merge(mutation, .stream(subject))
    }

    func reduce(state: [Event], mutation: Event) -> [Event] {
      state + [mutation]
    }
  }
}
