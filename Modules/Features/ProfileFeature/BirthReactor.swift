import Models
import ReactorCore
import Services

/// The Birth editor: saves the birthdate picked through the profile service on `done`, which
/// then dismisses the screen. It never talks to Info: Info hears the service.
public final class BirthReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// Save this birthdate and close (the action of the Birth/Info article on `transform(mutation:)`).
    case tapDoneButton(CalendarDate)
    /// Close without saving.
    case cancel
  }

  public enum Mutation: Equatable, Sendable {
    case setSaving(Bool)
    case setError(String)
    case dismiss
  }

  public struct State: Equatable, Sendable {
    /// The birthdate the editor opened with: leaving with another one picked drops a change.
    public var birthdate: CalendarDate
    /// The latest birthdate accepted.
    public var today: CalendarDate
    public var isSaving = false
    public var isDismissed = false
    @Pulse public var error: String?

    public init(birthdate: CalendarDate, today: CalendarDate) {
      self.birthdate = birthdate
      self.today = today
    }
  }

  public let initialState: State
  public let runtime = Runtime()
  private let service: any ProfileService

  public init(birthdate: CalendarDate, today: CalendarDate, service: any ProfileService) {
    initialState = State(birthdate: birthdate, today: today)
    self.service = service
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .tapDoneButton(let birthdate):
      if case .failure(let problem) = BirthdateRule.check(birthdate, today: currentState.today) {
        return .just(.setError(problem.description))
      }
      return .concat(
        .just(.setSaving(true)),
        .run { [service] send in
          try await service.updateBirth(to: birthdate)
          send(.setSaving(false))
          send(.dismiss)
        }.catch { error in
          .concat(.just(.setSaving(false)), .just(.setError("could not save the birthdate: \(error)")))
        }
      )
    case .cancel:
      return .just(.dismiss)
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setSaving(let isSaving):
      state.isSaving = isSaving
    case .setError(let error):
      state.error = error
    case .dismiss:
      state.isDismissed = true
    }
    return state
  }
}
