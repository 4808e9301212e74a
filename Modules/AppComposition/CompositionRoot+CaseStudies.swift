import AppShell
import CaseStudyKit
import CounterFeature
import GitHubSearchFeature
import HomeFeature
import ImageLoaderFeature
import ProfileFeature
import RandomUsersFeature
import TimersFeature

extension CompositionRoot {
  /// The case studies, in menu order: the one list the menu and its numbers, `--help`, the
  /// shell completions, the man page, README's pictures and every test that walks the case
  /// studies are derived from. A new case study is one line here, and its environment below.
  public nonisolated static let caseStudies: [CaseStudy<AppContainer>] = [
    .counter, .home, .profile, .githubSearch, .randomUsers, .imageLoader, .timers,
  ]
}

// Each case study names what it is built from; the container has it all.
extension AppContainer:
  CounterEnvironment, HomeEnvironment, ProfileEnvironment, GitHubSearchEnvironment, RandomUsersEnvironment,
  ImageLoaderEnvironment, TimersEnvironment
{}
