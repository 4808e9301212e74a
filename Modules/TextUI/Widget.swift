/// A part of a screen that keeps what it shows and takes keys of its own: a text field, a
/// list, a date picker.
///
/// Widgets play the part UIKit's controls play beside a ReactorKit view. A view owns its
/// widgets, binds what they report to actions in `bind(reactor:)` (as
/// `searchBar.rx.text.map(Action.updateQuery)` does) and never handles their keys itself, so
/// every screen with a text field edits text the same way.
@MainActor
public protocol Widget: AnyObject {
  /// The keys it answers to now, in the order the hints name them.
  var keys: [KeyBinding] { get }

  /// Whether it takes every key now, before the keys the screens share (`q`, `b`): true while
  /// text is typed into it.
  var capturesKeys: Bool { get }

  /// What it did with `event`: `.unknown` leaves the event to the rest of the screen.
  func handle(_ event: InputEvent) -> CommandInput.Outcome

  /// The field being typed into now, if any: its text and cursor as typed, for the screen to
  /// draw and a test to read.
  var typing: TextField? { get }

  /// The event as a recorded session keeps it, asked just before it is handled: what it types
  /// into a secret (a ``SecretField``'s password) as stand-ins; nil when it types no secret.
  func concealed(_ event: InputEvent) -> InputEvent?
}

extension Widget {
  /// Nothing is typed into a widget without a field.
  public var typing: TextField? { nil }

  /// Nil: a widget holds no secret unless it says so.
  public func concealed(_ event: InputEvent) -> InputEvent? { nil }
}
