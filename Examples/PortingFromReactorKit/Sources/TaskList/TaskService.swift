/// A task of the to-do list.
struct TaskItem: Equatable, Identifiable, Sendable {
  var id: String
  var title: String
  var isDone = false
}

/// What changed in the service's store, whichever screen changed it.
enum TaskEvent: Sendable {
  case create(TaskItem)
  case update(TaskItem)
  case delete(id: String)
}

/// The store of tasks every screen shares; its `events` tell the list what the others changed.
protocol TaskService: Sendable {
  /// Every change from now on; the list reactor iterates it for as long as it lives.
  var events: AsyncStream<TaskEvent> { get }

  func fetchTasks() async throws -> [TaskItem]
  func toggleDone(id: String) async throws
}
