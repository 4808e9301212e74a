import Foundation
import ReactorCore
import ReactorTracing
import Testing
import TextUI

/// The one summary every traced value goes through, whatever a feature declares.
struct TraceSummaryTests {
  enum Route: Equatable {
    case detail(Item, origin: Origin)
  }

  enum Origin: Equatable {
    case live, offline(reason: String?)
  }

  struct Item: Equatable {
    var name: String
    var tags: [String]
    var stars: Int
  }

  enum Mutation {
    case setQuery(String?)
    case setItems([Item], nextPage: Int?)
    case setRoute(Route?)
    case moveSelection(by: Int)
    case signIn(user: String, password: Secret<String>)
    case edit(TextField)
    case wait(Duration)
    case stamp(Date)
    case count([String: Int])
    case tags(Set<String>)
  }

  /// A model type that chose its own words, as `CalendarDate` does.
  struct Day: CustomStringConvertible {
    var description: String { "2000-01-01" }
  }

  final class Cell {
    let name = "Ada"
  }

  @Test func nilIsNilAndAnOptionalIsItsValue() {
    #expect(TraceSummary.of(Mutation.setQuery(nil)) == "setQuery(nil)")
    #expect(TraceSummary.of(Mutation.setQuery("swift")) == "setQuery(\"swift\")")
    #expect(TraceSummary.of(Mutation.setRoute(nil)) == "setRoute(nil)")
    #expect(TraceSummary.of(Optional(Optional(3)) as Any) == "3")
  }

  @Test func aLongStringIsCutAndMarked() {
    let long = String(repeating: "abcdefghij", count: 6)
    #expect(
      TraceSummary.of(Mutation.setQuery(long))
        == "setQuery(\"\(String(repeating: "abcdefghij", count: 4))…\")")
    #expect(TraceSummary.of(String(long.prefix(TraceSummary.stringLimit))) == "\"\(long.prefix(40))\"")
  }

  @Test func aLongCollectionIsItsCountAndFirstItemsAShortOneIsWhole() {
    #expect(TraceSummary.of(Array(1...3)) == "[1, 2, 3]")
    #expect(TraceSummary.of(Array(1...30)) == "[30 items: 1, 2, …]")
    #expect(TraceSummary.of([Int]()) == "[]")
    #expect(TraceSummary.of(Mutation.count([:])) == "count([:])")
    // Unordered collections are sorted, so a trace reads the same in every run.
    #expect(TraceSummary.of(Mutation.count(["b": 2, "a": 1])) == "count([\"a\": 1, \"b\": 2])")
    #expect(TraceSummary.of(Mutation.tags(["z", "y", "x", "w"])) == "tags([4 items: \"w\", \"x\", …])")
  }

  @Test func aNestedEnumKeepsItsCaseNamesAndLabels() {
    let item = Item(name: "ReactorKit", tags: ["swift", "rx"], stars: 2_700)
    #expect(TraceSummary.of(Mutation.moveSelection(by: -1)) == "moveSelection(by: -1)")
    #expect(
      TraceSummary.of(Mutation.setRoute(.detail(item, origin: .offline(reason: nil))))
        == "setRoute(detail(Item(name: \"ReactorKit\", …), origin: offline(reason: nil)))")
    #expect(
      TraceSummary.of(Route.detail(item, origin: .live))
        == "detail(Item(name: \"ReactorKit\", tags: [2 items], stars: 2700), origin: live)")
  }

  /// Deeper values show less: a struct in a list its first field, a list in a struct its count.
  @Test func nestedValuesShowLessTheDeeperTheyAre() {
    let items = (1...12).map { Item(name: "repo-\($0)", tags: ["a", "b", "c", "d"], stars: $0) }
    #expect(
      TraceSummary.of(Mutation.setItems(items, nextPage: 2))
        == "setItems([12 items: Item(name: \"repo-1\", …), Item(name: \"repo-2\", …), …], nextPage: 2)")
    #expect(TraceSummary.of(items[0]) == "Item(name: \"repo-1\", tags: [4 items: \"a\", \"b\", …], stars: 1)")
    #expect(TraceSummary.of([[items]]) == "[[[12 items]]]")
  }

  @Test func aSecretIsDotsWhereverItIs() {
    let secret = Mutation.signIn(user: "ada", password: Secret("hunter2"))
    #expect(TraceSummary.of(secret) == "signIn(user: \"ada\", password: ••••)")
    #expect(TraceSummary.of(Mutation.edit(TextField("hunter2", isSecret: true))) == "edit(••••)")
    #expect(TraceSummary.of(Mutation.edit(TextField("ada"))) == "edit(\"ada\")")
    var dumped = ""
    dump(secret, to: &dumped)
    dump(TextField("hunter2", isSecret: true), to: &dumped)
    #expect(!dumped.contains("hunter2"), "\(dumped)")
    #expect(!"\(secret)".contains("hunter2") && !String(reflecting: secret).contains("hunter2"))
  }

  @Test func aTypeThatDescribesItselfKeepsItsWordsAndAnObjectIsItsClass() {
    #expect(TraceSummary.of([Day()]) == "[2000-01-01]")
    #expect(TraceSummary.of(Cell()) == "Cell")
  }

  @Test func timeReadsInAPersonsUnits() {
    #expect(TraceSummary.of(Mutation.wait(.milliseconds(250))) == "wait(250 ms)")
    #expect(TraceSummary.of(Mutation.stamp(Date(timeIntervalSince1970: 0))) == "stamp(1970-01-01T00:00:00Z)")
    #expect(TraceSummary.of(URL(string: "https://example.com/a")!) == "https://example.com/a")
  }

  @Test func aPropertyWrapperIsItsPropertysNameAndValue() {
    struct State {
      @Pulse var alert: String? = "hi"
      @Secret var token = "ghp_abc"
    }
    #expect(TraceSummary.of(State()) == "State(alert: \"hi\", token: ••••)")
  }
}
