import ReactorCore
import TextUI

/// Shows the counter, a spinner while a step runs, and the alert of each step.
public final class CounterView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Counter"
  public let about = CounterAbout.text
  public let keys: [KeyBinding] = CounterView.commands.map(\.key)
  private let screen: any Screen

  /// - Parameter screen: where frames and alerts go.
  public init(screen: any Screen) {
    self.screen = screen
  }

  public func bind(reactor: CounterReactor) {
    Subscription(cancel: input.route(Self.commands.action(for:)) { [weak reactor] in reactor?.send($0) })
      .store(in: bag)
    reactor.observe { [screen] in screen.draw(Self.render($0)) }.store(in: bag)
    reactor.pulse(\.$alertMessage) { [screen] in screen.flash($0) }.store(in: bag)
  }

  /// What `bind(reactor:)` draws for `state`; the trace draws past states with it too.
  public func render(state: CounterReactor.State) -> Frame {
    Self.render(state)
  }

  /// The frame for a state; a pure function, so it is tested with text snapshots.
  public static func render(_ state: CounterReactor.State) -> Frame {
    var lines = ["", "  value: \(state.value)"]
    if state.isLoading {
      lines += ["", "  \(Spinner.marker) working…"]
    }
    return Frame(
      title: "Counter",
      lines: lines,
      keys: commands.map(\.key)
    )
  }

  /// Counter's keys and what they send: `+` and `-`, and on a terminal ↑ and ↓ too (← and →
  /// are left to the trace's time travel).
  static let commands: [KeyCommand<CounterReactor.Action>] = [
    KeyCommand(.plain("+", "increases"), .increase), KeyCommand(.plain("-", "decreases"), .decrease),
    KeyCommand(.terminal("+ ↑", "increases", keys: [.character("+"), .up]), .increase),
    KeyCommand(.terminal("- ↓", "decreases", keys: [.character("-"), .down]), .decrease),
  ]
}
