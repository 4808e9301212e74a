import ReactorCore
import ReactorTracing
import Testing

@MainActor
struct TraceLinesTests {
  final class ListReactor: Reactor {
    enum Action: Sendable {
      case append(Int), replaceFirst(Int), rename(String?), alert(String), tag(String), wait(Duration?)
    }
    struct State: Sendable {
      var items: [Int] = [1, 2]
      var tags: [String]?
      var name: String?
      var waited: Duration?
      @Pulse var alert: String?
    }
    let initialState = State()
    let runtime = Runtime()

    func reduce(state: State, mutation: Action) -> State {
      var state = state
      switch mutation {
      case .append(let item): state.items.append(item)
      case .replaceFirst(let item): state.items[0] = item
      case .rename(let name): state.name = name
      case .alert(let text): state.alert = text
      case .tag(let tag): state.tags = (state.tags ?? []) + [tag]
      case .wait(let duration): state.waited = duration
      }
      return state
    }
  }

  @Test func linesNameTheActionTheMutationAndOnlyTheFieldsThatChanged() {
    let reactor = ListReactor()
    var lines: [String] = []
    reactor.traceLines { lines.append($0) }

    reactor.send(.rename("Ada"))
    reactor.send(.append(3))
    reactor.send(.replaceFirst(9))
    reactor.send(.alert("hi"))
    reactor.send(.alert("hi"))
    reactor.traceLines(nil)
    reactor.send(.rename(nil))

    #expect(
      lines == [
        "action → rename(\"Ada\")",
        "  mutation → rename(\"Ada\")",
        "  state: name: nil → \"Ada\"",
        "action → append(3)",
        "  mutation → append(3)",
        "  state: items: 2 items → 3 items",
        "action → replaceFirst(9)",
        "  mutation → replaceFirst(9)",
        "  state: items: 3 items, changed",
        "action → alert(\"hi\")",
        "  mutation → alert(\"hi\")",
        "  state: alert: nil → \"hi\"",
        "action → alert(\"hi\")",
        "  mutation → alert(\"hi\")",
        "  state: alert: \"hi\" (again)",
      ])
  }

  /// A list is counted in words a reader uses ("1 item"), an optional one too, never printed
  /// whole with its module's type names.
  @Test func aListIsCountedInWordsOptionalOrNot() {
    let reactor = ListReactor()
    var lines: [String] = []
    reactor.traceLines { lines.append($0) }

    reactor.send(.tag("a"))
    reactor.send(.tag("b"))

    #expect(
      lines.filter { $0.contains("state:") } == [
        "  state: tags: nil → 1 item",
        "  state: tags: 1 item → 2 items",
      ])
  }

  @Test func aDurationReadsInAPersonsUnitsNotSwiftsSeconds() {
    let reactor = ListReactor()
    var lines: [String] = []
    reactor.traceLines { lines.append($0) }

    for duration in [Duration.zero, .milliseconds(250), .milliseconds(1500), .seconds(90)] {
      reactor.send(.wait(duration))
    }

    #expect(
      lines.filter { $0.contains("state:") } == [
        "  state: waited: nil → 0 s",
        "  state: waited: 0 s → 250 ms",
        "  state: waited: 250 ms → 1.5 s",
        "  state: waited: 1.5 s → 90 s",
      ])
  }
}
