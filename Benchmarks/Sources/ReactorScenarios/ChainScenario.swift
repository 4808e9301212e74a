import ReactorCore

/// Scenarios `concat`, `merge` and `paging`: one action whose effect is many parts that answer
/// at once, all reduced inside its `send`; the time grows with their number, not its square.
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

  /// Sends the one action.
  public func run(_ action: ChainReactor.Action) {
    reactor.send(action)
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

    /// The action a scenario's name and count stand for: `concat`, `merge` or `paging`.
    public init?(scenario: String, count: Int) {
      switch scenario {
      case "concat": self = .concat(count)
      case "merge": self = .merge(count)
      case "paging": self = .paging(count)
      default: return nil
      }
    }
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
