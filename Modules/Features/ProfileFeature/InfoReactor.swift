import Models
import ReactorCore
import Services

/// The profile's Info screen: name, birthdate and age, kept current by the profile service's
/// events, which every Info screen receives (global state through a service stream).
public final class InfoReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// The view appeared: load the saved profile.
    case load
    /// Open the Birth editor.
    case editBirth
    /// Save this name (`name TEXT`, or Enter in the name field).
    case rename(String)
  }

  public enum Mutation: Equatable, Sendable {
    case setProfile(Profile)
    case setName(String)
    case setBirth(CalendarDate)
    case setRoute(Route)
    case setMessage(String)
    /// The name typed was not taken, for this reason: it goes back to the field, to be fixed.
    case refuseName(String, reason: String)
  }

  /// Where the screen wants to go.
  public enum Route: Equatable, Sendable {
    case birth(CalendarDate)
  }

  public struct State: Equatable, Sendable {
    public var profile: Profile?
    public var today: CalendarDate
    /// Where to go, once per assignment: the view pushes the screen.
    @Pulse public var route: Route?
    @Pulse public var message: String?
    /// A name typed that was not saved (refused, or the save failed), said in ``message``; the
    /// view gives it back to the name field.
    @Pulse public var refusedName: String?

    public init(profile: Profile? = nil, today: CalendarDate) {
      self.profile = profile
      self.today = today
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
      switch ProfileName.validate(text) {
      case .failure(let problem):
        return .just(.refuseName(text, reason: problem.description))
      case .success(let name):
        // The new name arrives through the service's event stream, like every other change.
        return .run { [service] _ in try await service.updateName(to: name) }
          .catch { .just(.refuseName(name, reason: "could not save the name: \($0)")) }
      }
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
    case .refuseName(let name, let reason):
      state.message = reason
      state.refusedName = name
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
