import ReactorCore
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
    Subscription(cancel: input.route(Self.choice) { [weak reactor] in reactor?.send(.select($0)) })
      .store(in: bag)
    reactor.observe(\.entries) { [screen] entries in
      screen.draw(Self.render(entries))
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
    Self.render(state.entries)
  }

  /// The menu frame.
  public static func render(_ entries: [MenuReactor.Entry]) -> Frame {
    let width = entries.map(\.name.count).max() ?? 0
    let rows = entries.map { entry in
      "  \(entry.number)  \(entry.name.padded(toWidth: width))  \(entry.summary)"
    }
    return Frame(
      title: "reactor-demo",
      lines: ["", "ReactorKit case studies — pick one:", ""] + rows,
      keys: keys(count: entries.count)
    )
  }

  /// The menu's keys: a case study's number or name opens it (a name needs a line, so only its
  /// number on a terminal, where the menu holds at most nine).
  static func keys(count: Int) -> [KeyBinding] {
    let numbers = (1...max(1, min(count, 9))).map { Key.character(Character("\($0)")) }
    return [
      .plain("N or a name", "opens", typed: "1"),
      .terminal("1–\(numbers.count)", "opens", keys: numbers),
    ]
  }

  private static func choice(_ event: InputEvent) -> String? {
    switch event {
    case .line(let line) where !line.isEmpty: line
    case .key(.character(let character)) where character.isNumber: String(character)
    default: nil
    }
  }
}
