import ReactorCore

/// The signed-in user, as the settings screen shows it.
struct User: Sendable {
  var id: Int
  var name: String
}

/// Knows who is signed in. Only the member the settings screen reads is ported: ReactorKit's
/// `var currentUser: Observable<User?>`, a `ReplaySubject` started with nil and shared, which a
/// `BehaviorSubject` holding nil is: each follower gets the current user first, then each change.
protocol UserServiceType: Sendable {
  var currentUser: BehaviorSubject<User?> { get }
}
