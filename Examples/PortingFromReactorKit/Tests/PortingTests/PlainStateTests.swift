import ReactorCore
import Testing

@testable import PlainState

@MainActor
struct PlainStateTests {
  @Test func aStateThatIsNotANestedTypeWorksWhenNamedOnce() {
    let reactor = ScoreReactor()
    reactor.send(.score(3))
    reactor.send(.score(4))
    #expect(reactor.currentState == 7)
    reactor.send(.reset)
    #expect(reactor.currentState == 0)
  }
}
