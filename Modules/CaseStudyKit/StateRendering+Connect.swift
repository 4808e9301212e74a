import ReactorCore
import TextUI

extension StateRendering where Self: Page, Rendering == Frame {
  /// Connects the view to its reactor the one way every screen here is connected: keys go
  /// through `input.route` (a widget being typed into, then the commands the state offers, then
  /// each widget), and every state is drawn, as is every change a widget makes.
  ///
  /// A list among the widgets pages by the rows the screen shows. The view's pulses, routes and
  /// widget reports are bound beside it, in `bind(reactor:)`.
  ///
  /// - Parameters:
  ///   - widgets: the view's widgets, in the order they are offered a key.
  ///   - commands: the keys the screen offers in a state, and the action each sends; the hint
  ///     line is drawn from the same commands.
  ///   - update: hands the widgets what a new state says (a list's rows) before it is drawn.
  public func connect(
    _ reactor: Reactor, to screen: any Screen, widgets: [any Widget] = [],
    commands: @escaping @MainActor (Reactor.State) -> [KeyCommand<Reactor.Action>],
    update: @escaping @MainActor (Reactor.State) -> Void = { _ in }
  ) {
    // A list's page is the rows the screen shows of the frame it is drawn in, at its size now.
    for case let list as SelectionList in widgets {
      list.rowsPerPage = { [weak self, weak reactor] in
        guard let self, let reactor else { return 10 }
        return screen.rowsPerPage(of: render(state: reactor.currentState))
      }
    }
    Subscription(
      cancel: input.route(
        widgets, commands: { [weak reactor] in reactor.map { commands($0.currentState) } ?? [] },
        to: { [weak reactor] in reactor?.send($0) },
        changed: { [weak self, weak reactor] in
          guard let self, let reactor else { return }
          screen.draw(render(state: reactor.currentState))
        })
    ).store(in: bag)
    reactor.observe { [weak self] state in
      update(state)
      guard let self else { return }
      screen.draw(render(state: state))
    }.store(in: bag)
  }
}
