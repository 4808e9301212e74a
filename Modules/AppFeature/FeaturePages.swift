import CounterFeature
import GitHubSearchFeature
import ProfileFeature
import RandomUsersFeature
import ReactorCore
import TextUI

/// Builds a feature's page: its view bound to a new reactor, with only the dependencies the
/// feature needs taken from the container.
@MainActor
struct FeaturePages {
  let container: AppContainer

  /// - Parameter searchQuery: GitHub Search's first query (`--query`); other features ignore it.
  func make(
    _ feature: Feature, screen: any Screen, navigation: any Navigating, searchQuery: String? = nil
  ) -> any Page {
    switch feature {
    case .counter:
      let view = CounterView(screen: screen)
      view.reactor = CounterReactor(clock: container.clock)
      return view
    case .profile:
      let (service, today) = (container.profileService, container.today)
      let view = InfoView(screen: screen, navigation: navigation) { birthdate in
        BirthReactor(birthdate: birthdate, today: today(), service: service)
      }
      view.reactor = InfoReactor(service: service, today: today())
      return view
    case .randomUsers:
      let view = MainView(screen: screen, navigation: navigation)
      view.reactor = MainReactor(service: container.randomUserService, seed: container.randomUserSeed)
      return view
    case .githubSearch:
      let view = GitHubSearchView(
        screen: screen, navigation: navigation, clock: container.clock, query: searchQuery)
      view.reactor = GitHubSearchReactor(service: container.githubSearchService)
      return view
    case .home, .imageLoader:
      preconditionFailure("\(feature.name) is not in Feature.available")
    }
  }
}
