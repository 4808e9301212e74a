import AppShell
import CaseStudyKit
import CounterFeature
import GitHubSearchFeature
import HomeFeature
import ImageLoaderFeature
import ProfileFeature
import RandomUsersFeature
import Services
import ServicesLive
import Storage
import TimersFeature

extension CompositionRoot {
  /// The case studies, in menu order: the one list the menu and its numbers, `--help`, the
  /// shell completions, the man page, README's pictures and every test that walks the case
  /// studies are derived from. A new case study is one line here, and its environment below.
  public nonisolated static let caseStudies: [CaseStudy<AppContainer>] = [
    .counter, .home, .profile, .githubSearch, .randomUsers, .imageLoader, .timers,
  ]
}

extension CompositionRoot {
  /// Every case study's service, live, under its key: a case study with a service of its own
  /// registers it here, in one line. `services.context` holds the app's clock, time and zone,
  /// for a service with no server (`InMemoryTodoService(clock: services.context.clock)`);
  /// `database` is nil when the database could not be opened, and `httpClient` is what every
  /// request goes through.
  func liveServices(_ database: AppDatabase?) -> ServiceValues {
    var services = ServiceValues(serviceContext)
    services.posts = makePostsService(database)
    services.profile = makeProfileService(database)
    let (githubSearch, githubCatalog) = makeGitHubSearch(database)
    services.githubSearch = githubSearch
    // Only `auto` may show sample data in place of live data; `live` and `offline` never mix.
    services.githubOfflineCatalog =
      dataSource.mode == .auto ? OfflineCatalogSearchService(catalog: githubCatalog) : nil
    services.randomUsers = makeRandomUserService()
    services.images = makeImageService()
    return services
  }
}

// Each case study names what it is built from; the container has it all.
extension AppContainer:
  CounterEnvironment, HomeEnvironment, ProfileEnvironment, GitHubSearchEnvironment, RandomUsersEnvironment,
  ImageLoaderEnvironment, TimersEnvironment
{}
