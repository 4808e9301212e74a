import ReactorCore
import ReactorTesting
import Testing

/// RxSwift's `PublishSubject` and `BehaviorSubject`, the global event streams ReactorKit apps
/// share: a reactor following one reduces each event inside the `onNext` that published it.
@MainActor
struct SubjectTests {
  /// Drrrible's like button in small: toggling asks a service, which publishes what changed;
  /// the button changes only through those events.
  final class LikeReactor: Reactor {
    enum Action: Sendable { case toggle }
    enum Mutation: Sendable { case setLiked(Bool) }
    struct State: Equatable, Sendable { var isLiked = false }

    let initialState = State()
    let runtime = Runtime()
    let events: PublishSubject<Bool>

    init(events: PublishSubject<Bool>) {
      self.events = events
      _ = self.state
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      events.onNext(!currentState.isLiked)
      return .empty()
    }

    func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
      .merge(mutation, .stream(events, Mutation.setLiked))
    }

    func reduce(state: State, mutation: Mutation) -> State {
      guard case .setLiked(let isLiked) = mutation else { return state }
      return State(isLiked: isLiked)
    }
  }

  @Test func anEventIsReducedInsideTheOnNextThatPublishedIt() {
    let events = PublishSubject<Bool>()
    let reactor = LikeReactor(events: events)

    events.onNext(true)
    #expect(reactor.currentState == .init(isLiked: true))
    events.onNext(false)
    #expect(reactor.currentState == .init(isLiked: false))
  }

  @Test func anEventPublishedFromMutateIsSeenByTheNextSend() {
    let reactor = LikeReactor(events: PublishSubject())
    var states: [Bool] = []
    reactor.observe { states.append($0.isLiked) }

    reactor.send(.toggle)
    reactor.send(.toggle)

    #expect(states == [false, true, false])
  }

  @Test func everyFollowerHearsEachEventInTheOrderTheyStarted() {
    let events = PublishSubject<Bool>()
    let first = LikeReactor(events: events)
    let second = LikeReactor(events: events)

    events.onNext(true)

    #expect(first.currentState.isLiked && second.currentState.isLiked)
  }

  @Test func aFollowingReactorIsStillFreedWhenReleased() async {
    let events = PublishSubject<Bool>()
    weak var released: LikeReactor?
    do {
      let reactor = LikeReactor(events: events)
      released = reactor
    }
    // The subject holds its followers' deliveries, which hold the reactor weakly.
    #expect(released == nil)
    events.onNext(true)
    await drainMainActor()
  }

  final class UserReactor: Reactor {
    typealias Action = NoAction
    struct State: Equatable, Sendable { var name: String? }

    let initialState = State()
    let runtime = Runtime()
    let user: BehaviorSubject<String?>

    init(user: BehaviorSubject<String?>) {
      self.user = user
    }

    func transform(state: Mutations<State>) -> Mutations<State> {
      .merge(state, .stream(user) { State(name: $0) })
    }
  }

  @Test func aBehaviorSubjectGivesANewFollowerItsValueFirst() {
    let user = BehaviorSubject<String?>(value: "devxoul")
    let reactor = UserReactor(user: user)
    var names: [String?] = []
    reactor.observe { names.append($0.name) }

    user.onNext(nil)

    #expect(names == ["devxoul", nil])
    #expect(user.value == nil)
  }
}
