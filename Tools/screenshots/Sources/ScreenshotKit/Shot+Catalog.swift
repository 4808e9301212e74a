import AppFeature
import TextUI

extension Shot {
  /// Every picture README shows, in the order a reader meets them.
  public static let catalog: [Shot] = [
    Shot(
      "menu",
      alt: "The menu: six case studies, each with its number, its name and the idea it shows."),
    Shot(
      "counter",
      alt: "Counter after pressing + twice: value 2, and the alert \"increased!\" above the key hints.",
      feature: .counter, keys: [.character("+"), .character("+")]),
    Shot(
      "home",
      alt: "Home: the first page of posts from the bundled sample, one numbered title per row.",
      feature: .home),
    Shot(
      "post",
      alt: "A post opened from Home: its title, body and author, then its comments.",
      feature: .home, keys: [.down, .enter]),
    Shot(
      "profile-info",
      alt: "Profile's Info screen: the name, the birthdate and the age computed from it.",
      feature: .profile),
    Shot(
      "profile-birth",
      alt: "Profile's Birth editor pushed over Info, a new date half typed into its edit line.",
      feature: .profile, keys: [.character("e")] + Key.typing("1990-05")),
    Shot(
      "github-search",
      alt: "GitHub Search results for \"reactorkit\" from the offline catalog: repositories with stars.",
      feature: .githubSearch, keys: [.character("/")] + Key.typing("reactorkit") + [.enter]),
    Shot(
      "random-users",
      alt: "Random Users: people grouped into sections (male, female, twenties, thirties) with counts.",
      feature: .randomUsers),
    Shot(
      "random-users-section",
      alt: "A Random Users section opened, its second row expanded to list who lives in the same state.",
      feature: .randomUsers, keys: [.enter, .down, .enter]),
    Shot(
      "image-loader",
      alt: "The Image Loader showing a bundled sample photo in 24-bit colour, two pixels per cell.",
      feature: .imageLoader, keys: [.character("l")]),
    Shot(
      "trace",
      alt: "Counter with the trace panel on: each action, its mutations and the state changes.",
      feature: .counter, keys: [.character("t"), .character("+")]),
    Shot(
      "time-travel",
      alt: "Time travel on Counter: after three increases, four steps back show value 2 again "
        + "under a ⏪ line, its trace lines marked.",
      // Steps that show no spinner: its glyph moves with the wall clock.
      feature: .counter,
      keys: [.character("t")] + Array(repeating: .character("+"), count: 3)
        + Array(repeating: .left, count: 4)),
  ]
}
