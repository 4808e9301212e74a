import ReactorCore
import ReactorTesting
import Synchronization
import Testing

@testable import TaskList

@MainActor
struct TaskListTests {
  @Test func refreshMakesACellReactorPerTask() async {
    let service = FakeTaskService(tasks: [TaskItem(id: "1", title: "Milk"), TaskItem(id: "2", title: "Eggs")])
    let tester = ReactorTester(TaskListReactor(service: service), comparing: { $0.cells.map(\.currentState) })

    tester.send(.refresh)
    await tester.receive {
      $0.cells = [
        TaskCellReactor(TaskItem(id: "1", title: "Milk")), TaskCellReactor(TaskItem(id: "2", title: "Eggs")),
      ]
    }
  }

  /// The list changes nothing itself: the service's `update` event, merged in
  /// `transform(mutation:)`, replaces the cell.
  @Test func togglingATaskUpdatesItsCellThroughTheServiceEvent() async {
    let service = FakeTaskService(tasks: [TaskItem(id: "1", title: "Milk")])
    let tester = ReactorTester(TaskListReactor(service: service), comparing: { $0.cells.map(\.currentState) })
    tester.send(.refresh)
    await tester.receive { $0.cells = [TaskCellReactor(TaskItem(id: "1", title: "Milk"))] }

    tester.send(.toggleDone(id: "1"))
    await tester.receive { $0.cells = [TaskCellReactor(TaskItem(id: "1", title: "Milk", isDone: true))] }
  }

  /// Another screen creates and deletes tasks through the same service; the list follows.
  @Test func anEventFromTheServiceUpdatesTheList() async {
    let service = FakeTaskService(tasks: [TaskItem(id: "1", title: "Milk")])
    let tester = ReactorTester(TaskListReactor(service: service), comparing: { $0.cells.map(\.currentState) })
    tester.send(.refresh)
    await tester.receive { $0.cells = [TaskCellReactor(TaskItem(id: "1", title: "Milk"))] }

    service.create(TaskItem(id: "2", title: "Bread"))
    await tester.receive { $0.cells.append(TaskCellReactor(TaskItem(id: "2", title: "Bread"))) }

    service.delete(id: "1")
    await tester.receive { $0.cells.removeFirst() }
    #expect(tester.reactor.currentState.cells.map(\.currentState.title) == ["Bread"])
  }
}

/// An in-memory store: every change is also sent on `events`, as a shared service's subject.
final class FakeTaskService: TaskService {
  let events: AsyncStream<TaskEvent>
  private let continuation: AsyncStream<TaskEvent>.Continuation
  private let tasks: Mutex<[TaskItem]>

  init(tasks: [TaskItem]) {
    self.tasks = Mutex(tasks)
    (events, continuation) = AsyncStream.makeStream()
  }

  func fetchTasks() async throws -> [TaskItem] {
    tasks.withLock { $0 }
  }

  func toggleDone(id: String) async throws {
    let task = tasks.withLock { tasks -> TaskItem? in
      guard let index = tasks.firstIndex(where: { $0.id == id }) else { return nil }
      tasks[index].isDone.toggle()
      return tasks[index]
    }
    if let task { continuation.yield(.update(task)) }
  }

  func create(_ task: TaskItem) {
    tasks.withLock { $0.append(task) }
    continuation.yield(.create(task))
  }

  func delete(id: String) {
    tasks.withLock { $0.removeAll { $0.id == id } }
    continuation.yield(.delete(id: id))
  }
}
