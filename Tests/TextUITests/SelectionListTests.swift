import Testing
import TextUI

/// The list widget: the keys that move through rows, open one, search them, and ask for more.
@MainActor
struct SelectionListTests {
  /// A list of `count` rows named `row 1`…, with what it reported.
  @MainActor
  final class Fixture {
    let list: SelectionList
    var opened: [Int] = []
    var nearEnd = 0

    init(count: Int, hasMore: Bool = false, rowsPerPage: Int = 10) {
      list = SelectionList(opens: "opens", rowsPerPage: { rowsPerPage })
      list.update(rows: (0..<count).map { "row \($0 + 1)" }, hasMore: hasMore)
      list.onSelect = { [unowned self] in opened.append($0) }
      list.onNearEnd = { [unowned self] in nearEnd += 1 }
    }

    @discardableResult
    func press(_ keys: Key...) -> CommandInput.Outcome {
      keys.map { list.handle(.key($0)) }.last ?? .unknown
    }
  }

  @Test func arrowsAndVimKeysMoveOneRowAndStopAtTheEnds() {
    let fixture = Fixture(count: 3)
    fixture.press(.down, .character("j"))
    #expect(fixture.list.selectedIndex == 2)
    #expect(fixture.press(.down) == .answered("this is the last row"))
    fixture.press(.up, .character("k"))
    #expect(fixture.list.selectedIndex == 0)
    #expect(fixture.press(.character("k")) == .answered("this is the first row"))
  }

  @Test func pagesMoveByWhatTheScreenShowsAndHomeEndGoToTheEnds() {
    let fixture = Fixture(count: 50, rowsPerPage: 12)
    fixture.press(.pageDown)
    #expect(fixture.list.selectedIndex == 12)
    fixture.press(.character(" "))
    #expect(fixture.list.selectedIndex == 24)
    fixture.press(.character("G"))
    #expect(fixture.list.selectedIndex == 49)
    fixture.press(.home)
    #expect(fixture.list.selectedIndex == 0)
    fixture.press(.end, .pageUp)
    #expect(fixture.list.selectedIndex == 37)
    #expect(fixture.nearEnd == 0, "a list with no more rows asks for none")
  }

  @Test func enterAndPlainNumbersOpenARow() {
    let fixture = Fixture(count: 5)
    fixture.press(.down, .enter)
    #expect(fixture.list.handle(.line("o 4")) == .handled)
    #expect(fixture.list.handle(.line("5")) == .handled)
    #expect(fixture.list.handle(.line("9")) == .answered("there is no row 9: pick 1–5"))
    #expect(fixture.list.handle(.line("five")) == .unknown)
    #expect(fixture.opened == [1, 3, 4])
    #expect(fixture.list.selectedIndex == 4, "the row opened is the one selected")
  }

  /// Nearing the end of a paged list asks for more, as a table scrolled near its end does.
  @Test func nearingTheEndOfAPagedListAsksForMore() {
    let fixture = Fixture(count: 30, hasMore: true)
    fixture.press(.pageDown, .pageDown)
    #expect(fixture.nearEnd == 0)
    fixture.press(.down, .down, .down, .down, .down)
    #expect(fixture.list.selectedIndex == 25)
    #expect(fixture.nearEnd == 1)
    fixture.press(.down)
    #expect(fixture.nearEnd == 2, "each move near the end asks: the reactor ignores it while a page loads")
    #expect(fixture.press(.end) == .answered("row 30 is the last loaded: the next page is loading"))
    #expect(fixture.nearEnd == 3, "End asks again: the way to retry a page that failed")
    #expect(fixture.press(.down) == .answered("row 30 is the last loaded: the next page is loading"))
    #expect(fixture.nearEnd == 4, "↓ past the last loaded row asks too, never says it is the last")
  }

  @Test func rowsAddedKeepTheSelectionAndNewRowsStartAtTheTop() {
    let fixture = Fixture(count: 3, hasMore: true)
    fixture.press(.down, .down)
    fixture.list.update(rows: ["row 1", "row 2", "row 3", "row 4"], hasMore: false)
    #expect(fixture.list.selectedIndex == 2)
    fixture.list.update(rows: ["other 1", "other 2", "other 3"], hasMore: false)
    #expect(fixture.list.selectedIndex == 0)
    fixture.press(.end)
    fixture.list.update(rows: ["other 1"], hasMore: false)
    #expect(fixture.list.selectedIndex == 0)
  }

  /// `/` searches as less does: the pattern typed, Enter finds it, `n` and `N` find it again.
  @Test func slashSearchesTheRowsAndNFindsTheNextMatch() {
    let fixture = Fixture(count: 0)
    fixture.list.update(rows: ["alpha", "Beta", "gamma", "beta two", "delta"], hasMore: false)
    #expect(fixture.press(.character("n")) == .answered("nothing searched yet: / searches the list"))
    #expect(fixture.press(.character("/")) == .answered("/▏"))
    #expect(fixture.list.capturesKeys, "the search takes every key while typed: `q` is a letter")
    #expect(fixture.press(.character("b"), .character("E")) == .answered("/bE▏"))
    fixture.press(.enter)
    #expect(!fixture.list.capturesKeys)
    #expect(fixture.list.selectedIndex == 1, "case does not matter")
    fixture.press(.character("n"))
    #expect(fixture.list.selectedIndex == 3)
    fixture.press(.character("n"))
    #expect(fixture.list.selectedIndex == 1, "the search wraps around")
    fixture.press(.character("N"))
    #expect(fixture.list.selectedIndex == 3)
    fixture.press(.character("/"), .character("z"))
    #expect(fixture.press(.enter) == .answered("no row holds \"z\""))
    #expect(fixture.list.selectedIndex == 3)
  }

  @Test func escapeDropsTheSearchBeingTyped() {
    let fixture = Fixture(count: 3)
    fixture.press(.character("/"), .character("2"), .escape)
    #expect(!fixture.list.capturesKeys)
    #expect(fixture.list.selectedIndex == 0)
    #expect(fixture.press(.character("n")) == .answered("nothing searched yet: / searches the list"))
  }

  @Test func theHintsOfferWhatWorksNow() {
    let empty = Fixture(count: 0)
    #expect(empty.list.keys.isEmpty)
    #expect(empty.press(.enter) == .unknown, "an empty list takes no key: the app says it does nothing")
    let fixture = Fixture(count: 3)
    #expect(
      fixture.list.keys.map(\.label) == ["↑↓ jk PgUp PgDn Space Home End gG", "Enter", "N or o N", "/"])
    fixture.press(.character("/"), .character("r"), .enter)
    #expect(fixture.list.keys.last?.label == "/ n N")
    let quiet = SelectionList(opens: "opens", opensByNumber: false, searches: false)
    quiet.update(rows: ["a"], hasMore: false)
    #expect(quiet.keys.map(\.label) == ["↑↓ jk PgUp PgDn Space Home End gG", "Enter", "o N"])
    #expect(quiet.handle(.line("1")) == .unknown)
    #expect(quiet.handle(.key(.character("/"))) == .unknown)
  }
}
