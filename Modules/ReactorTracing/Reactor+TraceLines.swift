import ReactorCore

extension Reactor {
  /// Traces the flow as readable lines: `action → …`, `mutation → …`, and each state change as
  /// the fields that changed (`value: 0 → 1`), each value in ``TraceSummary``'s words; nil stops
  /// tracing.
  public func traceLines(_ sink: (@MainActor (String) -> Void)?) {
    guard let sink else {
      trace(nil)
      return
    }
    trace(lines: { sink($0.indented) })
  }

  /// Traces the flow as ``TraceLine``s, worded as ``traceLines(_:)`` words them, and keeps each
  /// new state in `history` (made with `currentState` as its first step), numbering the lines
  /// by its steps.
  ///
  /// It replaces any tracer set before; `trace(_:)` with nil stops it. Inlinable, so the
  /// history records in code specialised for this reactor.
  @inlinable
  public func trace(
    lines sink: @escaping @MainActor (TraceLine) -> Void,
    history: StateHistory<Action, Mutation, State>? = nil
  ) {
    var previous = currentState
    trace { event in
      history?.record(event)
      let next = history.map { $0.newest + 1 }
      switch event {
      case .action(let action):
        sink(TraceLine(kind: .action, text: "action → \(TraceSummary.of(action))", step: next))
      case .mutation(let mutation):
        sink(TraceLine(kind: .mutation, text: "mutation → \(TraceSummary.of(mutation))", step: next))
      case .state(let state):
        let text = "state: \(StateDiff.describe(from: previous, to: state))"
        sink(TraceLine(kind: .state, text: text, step: history?.newest))
        previous = state
      case .error(let error):
        sink(TraceLine(kind: .error, text: "error: \(TraceSummary.of(error))", step: history?.newest))
      }
    }
  }
}
