import ReactorCore
import Testing

@testable import Settings

/// A spec for Drrrible's SettingsViewReactor, which has none, written in the Quick style of its
/// other specs: `beforeEach` is `init`, and each expectation follows the action or event at once,
/// as the service's subject delivers synchronously.
@MainActor
struct SettingsTests {
  let userService: StubSettingsUserService
  let reactor: SettingsViewReactor

  init() {
    userService = StubSettingsUserService()
    reactor = SettingsViewReactor(userService: userService)
  }

  /// The cell reactor of the logout row, in the last section.
  private var logoutItem: SettingItemCellReactor? {
    guard case .logout(let items)? = reactor.currentState.sections.last,
      case .logout(let cellReactor)? = items.first
    else { return nil }
    return cellReactor
  }

  @Test func anInitialStateHasTheAboutAndLogoutSections() {
    #expect(reactor.currentState.sections.count == 2)
    #expect(reactor.currentState.sections[0].items.count == 4)
    #expect(reactor.currentState.sections[1].items.count == 1)
  }

  /// A `BehaviorSubject` gives a new follower its value first: `_ = self.state` in `init` started
  /// `transform(action:)`, which followed it there.
  @Test func anInitialStateShowsWhoSignedInBefore() {
    let reactor = SettingsViewReactor(userService: SignedInUserService())
    guard case .logout(let items)? = reactor.currentState.sections.last,
      case .logout(let cellReactor)? = items.first
    else {
      Issue.record("no logout row")
      return
    }
    #expect(cellReactor.currentState.detailText == "devxoul")
  }

  @Test func anInitialStateShowsNoUsername() {
    #expect(logoutItem?.currentState.text == "logout")
    #expect(logoutItem?.currentState.detailText == nil)
  }

  @Test func anInitialStateIsNotLoggedOut() {
    #expect(reactor.currentState.isLoggedOut == false)
  }

  @Test func whenTheCurrentUserChangesTheLogoutItemShowsTheUsername() {
    userService.currentUser.onNext(User(id: 123, name: "devxoul"))
    #expect(logoutItem?.currentState.detailText == "devxoul")
    #expect(reactor.currentState.sections.count == 2)
  }

  @Test func whenTheUserLogsOutTheLogoutItemShowsNoUsername() {
    userService.currentUser.onNext(User(id: 123, name: "devxoul"))
    userService.currentUser.onNext(nil)
    #expect(logoutItem?.currentState.detailText == nil)
  }

  @Test func whenReceivesALogoutActionItIsLoggedOut() {
    reactor.send(.logout)
    #expect(reactor.currentState.isLoggedOut == true)
  }
}

/// The user service, signed out: its `currentUser` subject is what a test signs in with.
@MainActor
final class StubSettingsUserService: UserServiceType {
  let currentUser = BehaviorSubject<User?>(value: nil)
}

/// A service whose user signed in before the settings screen opened.
@MainActor
final class SignedInUserService: UserServiceType {
  let currentUser = BehaviorSubject<User?>(value: User(id: 7, name: "devxoul"))
}
