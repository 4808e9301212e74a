import TextUI

/// A navigation that ignores every push and dismissal, for views whose tests never route.
///
/// A page pushed on it is never built.
@MainActor
public final class NullNavigation: Navigating {
  /// Creates a navigation with nothing on it.
  public init() {}

  /// Ignores the page, without building it.
  public func push(_ make: (any Screen) -> any Page) {}

  /// Ignores `page`.
  public func dismiss(_ page: any Page) {}
}
