import CounterFeature
import ReactorCore
import TextUI

/// Builds a feature's page: its view bound to a new reactor, with only the dependencies the
/// feature needs taken from the container.
@MainActor
struct FeaturePages {
  let container: AppContainer

  @MainActor
  func make(_ feature: Feature, screen: any Screen) -> any Page {
    switch feature {
    case .counter:
      let view = CounterView(screen: screen)
      view.reactor = CounterReactor(clock: container.clock)
      return view
    case .home, .profile, .githubSearch, .randomUsers, .imageLoader:
      preconditionFailure("\(feature.name) is not in Feature.available")
    }
  }
}
