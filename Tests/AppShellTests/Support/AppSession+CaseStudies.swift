import AppComposition
import CaseStudyKit

@testable import AppShell

extension AppSession {
  /// A session offering the app's case studies, as `reactor-demo` builds it.
  convenience init(container: AppContainer, options: Options, navigator: Navigator) {
    self.init(
      container: container, caseStudies: CompositionRoot.caseStudies, options: options, navigator: navigator)
  }
}

extension FeaturePages {
  /// The pages of the app's case studies, as `reactor-demo` builds them.
  init(container: AppContainer, tracing: PageTracing? = nil) {
    self.init(container: container, caseStudies: CompositionRoot.caseStudies, tracing: tracing)
  }
}
