/// A view that draws its reactor's state with a pure function, so it can draw any state the
/// reactor once held exactly as it drew it then.
///
/// A view conforms by exposing the function its `bind(reactor:)` already draws with. Tools that
/// know only the view, not its reactor's types (the app's time travel through a
/// `StateHistory` in ReactorTracing), reach it through the primary associated type: `page as? any
/// StateRendering<Frame>`.
@MainActor
public protocol StateRendering<Rendering>: View {
  /// What the view draws, such as a frame of text.
  associatedtype Rendering

  /// What the view draws for `state`; the same state always gives the same result.
  func render(state: Reactor.State) -> Rendering
}
