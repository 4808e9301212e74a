import ReactorCore

/// Ports ReactorKit's editor with an alert flow: `@Pulse var alertMessage` for an alert shown on
/// every assignment, and a save whose result decides what follows. In ReactorKit:
/// `service.save(draft).flatMap { saved in saved ? .concat([.just(.setSaved), …]) : .empty() }`.
final class EditorReactor: Reactor {
  enum Action: Equatable, Sendable {
    case updateText(String)
    case cancel
    case discard
    case save
  }

  enum Mutation: Sendable {
    case setText(String)
    case setSaved
    case dismiss
    case setAlertMessage(String)
  }

  struct State: Equatable {
    var text: String
    var savedText: String
    var isDismissed = false
    @Pulse var alertMessage: String?

    var hasUnsavedChanges: Bool { text != savedText }
  }

  let initialState: State
  let runtime = Runtime()
  private let service: any DraftService

  init(text: String, service: any DraftService) {
    initialState = State(text: text, savedText: text)
    self.service = service
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .updateText(let text):
      return .just(.setText(text))

    case .cancel:
      guard currentState.hasUnsavedChanges else { return .just(.dismiss) }
      return .just(.setAlertMessage("Discard your changes?"))

    case .discard:
      return .just(.dismiss)

    case .save:
      let draft = currentState.text
      return .task { [service] in try await service.save(draft) }
        .flatMap { saved in saved ? .concat(.just(.setSaved), .just(.dismiss)) : .empty() }
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setText(let text):
      state.text = text
    case .setSaved:
      state.savedText = state.text
    case .dismiss:
      state.isDismissed = true
    case .setAlertMessage(let message):
      state.alertMessage = message
    }
    return state
  }
}
