import ReactorCore
import Testing

@testable import Counter

// A counter that follows a number kept elsewhere: each change is on screen before the call
// that made it returns.
@MainActor
struct FollowingCounterTests {
  let source = ExternalValue()

  @Test func eachChangeIsShownBeforeItsCallReturns() {
    let reactor = FollowingCounterReactor(source: source)
    var values: [Int] = []
    let subscription = reactor.observe(\.value) { values.append($0) }
    defer { subscription.cancel() }
    reactor.send(.follow)

    source.value = 1
    #expect(values == [0, 1])
    source.value = 5
    #expect(values == [0, 1, 5])
  }

  @Test func afterStopFollowingAChangeIsNotShown() {
    let reactor = FollowingCounterReactor(source: source)
    reactor.send(.follow)
    source.value = 1
    reactor.send(.stopFollowing)

    source.value = 2
    #expect(reactor.currentState.value == 1)
  }
}
