/// The actions that reach a reactor, for ``Mutations/take(until:)`` to watch.
///
/// Take it from the reactor, as ReactorKit's `self.action`, and narrow it with
/// ``filter(_:)``: `.take(until: self.action.filter(\.isUpdateQuery))`. Its `Action` is the
/// reactor's, so a predicate over any other type does not compile:
///
/// ```swift
/// // error: cannot convert value of type '(OtherReactor.Action) -> Bool'
/// .take(until: self.action.filter { (action: OtherReactor.Action) in true })
/// ```
public struct ActionStream<Action: Sendable>: Sendable {
  let includes: @Sendable (Action) -> Bool

  init(_ includes: @escaping @Sendable (Action) -> Bool) {
    self.includes = includes
  }

  /// The actions of this stream for which `isIncluded` is true.
  public func filter(_ isIncluded: @escaping @Sendable (Action) -> Bool) -> Self {
    let includes = self.includes
    return Self { includes($0) && isIncluded($0) }
  }
}

extension Reactor {
  /// Every action that reaches this reactor from now on, for ``Mutations/take(until:)``.
  public var action: ActionStream<Action> {
    ActionStream { _ in true }
  }
}
