import Models
import ReactorCore
import TextUI

/// A section's people, a window of rows around the highlighted one; the expanded row lists the
/// people of the same area under it.
///
/// It is the RandomUser app's `DetailViewController`, named after what it shows.
public final class SectionDetailView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public private(set) var title = "Section"
  public let about = RandomUsersAbout.text
  public let keys: [KeyBinding] = SectionDetailView.keys
  private let screen: any Screen

  /// How many rows show at once.
  static let windowRows = 12

  public init(screen: any Screen) {
    self.screen = screen
  }

  public func bind(reactor: SectionDetailReactor) {
    title = reactor.currentState.section.title
    let action: @MainActor (InputEvent) -> SectionDetailReactor.Action? = { [weak reactor] event in
      reactor.flatMap { Self.action(for: event, in: $0.currentState) }
    }
    Subscription(cancel: input.route(action) { [weak reactor] in reactor?.send($0) })
      .store(in: bag)
    reactor.observe { [screen] in screen.draw(Self.render($0, showsAll: screen.rows == nil)) }.store(in: bag)
    reactor.pulse(\.$message) { [screen] in screen.flash($0) }.store(in: bag)
  }

  /// What `bind(reactor:)` draws for `state`; the trace draws past states with it too.
  public func render(state: SectionDetailReactor.State) -> Frame {
    Self.render(state, showsAll: screen.rows == nil)
  }

  /// The detail frame: a window of ``windowRows`` rows around the selected one on a terminal,
  /// every row when `showsAll` (plain output, which scrolls).
  public static func render(_ state: SectionDetailReactor.State, showsAll: Bool = false) -> Frame {
    let count = state.items.count
    var lines = [""]
    guard count > 0 else {
      lines.append("  no one is in this section")
      return Frame(title: "Random Users · \(state.section.title)", lines: lines)
    }
    lines += ["  " + count.counted("person", plural: "people"), ""]
    let window = showsAll ? 0..<count : Self.window(count: count, around: state.selectedIndex)
    if window.lowerBound > 0 {
      lines.append("     ↑ \(window.lowerBound) more above")
    }
    var focus: Int?
    for index in window {
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
    if window.upperBound < count {
      lines.append("     ↓ \(count - window.upperBound) more below")
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

  /// The rows to show: `windowRows` of them, the highlighted one among them.
  static func window(count: Int, around selected: Int) -> Range<Int> {
    let size = min(windowRows, count)
    let start = min(max(selected - size / 2, 0), count - size)
    return start..<(start + size)
  }

  /// A section's keys: expand a row, by number in plain mode or by selection on a terminal.
  static let keys: [KeyBinding] = [
    .plain("x N", "expands row N", typed: "x 1"),
    ScrollMove.keys("moves"),
    .terminal("Enter x", "expands", keys: [.enter, .character("x")]),
  ]

  /// The action a command stands for: `x N` in plain mode; on a terminal the keys every list
  /// takes, and Enter or `x`.
  static func action(for event: InputEvent, in state: SectionDetailReactor.State) -> SectionDetailReactor
    .Action?
  {
    if case .key(let key) = event, let move = ScrollMove(key) {
      // A page is the rows the window shows, less one kept for context.
      return .moveSelection(
        by: move.offset(from: state.selectedIndex, count: state.items.count, page: windowRows - 1))
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
