/// Emits values from an asynchronous effect into its reactor.
///
/// Values sent after the effect was cancelled (by ``Mutations/cancel(id:)``,
/// ``Mutations/take(until:)`` or the reactor's release) or after its body returned are dropped,
/// so a stale response never reaches the state, even from a `send` captured into a callback or
/// another task.
public struct Send<Element: Sendable>: Sendable {
  let deliver: @MainActor @Sendable (Element) -> Void
  let ended: CancellationFlag

  init(_ deliver: @escaping @MainActor @Sendable (Element) -> Void, ended: CancellationFlag) {
    self.deliver = deliver
    self.ended = ended
  }

  /// Emits one value; it is reduced before this call returns.
  ///
  /// A main-actor body, or a service's callback inside it, calls it as it is, as an Rx observer's
  /// `onNext`: `service.onChange = { send(.setValue($0)) }`. Code elsewhere awaits it:
  /// `await send(value)`.
  @MainActor
  public func callAsFunction(_ element: Element) {
    // The effect's own state, not the calling task's: a captured `send` may run anywhere.
    guard !ended.isSet else { return }
    deliver(element)
  }
}
