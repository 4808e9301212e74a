import ReactorCore

/// Ports ReactorKit's cell reactor: a reactor per row whose state is the row's model, made by
/// the list (`tasks.map(TaskCellReactor.init)`) and held in its state.
final class TaskCellReactor: Reactor {
  /// A cell that only shows its task; `Mutation` defaults to `Action`.
  typealias Action = Never
  typealias State = TaskItem

  let initialState: TaskItem
  let runtime = Runtime()

  init(_ task: TaskItem) {
    initialState = task
  }
}
