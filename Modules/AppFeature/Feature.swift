/// The case studies the menu offers, with their fixed numbers.
public enum Feature: Int, CaseIterable, Sendable {
  case counter = 1
  case home
  case profile
  case githubSearch
  case randomUsers
  case imageLoader

  /// The features this build contains, in menu order.
  public static let available: [Feature] = [
    .counter, .home, .profile, .githubSearch, .randomUsers, .imageLoader,
  ]

  /// The name used on the command line and in the menu (`github-search`).
  public var name: String {
    switch self {
    case .counter: "counter"
    case .home: "home"
    case .profile: "profile"
    case .githubSearch: "github-search"
    case .randomUsers: "random-users"
    case .imageLoader: "image-loader"
    }
  }

  /// One line on what the feature shows.
  public var summary: String {
    switch self {
    case .counter: "Action → Mutation → State, concat with delay, @Pulse alerts"
    case .home: "viewDidLoad as an Action, offline-first cache"
    case .profile: "global state through a service's event stream"
    case .githubSearch: "cancelling stale requests, paging by Link header"
    case .randomUsers: "cell reactors, navigation through state"
    case .imageLoader: "a view reporting back with an Action"
    }
  }

  /// The feature a menu choice or argument names: its number or its name.
  public init?(choice: String) {
    let choice = choice.lowercased()
    guard
      let feature = Feature.allCases.first(where: { "\($0.rawValue)" == choice || $0.name == choice })
    else { return nil }
    self = feature
  }
}
