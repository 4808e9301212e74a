import ReactorCore
import TextUI

/// Lists the features and opens the one picked.
public final class MenuView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "reactor-demo"
  public let about = MenuAbout.text
  public let keys: [KeyBinding] = MenuView.keys
  private let screen: any Screen
  private let open: @MainActor (Feature) -> Void

  /// - Parameter open: presents a feature's page; the menu calls it when its state routes.
  public init(screen: any Screen, open: @escaping @MainActor (Feature) -> Void) {
    self.screen = screen
    self.open = open
  }

  public func bind(reactor: MenuReactor) {
    Subscription(cancel: input.route(Self.choice) { [weak reactor] in reactor?.send(.select($0)) })
      .store(in: bag)
    reactor.observe(\.features) { [screen] features in
      screen.draw(Self.render(features))
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
    Self.render(state.features)
  }

  /// The menu frame.
  public static func render(_ features: [Feature]) -> Frame {
    let width = features.map(\.name.count).max() ?? 0
    let rows = features.map { feature in
      "  \(feature.rawValue)  \(feature.name.padded(toWidth: width))  \(feature.summary)"
    }
    return Frame(
      title: "reactor-demo",
      lines: ["", "ReactorKit case studies — pick one:", ""] + rows,
      keys: keys
    )
  }

  /// The menu's keys: a feature's number or name opens it (a name needs a line, so only its
  /// number on a terminal).
  static let keys: [KeyBinding] = [
    .plain("N or a name", "opens", typed: "1"),
    .terminal(
      "1–\(Feature.available.count)", "opens",
      keys: Feature.available.map { Key.character(Character("\($0.rawValue)")) }),
  ]

  private static func choice(_ event: InputEvent) -> String? {
    switch event {
    case .line(let line) where !line.isEmpty: line
    case .key(.character(let character)) where character.isNumber: String(character)
    default: nil
    }
  }
}
