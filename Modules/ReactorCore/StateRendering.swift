/// A view that draws its reactor's state with one function, so it can draw any state the
/// reactor once held.
///
/// A view conforms by exposing the function its `bind(reactor:)` already draws with. What the
/// view itself keeps (a field's text, a list's selection) is drawn as it is now. Tools that
/// know only the view, not its reactor's types (the app's time travel through a
/// `StateHistory` in ReactorTracing), reach it through the primary associated type: `page as? any
/// StateRendering<Frame>`.
@MainActor
public protocol StateRendering<Rendering>: View {
  /// What the view draws, such as a frame of text.
  associatedtype Rendering

  /// What the view draws for `state`, with what the view itself keeps as it is now.
  func render(state: Reactor.State) -> Rendering
}
