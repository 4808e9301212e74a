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
///
/// It also knows which reactor it belongs to: an effect that watches another reactor's stream
/// (of the same type) is refused when it starts, with a message, rather than silently watching
/// its own reactor.
public struct ActionStream<Action: Sendable>: Sendable {
  /// The runtime of the reactor whose actions these are.
  let source: ObjectIdentifier
  let includes: @MainActor @Sendable (Action) -> Bool

  init(source: ObjectIdentifier, _ includes: @escaping @MainActor @Sendable (Action) -> Bool) {
    self.source = source
    self.includes = includes
  }

  /// The actions of this stream for which `isIncluded` is true.
  ///
  /// The predicate runs on the main actor, so a reactor's own method can be it, as ReactorKit's
  /// GitHubSearch example writes it: `self.action.filter(isUpdateQueryAction)`.
  public func filter(_ isIncluded: @escaping @MainActor @Sendable (Action) -> Bool) -> Self {
    let includes = self.includes
    return Self(source: source) { includes($0) && isIncluded($0) }
  }
}

extension Reactor {
  /// Every action that reaches this reactor's `mutate` from now on, for
  /// ``Mutations/take(until:)``.
  public var action: ActionStream<Action> {
    ActionStream(source: ObjectIdentifier(self)) { _ in true }
  }
}
