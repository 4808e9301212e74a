import CaseStudyKit
import Models
import ReactorCore
import TextUI

/// A section's people, the selected one kept in view on a terminal as in every list; the
/// expanded row lists the people of the same area under it.
///
/// It is the RandomUser app's `DetailViewController`, named after what it shows.
public final class SectionDetailView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public private(set) var title = "Section"
  public let about = RandomUsersAbout.text
  /// The people: the list owns the selection; opening a row expands it.
  let list = SelectionList(opens: "expands the row", opensNumber: "expands row N", word: "x")
  private let screen: any Screen

  public init(screen: any Screen) {
    self.screen = screen
  }

  /// Every key the screen has: its command and the list's.
  public var keys: [KeyBinding] { [Self.expand] + list.allKeys }

  public func bind(reactor: SectionDetailReactor) {
    title = reactor.currentState.section.title
    list.onSelect = { [weak reactor] index in reactor?.send(.toggle(index)) }
    connect(reactor, to: screen, widgets: [list], commands: { [list] _ in Self.commands(expanding: list) }) {
      [list] state in
      list.update(rows: state.items.map { $0.currentState.person.displayName }, hasMore: false)
    }
    reactor.pulse(\.$message) { [screen] in screen.flash($0) }.store(in: bag)
  }

  /// The detail frame: every row, the selected one its focus; the trace draws past states with
  /// it too.
  public func render(state: SectionDetailReactor.State) -> Frame {
    let count = state.items.count
    var lines = [""]
    guard count > 0 else {
      lines.append("  no one is in this section")
      return Frame(title: "Random Users · \(state.section.title)", lines: lines)
    }
    lines += ["  " + count.counted("person", plural: "people"), ""]
    var focus: Int?
    for index in state.items.indices {
      let cell = state.items[index].currentState
      if index == list.selectedIndex { focus = lines.count }
      let fold = cell.isExpanded ? "▾" : "▸"
      let number = String(index + 1)
      let padding = String(repeating: " ", count: max(String(count).count - number.count, 0))
      lines.append(
        "\(list.marker(index)) \(fold) \(padding)\(number)  "
          + cell.person.row(place: cell.person.displayPlace))
      if cell.isExpanded { lines += Self.sameAreaLines(cell) }
    }
    return Frame(
      title: "Random Users · \(state.section.title)", lines: lines,
      keys: CommandInput.offered(Self.commands(expanding: list).map(\.key), [list]), focus: focus)
  }

  private static func sameAreaLines(_ cell: ExpandablePersonCellReactor.State) -> [String] {
    let area = cell.person.displayArea
    guard !cell.sameAreaPeople.isEmpty else {
      return ["        no one else here lives in \(area)"]
    }
    return ["        same area, \(area):"]
      + cell.sameAreaPeople.map {
        "          · " + $0.row(place: Sanitizer.cleanLine($0.location.city), nameWidth: 22)
      }
  }

  /// The section's own key: `x` expands the selected row, as Enter does (the list's key).
  static func commands(expanding list: SelectionList) -> [KeyCommand<SectionDetailReactor.Action>] {
    list.rows.isEmpty ? [] : [KeyCommand(expand, .toggle(list.selectedIndex))]
  }

  private static let expand = KeyBinding.terminal("x", "expands the row", keys: [.character("x")])
}
