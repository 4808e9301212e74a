import Models
import ReactorCore
import Services

/// The Birth editor: a draft date typed or stepped, saved through the profile service on
/// `done`, which then dismisses the screen. It never talks to Info: Info hears the service.
public final class BirthReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// A date typed as `YYYY-MM-DD`.
    case type(String)
    /// The text being typed on a terminal, key by key; taken by `type` on Enter.
    case edit(String)
    /// One step of a field: `+d`, `-m`, `+y`…
    case step(DateField, by: Int)
    /// Save this birthdate and close (the action of the Birth/Info article on `transform(mutation:)`).
    case tapDoneButton(CalendarDate)
    /// Close without saving.
    case cancel
  }

  public enum Mutation: Equatable, Sendable {
    case setDraft(CalendarDate)
    case setEntry(String)
    case setError(String)
    case setSaving(Bool)
    case dismiss
  }

  public struct State: Equatable, Sendable {
    public var draft: CalendarDate
    public var today: CalendarDate
    /// What has been typed so far on a terminal.
    public var entry = ""
    public var isSaving = false
    public var isDismissed = false
    @Pulse public var error: String?

    public init(draft: CalendarDate, today: CalendarDate) {
      self.draft = draft
      self.today = today
    }
  }

  public let initialState: State
  public let runtime = Runtime()
  private let service: any ProfileService

  public init(birthdate: CalendarDate, today: CalendarDate, service: any ProfileService) {
    initialState = State(draft: birthdate, today: today)
    self.service = service
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    let today = currentState.today
    switch action {
    case .type(let text):
      let entry: Mutations<Mutation> = currentState.entry.isEmpty ? .none : .just(.setEntry(""))
      return .concat(entry, validated(BirthdateRule.parse(text), today: today))
    case .edit(let text):
      return .just(.setEntry(String(text.filter { $0.isNumber || $0 == "-" }.prefix(10))))
    case .step(let field, let amount):
      let draft = currentState.draft
      let stepped = BirthdateRule.step(draft, field, by: amount)
      // A day the new month lacks is clamped; the editor says so rather than change it silently.
      guard case .success(let moved) = stepped.flatMap({ BirthdateRule.check($0, today: today) }),
        let note = BirthdateRule.clampNote(from: draft, to: moved, field)
      else { return validated(stepped, today: today) }
      return .concat(.just(.setDraft(moved)), .just(.setError(note)))
    case .tapDoneButton(let birthdate):
      if case .failure(let problem) = BirthdateRule.check(birthdate, today: today) {
        return .just(.setError(problem.description))
      }
      return .concat(
        .just(.setSaving(true)),
        .run { [service] send in
          try await service.updateBirth(to: birthdate)
          await send(.setSaving(false))
          await send(.dismiss)
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
    case .setDraft(let draft):
      state.draft = draft
    case .setEntry(let entry):
      state.entry = entry
    case .setError(let error):
      state.error = error
    case .setSaving(let isSaving):
      state.isSaving = isSaving
    case .dismiss:
      state.isDismissed = true
    }
    return state
  }

  private func validated(
    _ result: Result<CalendarDate, BirthdateRule.Problem>, today: CalendarDate
  ) -> Mutations<Mutation> {
    switch result.flatMap({ BirthdateRule.check($0, today: today) }) {
    case .success(let date): .just(.setDraft(date))
    case .failure(let problem): .just(.setError(problem.description))
    }
  }
}

/// A part of a date the steppers change.
public enum DateField: String, Equatable, Sendable {
  case day, month, year
}
