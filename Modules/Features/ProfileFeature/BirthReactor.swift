import Models
import ReactorCore
import Services
import TextUI

/// The Birth editor: a draft date typed or stepped, saved through the profile service on
/// `done`, which then dismisses the screen. It never talks to Info: Info hears the service.
public final class BirthReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// A date typed as `YYYY-MM-DD` (or `YYYYMMDD`, `YYYY-M-D`).
    case type(String)
    /// The date being typed on a terminal, key by key; Enter saves it (`saveTyped`).
    case edit(TextField)
    /// Enter on a date typed on a terminal: set it and save it, or say why not and keep it.
    case saveTyped(String)
    /// One step of a field: `+d`, `-m`, `+y`…
    case step(DateField, by: Int)
    /// Save this birthdate and close (the action of the Birth/Info article on `transform(mutation:)`).
    case tapDoneButton(CalendarDate)
    /// Close without saving.
    case cancel
    /// A character typed into the date already holding its limit of this many.
    case typePastLimit(Int)
  }

  public enum Mutation: Equatable, Sendable {
    case setDraft(CalendarDate)
    case setEntry(TextField)
    case setError(String)
    case setSaving(Bool)
    case dismiss
  }

  public struct State: Equatable, Sendable {
    public var draft: CalendarDate
    public var today: CalendarDate
    /// What has been typed so far on a terminal.
    public var entry = TextField(limit: 10)
    /// The birthdate the editor opened with: leaving with another one drops a change.
    public var saved: CalendarDate
    public var isSaving = false
    public var isDismissed = false
    @Pulse public var error: String?

    public init(draft: CalendarDate, today: CalendarDate, saved: CalendarDate? = nil) {
      self.draft = draft
      self.today = today
      self.saved = saved ?? draft
    }

    /// Whether leaving now drops a date that was set or typed but not saved.
    public var hasUnsavedChange: Bool {
      !isDismissed && (draft != saved || !entry.text.isEmpty)
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
      return validated(BirthdateRule.parse(text), today: today)
    case .edit(let field):
      let typed = field.text.filter { $0.isASCIIDigit || $0 == "-" }
      return .just(.setEntry(typed == field.text ? field : field.replacing(with: typed)))
    case .saveTyped(let text):
      // A refused date keeps its digits on the line, so it can be fixed, not typed again.
      switch BirthdateRule.parse(text).flatMap({ BirthdateRule.check($0, today: today) }) {
      case .success(let date):
        return .concat(
          .just(.setEntry(currentState.entry.replacing(with: ""))), .just(.setDraft(date)), save(date))
      case .failure(let problem):
        return .just(.setError(problem.description))
      }
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
      return save(birthdate)
    case .cancel:
      return .just(.dismiss)
    case .typePastLimit(let limit):
      return .just(.setError(LineEdit.fullMessage(limit: limit)))
    }
  }

  /// Saves `birthdate` through the service, then closes; a failure says why and stays.
  private func save(_ birthdate: CalendarDate) -> Mutations<Mutation> {
    .concat(
      .just(.setSaving(true)),
      .run { [service] send in
        try await service.updateBirth(to: birthdate)
        send(.setSaving(false))
        send(.dismiss)
      }.catch { error in
        .concat(.just(.setSaving(false)), .just(.setError("could not save the birthdate: \(error)")))
      }
    )
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
