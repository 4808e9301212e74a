/// A view shows a reactor's state and sends it actions; all of that wiring lives in
/// ``bind(reactor:)``.
///
/// A conforming class stores one ``Bag``. Assigning ``reactor`` cancels the previous bindings,
/// then calls `bind(reactor:)` once; assigning nil only cancels.
@MainActor
public protocol View: AnyObject {
  /// The reactor type this view binds.
  associatedtype Reactor: ReactorCore.Reactor

  /// Holds the bindings and the reactor.
  var bag: Bag { get }

  /// Wires the reactor: actions from input, rendering from state. Called once per assignment.
  func bind(reactor: Reactor)
}

extension View {
  /// The bound reactor; assigning one binds it, assigning nil unbinds.
  public var reactor: Reactor? {
    get { bag.reactor as? Reactor }
    set {
      bag.cancelAll()
      bag.reactor = newValue
      if let newValue { bind(reactor: newValue) }
    }
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Sends every element to `reactor` as an action until the subscription is cancelled.
  @MainActor
  public func send<R: Reactor>(to reactor: R) -> Subscription where R.Action == Element {
    Subscription(
      Task { @MainActor [weak reactor] in
        do {
          for try await action in self {
            // A buffered element can still arrive after cancellation; it must not be sent.
            guard let reactor, !Task.isCancelled else { return }
            reactor.send(action)
          }
        } catch is CancellationError {
          // The binding ended (its subscription was cancelled): not an error of the reactor's.
        } catch {
          guard !Task.isCancelled else { return }
          reactor?.handleError(error)
        }
      })
  }
}
