import ReactorCore

/// Scenarios `concat`, `merge` and `paging`: one action whose effect is `count` parts that answer at once,
/// all reduced inside its `send`; the time grows with `count`, not with its square.
@MainActor
public final class ChainScenario {
  /// The reactor under test.
  public let reactor = ChainReactor()
  /// What its observer received.
  public let sink = Sink()

  /// Builds the reactor's pipeline and observes it, so `run` measures the one `send` only.
  public init() {
    reactor.observe { [sink] state in sink.value = state.value }.store(in: bag)
  }

  private let bag = Bag()

  /// Sends one action whose `mutate` returns a `concat` of `count` tasks answering at once.
  public func concat(_ count: Int) {
    reactor.send(.concat(count))
  }

  /// Sends one action whose `mutate` returns a `merge` of `count` tasks answering at once.
  public func merge(_ count: Int) {
    reactor.send(.merge(count))
  }

  /// Sends one action whose `mutate` returns a chain of `count` pages, each a task answering at
  /// once, flat-mapped to its value and the next page's request.
  public func paging(_ count: Int) {
    reactor.send(.paging(count))
  }
}

/// A reactor whose one action starts a long effect of parts that answer at once.
public final class ChainReactor: Reactor {
  /// How the parts are put together.
  public enum Action: Sendable {
    /// `.concat` of this many tasks.
    case concat(Int)
    /// `.merge` of this many tasks.
    case merge(Int)
    /// A chain of this many pages, each requested after the one before.
    case paging(Int)
  }

  public typealias Mutation = BenchMutation
  public typealias State = BenchState

  public let initialState = BenchState()
  public let runtime = Runtime()

  /// Creates a reactor; its pipeline is built on first use.
  public init() {}

  public func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .concat(let count): .concat((0..<count).map { _ in .task { .increase } })
    case .merge(let count): .merge((0..<count).map { _ in .task { .increase } })
    case .paging(let count): page(1, of: count)
    }
  }

  private func page(_ number: Int, of count: Int) -> Mutations<Mutation> {
    Mutations<Int>.task { number }
      .flatMap { [unowned self] number in
        number == count ? .just(.increase) : .concat(.just(.increase), page(number + 1, of: count))
      }
  }

  public func reduce(state: BenchState, mutation: Mutation) -> BenchState {
    var state = state
    state.value += 1
    return state
  }
}
