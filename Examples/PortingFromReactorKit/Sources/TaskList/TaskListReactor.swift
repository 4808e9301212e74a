import ReactorCore

/// Ports ReactorKit's to-do list pattern: a list of cell reactors, kept current by the service's
/// event stream merged in `transform(mutation:)`. In ReactorKit, that hook returns
/// `Observable.merge(mutation, service.event.flatMap { self.mutate(taskEvent: $0) })`.
final class TaskListReactor: Reactor {
  enum Action: Equatable, Sendable {
    case refresh
    case toggleDone(id: String)
  }

  enum Mutation: Sendable {
    case setSections([TaskCellReactor])
    case insertTask(TaskCellReactor)
    case replaceTask(TaskCellReactor)
    case deleteTask(id: String)

    /// The mutation for a change made anywhere: main-actor, as it makes cell reactors.
    @MainActor
    init(event: TaskEvent) {
      switch event {
      case .create(let task): self = .insertTask(TaskCellReactor(task))
      case .update(let task): self = .replaceTask(TaskCellReactor(task))
      case .delete(let id): self = .deleteTask(id: id)
      }
    }
  }

  /// Not `Equatable`: it holds cell reactors, main-actor objects compared through their states.
  struct State {
    var cells: [TaskCellReactor] = []
  }

  let initialState = State()
  let runtime = Runtime()
  private let service: any TaskService

  init(service: any TaskService) {
    self.service = service
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .refresh:
      // ReactorKit: `service.fetchTasks().map { tasks in .setSections(tasks.map(TaskCellReactor.init)) }`.
      return .task { [service] in try await service.fetchTasks() }
        .map { tasks in .setSections(tasks.map(TaskCellReactor.init)) }

    case .toggleDone(let id):
      // Changes nothing here: the service's `update` event does, as for any other screen.
      return .run { [service] _ in try await service.toggleDone(id: id) }
    }
  }

  func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
    .merge(mutation, .stream(service.events, Mutation.init(event:)))
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setSections(let cells):
      state.cells = cells
    case .insertTask(let cell):
      state.cells.append(cell)
    case .replaceTask(let cell):
      if let index = state.cells.firstIndex(where: { $0.currentState.id == cell.currentState.id }) {
        state.cells[index] = cell
      }
    case .deleteTask(let id):
      state.cells.removeAll { $0.currentState.id == id }
    }
    return state
  }
}
