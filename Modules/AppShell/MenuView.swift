import ReactorCore
import ReactorTracing
import TextUI

/// Lists the case studies and opens the one picked.
public final class MenuView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "reactor-demo"
  public let about = MenuAbout.text
  /// The case studies: the list owns the selection and says which one is opened.
  let list = SelectionList(opens: "opens it", opensNumber: "opens case study N")
  /// A case study's name, typed as a line in plain mode.
  let nameField = LineEditor(plain: (.every, .plain("a name", "opens it", typed: "counter")))
  private let screen: any Screen
  private let count: Int
  private let open: @MainActor (MenuReactor.Entry) -> Void

  /// - Parameters:
  ///   - count: how many case studies the menu lists: its number keys.
  ///   - open: presents a case study's page; the menu calls it when the reactor routes.
  public init(screen: any Screen, count: Int, open: @escaping @MainActor (MenuReactor.Entry) -> Void) {
    self.screen = screen
    self.count = count
    self.open = open
    list.rowsPerPage = { [weak self] in
      guard let self, let state = self.reactor?.currentState else { return 10 }
      return screen.rowsPerPage(of: self.render(state: state))
    }
  }

  /// Every key the menu has: its number keys, the list's and the name line.
  public var keys: [KeyBinding] { [Self.numbers(count: count).key] + list.allKeys + nameField.allKeys }

  public func bind(reactor: MenuReactor) {
    list.onSelect = { [weak reactor] index in
      guard let reactor, reactor.currentState.entries.indices.contains(index) else { return }
      reactor.send(.select(String(reactor.currentState.entries[index].number)))
    }
    nameField.onSubmit = { [weak reactor] in reactor?.send(.select($0)) }
    Subscription(
      cancel: input.route(
        [list, nameField], commands: { [count] in [Self.numbers(count: count)] },
        to: { [weak reactor] in reactor?.send($0) },
        changed: { [weak self, weak reactor] in
          guard let self, let reactor else { return }
          self.screen.draw(self.render(state: reactor.currentState))
        })
    ).store(in: bag)
    // Drawn when the entries change: a route or a message leaves the menu as it was.
    reactor.observe(\.entries) { [weak self, weak reactor] entries in
      guard let self, let reactor else { return }
      self.list.update(rows: entries.map { "\($0.name) \($0.summary)" }, hasMore: false)
      self.screen.draw(self.render(state: reactor.currentState))
    }.store(in: bag)
    reactor.pulse(\.$route) { [open] route in
      if let route { open(route) }
    }.store(in: bag)
    reactor.pulse(\.$message) { [screen] in screen.flash($0) }.store(in: bag)
  }

  /// The menu frame, the list's selection marked; the trace draws past states with it too.
  public func render(state: MenuReactor.State) -> Frame {
    let entries = state.entries
    let width = entries.map(\.name.count).max() ?? 0
    let rows = entries.enumerated().map { index, entry in
      "\(list.marker(index)) \(entry.number)  \(entry.name.padded(toWidth: width))  \(entry.summary)"
    }
    let heading = ["", "ReactorKit case studies — pick one:", ""]
    return Frame(
      title: "reactor-demo", lines: heading + rows,
      keys: CommandInput.offered([Self.numbers(count: count).key], [list, nameField]),
      focus: entries.isEmpty ? nil : heading.count + min(list.selectedIndex, entries.count - 1))
  }

  /// A terminal's number keys, each opening its case study (the menu holds at most nine there;
  /// plain mode's numbers are the list's).
  static func numbers(count: Int) -> KeyCommand<MenuReactor.Action> {
    let numbers = (1...max(1, min(count, 9))).map { "\($0)" }
    return KeyCommand(
      "1–\(numbers.count)", "opens it", each: numbers.map { (.key(.character(Character($0))), .select($0)) })
  }
}
