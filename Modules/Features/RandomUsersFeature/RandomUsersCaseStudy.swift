import CaseStudyKit
import Services
import TextUI

/// What Random Users is built from: the people, and the run's randomuser.me seed, which picks them.
public protocol RandomUsersEnvironment {
  /// The services, of which Random Users reads ``ServiceValues/randomUsers``: people, live
  /// from randomuser.me or generated offline.
  var services: ServiceValues { get }
  /// The run's randomuser.me seed: the same seed and page give the same people.
  var randomUserSeed: String { get }
}

extension CaseStudy where Environment: RandomUsersEnvironment {
  /// Random Users: the RandomUser app's sections of people, each row a cell reactor.
  public static var randomUsers: Self {
    CaseStudy(
      name: "random-users", summary: "cell reactors, navigation through state", about: RandomUsersAbout.text,
      pictures: [
        Picture(
          alt: "Random Users: people grouped into sections (male, female, twenties, thirties) with counts."),
        Picture(
          "random-users-section",
          alt: "A Random Users section opened, its second row expanded to list who lives in the same state.",
          keys: [.enter, .down, .enter]),
      ],
      places: [Place("a section", plain: ["1"], terminal: [.character("1")])]
    ) { environment, context in
      let view = PeopleSectionsView(screen: context.screen, navigation: context.navigation) {
        section, people, screen in
        context.page(
          SectionDetailView(screen: screen), SectionDetailReactor(section: section, people: people))
      }
      let reactor = PeopleSectionsReactor(
        service: environment.services.randomUsers, seed: environment.randomUserSeed)
      return context.page(view, reactor)
    }
  }
}
