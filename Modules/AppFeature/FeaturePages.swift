import CounterFeature
import GitHubSearchFeature
import HomeFeature
import ImageLoaderFeature
import ProfileFeature
import RandomUsersFeature
import ReactorCore
import TextUI

/// Builds a feature's page: its view bound to a new reactor, with only the dependencies the
/// feature needs taken from the container.
@MainActor
struct FeaturePages {
  let container: AppContainer

  /// A new reactor, set to run its effects where the container says.
  private func prepared<R: Reactor>(_ reactor: R) -> R {
    reactor.effectExecutor = container.effectExecutor
    return reactor
  }

  /// - Parameter searchQuery: GitHub Search's first query (`--query`); other features ignore it.
  func make(
    _ feature: Feature, screen: any Screen, navigation: any Navigating, searchQuery: String? = nil
  ) -> any Page {
    switch feature {
    case .counter:
      let view = CounterView(screen: screen)
      view.reactor = prepared(CounterReactor(clock: container.clock))
      return view
    case .profile:
      let (service, today) = (container.profileService, container.today)
      let view = InfoView(screen: screen, navigation: navigation) { birthdate in
        prepared(BirthReactor(birthdate: birthdate, today: today(), service: service))
      }
      view.reactor = prepared(InfoReactor(service: service, today: today()))
      return view
    case .home:
      let service = container.postsService
      let view = HomeView(screen: screen, navigation: navigation) { post in
        prepared(PostDetailReactor(post: post, service: service))
      }
      view.reactor = prepared(HomeReactor(service: service, now: container.now))
      return view
    case .randomUsers:
      let view = PeopleSectionsView(screen: screen, navigation: navigation)
      view.reactor = prepared(PeopleSectionsReactor(service: container.randomUserService, seed: container.randomUserSeed))
      return view
    case .imageLoader:
      let view = ImageLoaderView(
        screen: screen, images: container.imageService,
        display: ImageDisplay(colorDepth: container.colorDepth, size: container.screenSize))
      view.reactor = prepared(ImageLoaderReactor(urls: container.imageURLs))
      return view
    case .githubSearch:
      let view = GitHubSearchView(
        screen: screen, navigation: navigation, clock: container.clock, query: searchQuery)
      view.reactor = prepared(GitHubSearchReactor(service: container.githubSearchService))
      return view
    }
  }
}
