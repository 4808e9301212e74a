import ReactorCore

/// Ports a ReactorKit reactor whose `State` is not a nested type: `let initialState: Int = 0`.
/// In ReactorKit, `typealias State = Int` is inferred from that line.
///
/// Here the type is named once, `typealias State = Int`: written as ReactorKit writes it,
/// `let initialState: Int = 0` beside `let runtime = Runtime()` does not compile ("unsupported
/// recursion for reference to type alias 'Runtime'"), because inferring `State` from
/// `initialState` type-checks `runtime`, whose type `Runtime` needs `State`. A computed
/// `var initialState: Int { 0 }` compiles too, as does declaring `runtime` before `initialState`.
final class ScoreReactor: Reactor {
  enum Action: Sendable {
    case score(Int)
    case reset
  }

  typealias State = Int

  let initialState = 0
  let runtime = Runtime()

  func reduce(state: Int, mutation: Action) -> Int {
    switch mutation {
    case .score(let points): state + points
    case .reset: 0
    }
  }
}
