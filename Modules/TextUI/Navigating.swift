/// What a view may ask of the app's page stack: show a page over it, or take one away.
///
/// A view calls it when its state routes (`route` set), never on its own initiative, so
/// navigation stays a function of state.
@MainActor
public protocol Navigating: AnyObject {
  /// Pushes the page `make` builds on the screen it is given.
  func push(_ make: (any Screen) -> any Page)

  /// Removes `page` from the stack; the page below it shows again.
  func dismiss(_ page: any Page)
}
