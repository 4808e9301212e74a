import ReactorCore
import ReactorTesting
import Synchronization
import Testing

/// Reading `state` starts a reactor, as ReactorKit's `_ = self.state` in `init` does: a service's
/// event stream merged in `transform(mutation:)` is subscribed before the first action.
@MainActor
struct StartingTests {
  /// A hub of events, as a ReactorKit app's global `PublishSubject`: each stream taken from it
  /// hears what is published after it was taken.
  final class EventHub: Sendable {
    private let subscribers = Mutex<[AsyncStream<Int>.Continuation]>([])

    var events: AsyncStream<Int> {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      subscribers.withLock { $0.append(continuation) }
      return stream
    }

    func publish(_ value: Int) {
      for subscriber in subscribers.withLock({ $0 }) { subscriber.yield(value) }
    }
  }

  final class FollowingReactor: Reactor {
    typealias Action = NoAction

    enum Mutation: Sendable { case setValue(Int) }

    struct State: Equatable, Sendable { var value = 0 }

    let initialState = State()
    let runtime = Runtime()
    let hub: EventHub
    private(set) var builds = 0

    init(hub: EventHub, startsAtOnce: Bool) {
      self.hub = hub
      if startsAtOnce { _ = self.state }
    }

    func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
      builds += 1
      return .merge(mutation, .stream(hub.events, Mutation.setValue))
    }

    func reduce(state: State, mutation: Mutation) -> State {
      guard case .setValue(let value) = mutation else { return state }
      return State(value: value)
    }
  }

  @Test func readingStateInInitHearsAnEventPublishedRightAfter() async {
    let hub = EventHub()
    let reactor = FollowingReactor(hub: hub, startsAtOnce: true)

    hub.publish(7)

    await drainMainActor { reactor.currentState.value == 7 }
    #expect(reactor.currentState == .init(value: 7))
    #expect(reactor.builds == 1)
  }

  // As in ReactorKit without `_ = self.state`: the stream is subscribed on first use, after the
  // event went by.
  @Test func withoutItTheEventBeforeFirstUseIsMissed() async {
    let hub = EventHub()
    let reactor = FollowingReactor(hub: hub, startsAtOnce: false)

    hub.publish(7)
    #expect(reactor.currentState == .init(value: 0))
    hub.publish(8)

    await drainMainActor { reactor.currentState.value == 8 }
    #expect(reactor.currentState == .init(value: 8))
  }

  @Test func readingStateAgainBuildsNothingMore() {
    let reactor = FollowingReactor(hub: EventHub(), startsAtOnce: true)

    _ = reactor.state
    _ = reactor.currentState

    #expect(reactor.builds == 1)
  }

  @Test func readingStateOfAStubbedReactorStartsNothing() {
    let reactor = FollowingReactor(hub: EventHub(), startsAtOnce: false)
    reactor.isStubEnabled = true

    _ = reactor.state

    #expect(reactor.builds == 0)
  }
}
