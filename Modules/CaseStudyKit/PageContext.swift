import ReactorCore
import TextUI

/// What a case study's pages are built in: the screen they draw on, the page stack they may
/// push onto, and the app's one way of binding a view to its reactor.
@MainActor
public struct PageContext {
  /// Where the first page draws.
  public let screen: any Screen
  /// The page stack, for a page that opens another.
  public let navigation: any Navigating
  /// Text given on the command line for the case study to start with (`--query`); nil for
  /// none, and ignored by a case study that does not take one.
  public let query: String?
  private let binding: any PageBinding

  /// - Parameter binding: how a view meets its reactor; by default it is only bound.
  public init(
    screen: any Screen, navigation: any Navigating, query: String? = nil,
    binding: any PageBinding = DirectBinding()
  ) {
    self.screen = screen
    self.navigation = navigation
    self.query = query
    self.binding = binding
  }

  /// `view` bound to `reactor` the app's way (where effects run, the trace file), for the
  /// first page and for every page it pushes.
  public func page<V: View & Page>(_ view: V, _ reactor: V.Reactor) -> V {
    binding.bind(view, to: reactor)
    return view
  }
}

/// How the app binds a view to its reactor: the composition's one place for what every page
/// needs before its first action (the effect executor, the trace file).
@MainActor
public protocol PageBinding {
  /// Prepares `reactor` and binds `view` to it.
  func bind<V: View & Page>(_ view: V, to reactor: V.Reactor)
}

/// Binds a view to its reactor and nothing else: for tests and previews.
public struct DirectBinding: PageBinding {
  public init() {}

  public func bind<V: View & Page>(_ view: V, to reactor: V.Reactor) {
    view.reactor = reactor
  }
}
