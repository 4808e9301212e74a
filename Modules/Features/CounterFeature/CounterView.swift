import ReactorCore
import TextUI

/// Shows the counter, a spinner while a step runs, and the alert of each step.
public final class CounterView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Counter"
  public let about = CounterAbout.text
  public let keys: [KeyBinding] = CounterView.keys
  private let screen: any Screen

  /// - Parameter screen: where frames and alerts go.
  public init(screen: any Screen) {
    self.screen = screen
  }

  public func bind(reactor: CounterReactor) {
    Subscription(cancel: input.route(CounterReactor.Action.init) { [weak reactor] in reactor?.send($0) })
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
      keys: keys
    )
  }

  /// Counter's keys: `+` and `-`, and on a terminal the arrows up and down.
  static let keys: [KeyBinding] = [
    .plain("+", "increases"), .plain("-", "decreases"),
    .terminal("+ ↑", "increases", keys: [.character("+"), .up]),
    .terminal("- ↓", "decreases", keys: [.character("-"), .down]),
  ]
}

extension CounterReactor.Action {
  /// The action a command stands for: `+` / `-`, or ↑ / ↓ on a terminal (← and → are left to
  /// the trace's time travel).
  init?(_ event: InputEvent) {
    switch event {
    case .line("+"), .key(.character("+")), .key(.up): self = .increase
    case .line("-"), .key(.character("-")), .key(.down): self = .decrease
    default: return nil
    }
  }
}
