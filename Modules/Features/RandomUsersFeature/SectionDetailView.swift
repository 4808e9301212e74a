import Models
import ReactorCore
import TextUI

/// A section's people, the highlighted one kept in view on a terminal as in every list; the
/// expanded row lists the people of the same area under it.
///
/// It is the RandomUser app's `DetailViewController`, named after what it shows.
public final class SectionDetailView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public private(set) var title = "Section"
  public let about = RandomUsersAbout.text
  public let keys: [KeyBinding] = SectionDetailView.keys
  private let screen: any Screen

  public init(screen: any Screen) {
    self.screen = screen
  }

  public func bind(reactor: SectionDetailReactor) {
    title = reactor.currentState.section.title
    let action: @MainActor (InputEvent) -> SectionDetailReactor.Action? = { [weak reactor, screen] event in
      reactor.flatMap { reactor in
        let state = reactor.currentState
        return Self.action(for: event, in: state, page: screen.rowsPerPage(of: Self.render(state)))
      }
    }
    Subscription(cancel: input.route(action) { [weak reactor] in reactor?.send($0) })
      .store(in: bag)
    reactor.observe { [screen] in screen.draw(Self.render($0)) }.store(in: bag)
    reactor.pulse(\.$message) { [screen] in screen.flash($0) }.store(in: bag)
  }

  /// What `bind(reactor:)` draws for `state`; the trace draws past states with it too.
  public func render(state: SectionDetailReactor.State) -> Frame {
    Self.render(state)
  }

  /// The detail frame: every row, the selected one its focus.
  public static func render(_ state: SectionDetailReactor.State) -> Frame {
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
      if index == state.selectedIndex { focus = lines.count }
      let marker = index == state.selectedIndex ? "›" : " "
      let fold = cell.isExpanded ? "▾" : "▸"
      let number = String(index + 1)
      let padding = String(repeating: " ", count: max(String(count).count - number.count, 0))
      lines.append(
        "\(marker) \(fold) \(padding)\(number)  " + cell.person.row(place: cell.person.displayPlace))
      if cell.isExpanded { lines += sameAreaLines(cell) }
    }
    return Frame(title: "Random Users · \(state.section.title)", lines: lines, keys: keys, focus: focus)
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

  /// A section's keys: expand a row, by number in plain mode or by selection on a terminal.
  static let keys: [KeyBinding] = [
    .plain("x N", "expands row N", typed: "x 1"),
    ScrollMove.keys("moves"),
    .terminal("Enter x", "expands", keys: [.enter, .character("x")]),
  ]

  /// The action a command stands for: `x N` in plain mode; on a terminal the keys every list
  /// takes, and Enter or `x`.
  ///
  /// - Parameter page: the rows a page move goes through: the rows shown, less one.
  static func action(
    for event: InputEvent, in state: SectionDetailReactor.State, page: Int = 10
  ) -> SectionDetailReactor.Action? {
    if case .key(let key) = event, let move = ScrollMove(key) {
      return .moveSelection(by: move.offset(from: state.selectedIndex, count: state.items.count, page: page))
    }
    switch event {
    case .line(let line):
      let words = line.split(separator: " ")
      guard words.count == 2, words[0] == "x", let row = Int(words[1]) else { return nil }
      return .toggle(row - 1)
    case .key(.enter), .key(.character("x")): return .toggle(state.selectedIndex)
    default: return nil
    }
  }
}
