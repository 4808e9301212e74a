import CaseStudyKit
import ReactorCore
import TextUI

/// Builds every page of the app: the menu, and each case study's first page through its
/// descriptor, given the container as the narrow environment the case study declares.
///
/// Every view, the pages a case study pushes included, is bound the one way
/// (``AppPageBinding``): its reactor's effects run where the container says, and the trace
/// file follows it from before its first action.
@MainActor
struct FeaturePages {
  let container: AppContainer
  /// The case studies, in menu order.
  let caseStudies: [CaseStudy<AppContainer>]
  /// Traces each page from before its binding when the run writes a trace file.
  var tracing: PageTracing?

  /// The case study called `name`.
  func caseStudy(named name: String) -> CaseStudy<AppContainer>? {
    caseStudies.first { $0.name == name }
  }

  /// - Parameter query: the case study's first text (`--query`); one that takes none ignores it.
  func make(
    _ caseStudy: CaseStudy<AppContainer>, screen: any Screen, navigation: any Navigating, query: String? = nil
  ) -> any Page {
    let binding = AppPageBinding(effectExecutor: container.effectExecutor, tracing: tracing)
    let context = PageContext(screen: screen, navigation: navigation, query: query, binding: binding)
    return caseStudy.page(container, in: context)
  }

  /// The menu; it calls `open` with the entry picked.
  func menu(screen: any Screen, open: @escaping @MainActor (MenuReactor.Entry) -> Void) -> any Page {
    let view = MenuView(screen: screen, count: caseStudies.count, open: open)
    AppPageBinding(effectExecutor: container.effectExecutor, tracing: tracing)
      .bind(view, to: MenuReactor(entries: MenuReactor.entries(caseStudies)))
    return view
  }
}

/// The app's one way of binding a view to its reactor: its effects run on the container's
/// executor, and the trace file follows it from before its binding, so the actions its
/// `bind(reactor:)` sends (Home's `viewDidLoad`) are in the file.
struct AppPageBinding: PageBinding {
  let effectExecutor: (any TaskExecutor)?
  let tracing: PageTracing?

  func bind<V: View & Page>(_ view: V, to reactor: V.Reactor) {
    reactor.effectExecutor = effectExecutor
    tracing?.prepare(view, reactor: reactor)
    view.reactor = reactor
  }
}
