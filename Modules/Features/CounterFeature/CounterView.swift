import CaseStudyKit
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
    connect(reactor, to: screen, commands: { _ in Self.commands })
    reactor.pulse(\.$alertMessage) { [screen] in screen.flash($0) }.store(in: bag)
  }

  /// The frame for a state: what `bind(reactor:)` draws, and the trace draws past states with.
  public func render(state: CounterReactor.State) -> Frame {
    var lines = ["", "  value: \(state.value)"]
    if state.isLoading {
      lines += ["", "  \(Spinner.marker) working…"]
    }
    return Frame(
      title: "Counter",
      lines: lines,
      keys: Self.commands.map(\.key)
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
