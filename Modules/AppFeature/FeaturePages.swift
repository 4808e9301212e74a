import CounterFeature
import GitHubSearchFeature
import HomeFeature
import ImageLoaderFeature
import Models
import ProfileFeature
import RandomUsersFeature
import ReactorCore
import TextUI

/// Builds every page of the app, a feature's first screen and the screens it pushes alike: a
/// view bound to a new reactor, given only the dependencies it needs from the container.
///
/// A view that opens another screen is given a factory for that page, never the container: it
/// decides when to push, this type decides what the page is made of.
@MainActor
struct FeaturePages {
  let container: AppContainer
  /// Traces each page from before its binding when the run writes a trace file.
  var tracing: PageTracing?

  /// - Parameter searchQuery: GitHub Search's first query (`--query`); other features ignore it.
  func make(
    _ feature: Feature, screen: any Screen, navigation: any Navigating, searchQuery: String? = nil
  ) -> any Page {
    switch feature {
    case .counter:
      return page(CounterView(screen: screen), CounterReactor(clock: container.clock))
    case .home:
      let view = HomeView(screen: screen, navigation: navigation) { post, screen in
        page(PostDetailView(screen: screen), PostDetailReactor(post: post, service: container.postsService))
      }
      return page(view, HomeReactor(service: container.postsService, now: container.now))
    case .profile:
      let view = InfoView(screen: screen, navigation: navigation) { birthdate, screen in
        let reactor = BirthReactor(
          birthdate: birthdate, today: container.today, service: container.profileService)
        return page(BirthView(screen: screen, navigation: navigation), reactor)
      }
      return page(view, InfoReactor(service: container.profileService, today: container.today))
    case .githubSearch:
      let view = GitHubSearchView(
        screen: screen, navigation: navigation, clock: container.clock, query: searchQuery
      ) { repo, origin, screen in
        page(RepoDetailView(screen: screen), RepoDetailReactor(repo: repo, origin: origin))
      }
      let reactor = GitHubSearchReactor(
        service: container.githubSearchService, offlineCatalog: container.githubOfflineCatalog,
        timeZone: container.timeZone)
      return page(view, reactor)
    case .randomUsers:
      let view = PeopleSectionsView(screen: screen, navigation: navigation) { section, people, screen in
        page(SectionDetailView(screen: screen), SectionDetailReactor(section: section, people: people))
      }
      let reactor = PeopleSectionsReactor(
        service: container.randomUserService, seed: container.randomUserSeed)
      return page(view, reactor)
    case .imageLoader:
      let display = ImageDisplay(colorDepth: container.colorDepth, size: container.screenSize)
      let view = ImageLoaderView(
        screen: screen, images: container.imageService, display: display, randomIndex: container.imagePick)
      return page(view, ImageLoaderReactor(urls: container.imageURLs))
    }
  }

  /// The menu; it calls `open` with the feature picked.
  func menu(screen: any Screen, open: @escaping @MainActor (Feature) -> Void) -> any Page {
    page(MenuView(screen: screen, open: open), MenuReactor())
  }

  /// `view` bound to `reactor`, whose effects run where the container says.
  private func page<V: View & Page>(_ view: V, _ reactor: V.Reactor) -> any Page {
    reactor.effectExecutor = container.effectExecutor
    tracing?.prepare(view, reactor: reactor)
    view.reactor = reactor
    return view
  }
}
