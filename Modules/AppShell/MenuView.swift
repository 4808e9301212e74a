import ReactorCore
import ReactorTracing
import TextUI

/// Lists the case studies and opens the one picked.
public final class MenuView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "reactor-demo"
  public let about = MenuAbout.text
  public let keys: [KeyBinding]
  private let screen: any Screen
  private let open: @MainActor (MenuReactor.Entry) -> Void

  /// - Parameters:
  ///   - count: how many case studies the menu lists: its number keys.
  ///   - open: presents a case study's page; the menu calls it when its state routes.
  public init(screen: any Screen, count: Int, open: @escaping @MainActor (MenuReactor.Entry) -> Void) {
    self.screen = screen
    self.keys = Self.keys(count: count)
    self.open = open
  }

  public func bind(reactor: MenuReactor) {
    let action: @MainActor (InputEvent) -> MenuReactor.Action? = { [weak reactor, screen] event in
      reactor.flatMap { reactor in
        let state = reactor.currentState
        return Self.action(for: event, in: state, page: screen.rowsPerPage(of: Self.render(state)))
      }
    }
    Subscription(cancel: input.route(action) { [weak reactor] in reactor?.send($0) }).store(in: bag)
    // Drawn when what it shows changes: a route set and cleared leaves the frame as it was.
    reactor.observe(\.frame) { [screen] frame in
      screen.draw(frame)
    }.store(in: bag)
    reactor.observe(\.route) { [open, weak reactor] route in
      guard let route else { return }
      open(route)
      reactor?.send(.removePushed)
    }.store(in: bag)
    reactor.pulse(\.$message) { [screen] in screen.flash($0) }.store(in: bag)
  }

  /// What `bind(reactor:)` draws for `state`; the trace draws past states with it too.
  public func render(state: MenuReactor.State) -> Frame {
    Self.render(state)
  }

  /// The menu frame; a terminal marks the highlighted row, which Enter opens.
  public nonisolated static func render(_ state: MenuReactor.State) -> Frame {
    let entries = state.entries
    let width = entries.map(\.name.count).max() ?? 0
    let rows = entries.enumerated().map { index, entry in
      let marker = index == state.selection ? "›" : " "
      return "\(marker) \(entry.number)  \(entry.name.padded(toWidth: width))  \(entry.summary)"
    }
    let heading = ["", "ReactorKit case studies — pick one:", ""]
    return Frame(
      title: "reactor-demo", lines: heading + rows, keys: keys(count: entries.count),
      focus: entries.isEmpty ? nil : heading.count + state.selection)
  }

  /// The menu's keys: a case study's number or name opens it (a name needs a line, so only its
  /// number on a terminal, where the menu holds at most nine).
  nonisolated static func keys(count: Int) -> [KeyBinding] {
    let numbers = (1...max(1, min(count, 9))).map { Key.character(Character("\($0)")) }
    return [
      .plain("N or a name", "opens", typed: "1"),
      .terminal("1–\(numbers.count)", "opens", keys: numbers),
      ScrollMove.keys("moves"),
      .terminal("Enter", "opens", keys: [.enter]),
    ]
  }

  /// The action a command stands for: a number or a name typed, the keys every list takes, and
  /// Enter on the highlighted row.
  static func action(for event: InputEvent, in state: MenuReactor.State, page: Int) -> MenuReactor.Action? {
    if case .key(let key) = event, let move = ScrollMove(key) {
      return .moveSelection(by: move.offset(from: state.selection, count: state.entries.count, page: page))
    }
    switch event {
    case .line(let line) where !line.isEmpty: return .select(line)
    case .key(.character(let character)) where character.isNumber: return .select(String(character))
    case .key(.enter) where state.entries.indices.contains(state.selection):
      return .select(String(state.entries[state.selection].number))
    default: return nil
    }
  }
}

extension MenuReactor.State {
  /// The menu as it draws this state.
  fileprivate var frame: Frame { MenuView.render(self) }
}
