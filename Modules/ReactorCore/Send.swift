/// Emits values from an asynchronous effect into its reactor.
///
/// Values sent after the effect was cancelled are dropped, so a stale response never reaches
/// the state.
public struct Send<Element: Sendable>: Sendable {
  let deliver: @MainActor @Sendable (Element) -> Void

  init(_ deliver: @escaping @MainActor @Sendable (Element) -> Void) {
    self.deliver = deliver
  }

  /// Emits one value; it is reduced before this call returns.
  @MainActor
  public func callAsFunction(_ element: Element) {
    guard !Task.isCancelled else { return }
    deliver(element)
  }
}
