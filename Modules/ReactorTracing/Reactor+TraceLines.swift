import ReactorCore

extension Reactor {
  /// Traces the flow as readable lines: `action → …`, `mutation → …`, and each state change as
  /// the fields that changed (`value: 0 → 1`); nil stops tracing.
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
        sink(TraceLine(kind: .action, text: "action → \(action)", step: next))
      case .mutation(let mutation):
        sink(TraceLine(kind: .mutation, text: "mutation → \(mutation)", step: next))
      case .state(let state):
        let text = "state: \(StateDiff.describe(from: previous, to: state))"
        sink(TraceLine(kind: .state, text: text, step: history?.newest))
        previous = state
      case .error(let error):
        sink(TraceLine(kind: .error, text: "error: \(error)", step: history?.newest))
      }
    }
  }
}

/// Describes how one state differs from another, field by field.
@usableFromInline
enum StateDiff {
  @usableFromInline
  static func describe(from old: Any, to new: Any) -> String {
    let oldFields = fields(of: old)
    let newFields = fields(of: new)
    guard oldFields.map(\.label) == newFields.map(\.label) else {
      return "\(new)"
    }
    let changes = zip(oldFields, newFields).compactMap { old, new -> String? in
      if old.value != new.value {
        // A collection is summarised by its count: a list of posts would fill the panel.
        if old.count != nil || new.count != nil {
          let (before, after) = (old.count.map(items) ?? old.value, new.count.map(items) ?? new.value)
          return old.count == new.count
            ? "\(new.label): \(after), changed" : "\(new.label): \(before) → \(after)"
        }
        return "\(new.label): \(old.value) → \(new.value)"
      }
      // A pulse assigned the same value again still changed.
      if old.assignments != new.assignments { return "\(new.label): \(new.value) (again)" }
      return nil
    }
    return changes.isEmpty ? "unchanged" : changes.joined(separator: ", ")
  }

  private static func fields(
    of value: Any
  ) -> [(label: String, value: String, count: Int?, assignments: String?)] {
    Mirror(reflecting: value).children.enumerated().map { index, child in
      var label = child.label ?? "\(index)"
      var value = child.value
      var assignments: String?
      // A property wrapper's storage is `_name`; show the name and the wrapped value.
      if label.hasPrefix("_") {
        label.removeFirst()
        let wrapper = Mirror(reflecting: value).children
        assignments = wrapper.first { $0.label == "valueUpdatedCount" }.map { "\($0.value)" }
        if let wrapped = wrapper.first(where: { $0.label == "value" }) {
          value = wrapped.value
        }
      }
      var mirror = Mirror(reflecting: value)
      // An optional list is counted too, once it holds one.
      if mirror.displayStyle == .optional, let wrapped = mirror.children.first {
        mirror = Mirror(reflecting: wrapped.value)
      }
      let isCollection = [.collection, .set, .dictionary].contains(mirror.displayStyle)
      return (label, describe(value), isCollection ? mirror.children.count : nil, assignments)
    }
  }

  private static func items(_ count: Int) -> String {
    count == 1 ? "1 item" : "\(count) items"
  }

  private static func describe(_ value: Any) -> String {
    if let optional = value as? any OptionalProtocol { return optional.traceDescription }
    return traceText(value)
  }

  /// A value as the trace shows it: a string quoted, a duration in a person's units (`0 s`,
  /// `250 ms`, `1.5 s`) rather than Swift's `0.0 seconds`, anything else as it describes itself.
  fileprivate static func traceText(_ value: Any) -> String {
    if let string = value as? String { return "\"\(string)\"" }
    if let duration = value as? Duration { return text(duration) }
    return "\(value)"
  }

  private static func text(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    if milliseconds == 0 { return "0 s" }
    if abs(milliseconds) < 1000 { return "\(trimmed(milliseconds)) ms" }
    return "\(trimmed(milliseconds / 1000)) s"
  }

  /// `value` to at most three decimals, with none shown for a whole number.
  private static func trimmed(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }
}

private protocol OptionalProtocol {
  var traceDescription: String { get }
}

extension Optional: OptionalProtocol {
  fileprivate var traceDescription: String {
    switch self {
    case .none: "nil"
    case .some(let wrapped): StateDiff.traceText(wrapped)
    }
  }
}
