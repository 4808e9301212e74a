import Foundation
import ReactorCore
import Testing

// The code of "Coming from ReactorKit" beyond GitHubSearch: a paging chain, a callback, and the
// corners a port runs into.
enum ComingFromReactorKitCorners {
  struct Page: Equatable, Sendable {
    var number: Int
    var isLast: Bool
  }

  /// A service whose stub answers at once, and whose changes come through a callback.
  @MainActor
  final class Service {
    private(set) var deleted: [Int] = []
    let lastPage: Int
    var onChange: ((Int) -> Void)?
    private let (ended, end) = AsyncStream.makeStream(of: Void.self)

    init(lastPage: Int) {
      self.lastPage = lastPage
    }

    func page(_ number: Int) async throws -> Page {
      Page(number: number, isLast: number == lastPage)
    }

    func delete(_ id: Int) async throws {
      deleted.append(id)
    }

    /// Returns once the service stops sending changes, or the waiting task is cancelled.
    func changesEnded() async {
      for await _ in ended {}
    }

    func change(to value: Int) {
      onChange?(value)
    }

    func stopChanging() {
      end.finish()
    }
  }

  final class FeedReactor: Reactor {
    enum Action: Sendable {
      case loadAll
      case follow
      case unfollow
      case delete(Int)
      case touch
    }

    enum Mutation: Sendable {
      case append(Page)
      case setValue(Int)
    }

    struct State: Equatable {
      var pages: [Int] = []
      var value = 0
    }

    enum EffectID { case following }

    let initialState = State()
    let runtime = Runtime()
    let service: Service

    init(service: Service) {
      self.service = service
    }

    func mutate(action: Action) -> Mutations<Mutation> {
      switch action {
      case .loadAll:
        load(1)
      case .follow:
        .run { [service] send in
          service.onChange = { send(.setValue($0)) }
          await service.changesEnded()
        }
        .cancellable(id: EffectID.following)
        .longLived()
      case .unfollow:
        .cancel(id: EffectID.following)
      case .delete(let id):
        .task { [service] in try await service.delete(id) }.flatMap(Mutations.empty)
      case .touch:
        .task { [service] in try await service.page(1) }.mapToVoid().map { .setValue(1) }
      }
    }

    func load(_ page: Int) -> Mutations<Mutation> {
      .task { [service] in try await service.page(page) }
        .flatMap { [unowned self] page in
          page.isLast ? .just(.append(page)) : .concat(.just(.append(page)), load(page.number + 1))
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .append(let page): state.pages.append(page.number)
      case .setValue(let value): state.value = value
      }
      return state
    }
  }

  /// devxoul's AlertReactor: generic over its alert's actions, named apart from `Action`.
  open class AlertReactor<AlertAction: Sendable>: Reactor {
    public enum Action: Sendable {
      case prepare
      case select(AlertAction)
    }

    public enum Mutation: Sendable {
      case setActions([AlertAction])
      case setSelected(AlertAction)
    }

    public struct State: Sendable {
      public var actions: [AlertAction] = []
      public var selected: AlertAction?
    }

    public let initialState = State()
    public let runtime = Runtime()

    public init() {}

    open func mutate(action: Action) -> Mutations<Mutation> {
      switch action {
      case .prepare: .empty()
      case .select(let action): .just(.setSelected(action))
      }
    }

    open func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .setActions(let actions): state.actions = actions
      case .setSelected(let action): state.selected = action
      }
      return state
    }
  }

  final class DeleteAlertReactor: AlertReactor<String> {
    override func mutate(action: Action) -> Mutations<Mutation> {
      guard case .prepare = action else { return super.mutate(action: action) }
      return .just(.setActions(["Delete", "Cancel"]))
    }
  }

  final class CartItemReactor: Reactor {
    typealias Action = Int
    struct State: Equatable { var count = 0 }

    let initialState = State()
    let runtime = Runtime()

    func reduce(state: State, mutation: Int) -> State {
      State(count: state.count + mutation)
    }
  }

  /// A plain struct over child reactors: the member that reads them is main-actor code.
  struct CartSummary {
    let items: [CartItemReactor]

    @MainActor var total: Int { items.map(\.currentState.count).reduce(0, +) }
  }
}

extension Mutations {
  /// An operator of one's own, built from the operators here; main-actor code, as `map` is.
  @MainActor func mapToVoid() -> Mutations<Void> { map { _ in () } }
}

extension ComingFromReactorKitArticleTests {
  typealias Corners = ComingFromReactorKitCorners

  @Test func aPagingChainLoadsEveryPageInsideOneSend() {
    let reactor = Corners.FeedReactor(service: Corners.Service(lastPage: 1_000))

    reactor.send(.loadAll)

    #expect(reactor.currentState.pages == Array(1...1_000))
  }

  @Test func aCallbackSendsEachValueBeforeItReturnsUntilTheEffectEnds() {
    let service = Corners.Service(lastPage: 1)
    let reactor = Corners.FeedReactor(service: service)
    var values: [Int] = []
    reactor.observe(\.value) { values.append($0) }

    reactor.send(.follow)
    service.change(to: 1)
    #expect(values == [0, 1])
    service.change(to: 2)
    #expect(values == [0, 1, 2])
    reactor.send(.unfollow)
    service.change(to: 3)

    #expect(values == [0, 1, 2])
  }

  @Test func aRequestFlatMappedToEmptyChangesNothing() {
    let service = Corners.Service(lastPage: 1)
    let reactor = Corners.FeedReactor(service: service)

    reactor.send(.delete(7))

    #expect(service.deleted == [7])
    #expect(reactor.currentState == Corners.FeedReactor.State())
  }

  @Test func aGenericReactorsSubclassOverridesMutate() {
    let reactor = Corners.DeleteAlertReactor()

    reactor.send(.prepare)
    reactor.send(.select("Delete"))

    #expect(reactor.currentState.actions == ["Delete", "Cancel"])
    #expect(reactor.currentState.selected == "Delete")
  }

  @Test func anOperatorOfOnesOwnWorksOnEffects() {
    let reactor = Corners.FeedReactor(service: Corners.Service(lastPage: 1))

    reactor.send(.touch)

    #expect(reactor.currentState.value == 1)
  }

  @Test func aPlainStructReadsItsChildReactorsOnTheMainActor() {
    let items = [Corners.CartItemReactor(), Corners.CartItemReactor()]
    items[0].send(2)
    items[1].send(3)

    #expect(Corners.CartSummary(items: items).total == 5)
  }
}

extension ComingFromReactorKitArticleTests {
  /// The guide's count of ReactorCore's public declarations is the sources' count, and the core
  /// stays the size of the pattern: at most 105.
  @Test func theGuideCountsThePublicDeclarations() throws {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appending(path: "Modules/ReactorCore")
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }
    // A declaration line: attributes, `public`, modifiers, then what it declares.
    let declaration =
      /^\s*(@[a-zA-Z]+\s+)*public\s+(static\s+|final\s+|nonisolated\s+|convenience\s+|override\s+)*(func|var|let|init|struct|class|enum|protocol|typealias|case|subscript|actor)\b/
    let count = try files.map { try String(contentsOf: $0, encoding: .utf8) }
      .flatMap { $0.split(separator: "\n") }
      .filter { $0.firstMatch(of: declaration) != nil }.count
    let guide = try String(
      contentsOf: folder.appending(path: "ReactorCore.docc/ComingFromReactorKit.md"), encoding: .utf8)
    let stated = try #require(guide.firstMatch(of: /ReactorCore has (\d+) public declarations/)?.1)
    #expect(Int(stated) == count)
    #expect(count <= 105)
  }
}
