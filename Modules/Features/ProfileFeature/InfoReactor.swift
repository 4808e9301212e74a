import Models
import ReactorCore
import Services
import TextUI

/// The profile's Info screen: name, birthdate and age, kept current by the profile service's
/// events, which every Info screen receives (global state through a service stream).
public final class InfoReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// The view appeared: load the saved profile.
    case load
    /// Open the Birth editor.
    case editBirth
    /// Save this name (`name TEXT`, or Enter in the edit line, which then closes).
    case rename(String)
    /// The edit line for a new name now reads this (a terminal's `n` opens it empty); nil closes
    /// it without saving.
    case editName(TextField?)
    /// The view has pushed the routed screen: clear the route.
    case removePushed
    /// A character typed into a field already holding its limit of this many.
    case typePastLimit(Int)
  }

  public enum Mutation: Equatable, Sendable {
    case setProfile(Profile)
    case setName(String)
    case setBirth(CalendarDate)
    case setRoute(Route?)
    case setMessage(String)
    case setNameEntry(TextField?)
  }

  /// Where the screen wants to go.
  public enum Route: Equatable, Sendable {
    case birth(CalendarDate)
  }

  public struct State: Equatable, Sendable {
    public var profile: Profile?
    public var today: CalendarDate
    public var route: Route?
    /// What the edit line for a new name reads while it is open (on a terminal); nil when closed.
    public var nameEntry: TextField?
    @Pulse public var message: String?

    public init(
      profile: Profile? = nil, today: CalendarDate, route: Route? = nil, nameEntry: TextField? = nil,
      message: String? = nil
    ) {
      self.profile = profile
      self.today = today
      self.route = route
      self.nameEntry = nameEntry
      self.message = message
    }

    /// Whole years since the birthdate.
    public var age: Int? {
      profile.map { $0.birthdate.years(until: today) }
    }
  }

  public let initialState: State
  public let runtime = Runtime()
  private let service: any ProfileService

  /// - Parameter today: the date ages are computed against; fixed in tests.
  public init(service: any ProfileService, today: CalendarDate) {
    self.service = service
    initialState = State(today: today)
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .load:
      return .task { [service] in .setProfile(try await service.currentProfile()) }
        .catch { .just(.setMessage("could not load the profile: \($0)")) }
    case .editBirth:
      guard let profile = currentState.profile else { return .empty() }
      return .just(.setRoute(.birth(profile.birthdate)))
    case .rename(let text):
      let isEditing = currentState.nameEntry != nil
      switch ProfileName.validate(text) {
      case .failure(.empty) where isEditing:
        return .just(.setMessage("type a name, then Enter; Esc keeps the old one"))
      case .failure(let problem):
        // The line stays open, so the name can be fixed.
        return .just(.setMessage(problem.description))
      case .success(let name):
        // The new name arrives through the service's event stream, like every other change.
        let save: Mutations<Mutation> = .run { [service] _ in try await service.updateName(to: name) }
          .catch { .just(.setMessage("could not save the name: \($0)")) }
        return isEditing ? .concat(.just(.setNameEntry(nil)), save) : save
      }
    case .editName(let text):
      guard currentState.profile != nil, text != currentState.nameEntry else { return .empty() }
      return .just(.setNameEntry(text))
    case .typePastLimit(let limit):
      return .just(.setMessage(LineEdit.fullMessage(limit: limit)))
    case .removePushed:
      return .just(.setRoute(nil))
    }
  }

  public func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
    .merge(mutation, .stream(service.events, Mutation.init(event:)))
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setProfile(let profile):
      state.profile = profile
    case .setName(let name):
      state.profile?.name = name
    case .setBirth(let birthdate):
      state.profile?.birthdate = birthdate
    case .setRoute(let route):
      state.route = route
    case .setMessage(let message):
      state.message = message
    case .setNameEntry(let entry):
      state.nameEntry = entry
    }
    return state
  }
}

extension InfoReactor.Mutation {
  /// The mutation a saved change stands for.
  init(event: ProfileEvent) {
    switch event {
    case .nameUpdated(let name): self = .setName(name)
    case .birthUpdated(let birthdate): self = .setBirth(birthdate)
    }
  }
}
