import CaseStudyKit
import Models
import Services
import TextUI

/// What Profile is built from: the profile Info and Birth share, and today's date.
public protocol ProfileEnvironment {
  /// The services, of which Profile reads ``ServiceValues/profile``: the profile, and the
  /// events that tell every screen it changed.
  var services: ServiceValues { get }
  /// Today's date where the app runs, asked when a page opens: ages and the birthdate's limits.
  var today: CalendarDate { get }
}

extension CaseStudy where Environment: ProfileEnvironment {
  /// Profile: Info and the Birth editor sharing state through a service's event stream.
  public static var profile: Self {
    CaseStudy(
      name: "profile", summary: "global state through a service's event stream", about: ProfileAbout.text,
      pictures: [
        Picture(alt: "Profile's Info screen: the name, the birthdate and the age computed from it."),
        Picture(
          "profile-birth",
          alt: "Profile's Birth editor pushed over Info, a new date half typed into its edit line.",
          keys: [.character("e")] + "1990-05".map(Key.character)),
      ],
      places: [
        Place("Info's name line", plain: nil, terminal: [.character("n")]),
        Place("Info's name line, a name typed", plain: nil, terminal: .typing("nAda")),
        Place("Birth", plain: ["e"], terminal: [.character("e")]),
        Place("Birth, a date half typed", plain: nil, terminal: [.character("e"), .character("1")]),
      ]
    ) { environment, context in
      let view = InfoView(screen: context.screen, navigation: context.navigation) { birthdate, screen in
        let reactor = BirthReactor(
          birthdate: birthdate, today: environment.today, service: environment.services.profile)
        return context.page(BirthView(screen: screen, navigation: context.navigation), reactor)
      }
      return context.page(view, InfoReactor(service: environment.services.profile, today: environment.today))
    }
  }
}
