import ReactorCore
import ReactorTesting
import Synchronization
import Testing

// The code of the article "Global state" (ReactorCore.docc): the Profile feature's shape, Info
// and Birth sharing the birthdate through a service, reduced to a name.
enum GlobalState {
  enum ProfileEvent: Equatable, Sendable {
    case nameUpdated(String)
  }

  protocol ProfileService: Sendable {
    func updateName(to name: String) async throws
    var events: AsyncStream<ProfileEvent> { get }
  }

  final class InMemoryProfileService: ProfileService {
    private let subscribers = Mutex<[Int: AsyncStream<ProfileEvent>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    func updateName(to name: String) async throws {
      // Save first; tell the subscribers only what was saved.
      let continuations = subscribers.withLock { Array($0.values) }
      for continuation in continuations {
        continuation.yield(.nameUpdated(name))
      }
    }

    /// How many screens listen; the article's tests check that a released screen stops.
    var subscriberCount: Int {
      subscribers.withLock(\.count)
    }

    var events: AsyncStream<ProfileEvent> {
      let (stream, continuation) = AsyncStream.makeStream(of: ProfileEvent.self)
      let id = nextID.add(1, ordering: .relaxed).newValue
      continuation.onTermination = { [weak self] _ in
        _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
      }
      subscribers.withLock { $0[id] = continuation }
      return stream
    }
  }

  final class InfoReactor: Reactor {
    typealias Action = Never

    enum Mutation: Sendable {
      case setName(String)
    }

    struct State: Equatable {
      var name: String
    }

    let initialState: State
    let runtime = Runtime()
    private let service: any ProfileService

    init(name: String, service: any ProfileService) {
      initialState = State(name: name)
      self.service = service
    }

    // Info changes nothing by itself: every mutation comes from the service.
    func mutate(action: Never) -> Mutations<Mutation> {}

    func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
      .merge(mutation, .stream(service.events, Mutation.init(event:)))
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .setName(let name):
        state.name = name
      }
      return state
    }
  }

  final class EditorReactor: Reactor {
    enum Action: Sendable {
      case save(String)
    }

    enum Mutation: Sendable {
      case setSaving(Bool)
      case dismiss
    }

    struct State: Equatable {
      var isSaving = false
      var isDismissed = false
    }

    let initialState = State()
    let runtime = Runtime()
    private let service: any ProfileService

    init(service: any ProfileService) {
      self.service = service
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      switch action {
      case .save(let name):
        .concat(
          .just(.setSaving(true)),
          .run { [service] send in
            try await service.updateName(to: name)
            send(.dismiss)
          },
          .just(.setSaving(false))
        )
      }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .setSaving(let isSaving): state.isSaving = isSaving
      case .dismiss: state.isDismissed = true
      }
      return state
    }
  }
}

extension GlobalState.InfoReactor.Mutation {
  init(event: GlobalState.ProfileEvent) {
    switch event {
    case .nameUpdated(let name): self = .setName(name)
    }
  }
}

@MainActor
struct GlobalStateArticleTests {
  typealias InfoReactor = GlobalState.InfoReactor
  typealias EditorReactor = GlobalState.EditorReactor

  @Test func everyInfoScreenHearsWhatTheEditorSaved() async {
    let service = GlobalState.InMemoryProfileService()
    let info = InfoReactor(name: "Ada", service: service)
    let secondInfo = InfoReactor(name: "Ada", service: service)
    let editor = EditorReactor(service: service)
    for reactor in [info, secondInfo] as [InfoReactor] { reactor.effectExecutor = TestEffectExecutor() }
    let tester = ReactorTester(editor)
    // Reading the state builds each pipeline, which subscribes to the service's events.
    _ = (info.currentState, secondInfo.currentState)
    await drainMainActor()

    tester.send(.save("Grace"))
    tester.expect { $0.isSaving = true }
    await tester.receive({ $0.isDismissed = true }, { $0.isSaving = false })
    await drainMainActor(until: {
      info.currentState.name == "Grace" && secondInfo.currentState.name == "Grace"
    })
    #expect(info.currentState.name == "Grace")
    #expect(secondInfo.currentState.name == "Grace")
  }

  @Test func aReleasedScreenStopsListening() async {
    let service = GlobalState.InMemoryProfileService()
    var info: InfoReactor? = InfoReactor(name: "Ada", service: service)
    info?.effectExecutor = TestEffectExecutor()
    _ = info?.currentState
    await drainMainActor()
    #expect(service.subscriberCount == 1)
    info = nil
    await drainMainActor(until: { service.subscriberCount == 0 })
    #expect(service.subscriberCount == 0)

    let editor = EditorReactor(service: service)
    let tester = ReactorTester(editor)
    tester.send(.save("Grace"))
    tester.expect { $0.isSaving = true }
    await tester.receive({ $0.isDismissed = true }, { $0.isSaving = false })
  }
}
