/// One event of a reactor's flow in words: what a trace panel shows and a trace file keeps.
public struct TraceLine: Equatable, Sendable {
  /// Which event of the flow a line tells.
  public enum Kind: Sendable, CaseIterable {
    /// An action reached `mutate`.
    case action
    /// A mutation is about to be reduced.
    case mutation
    /// The state a mutation made, as the fields that changed.
    case state
    /// An effect threw.
    case error

    /// The kind's name as a trace file writes it: `action`, `mutation`, `state` or `error`.
    public var name: String {
      switch self {
      case .action: "action"
      case .mutation: "mutation"
      case .state: "state"
      case .error: "error"
      }
    }
  }

  /// Which event the line tells.
  public var kind: Kind
  /// The words: `action → increase`, `mutation → setLoading(true)`, `state: value: 0 → 1`,
  /// `error: …`.
  public var text: String
  /// The ``StateHistory`` step the line belongs to: a state's own, the coming state's for an
  /// action or a mutation, the current one's for an error; nil when no history is kept.
  public var step: Int?

  /// Creates a line.
  public init(kind: Kind, text: String, step: Int? = nil) {
    self.kind = kind
    self.text = text
    self.step = step
  }

  /// The line as a panel lists it: an action flush left, what follows from it indented.
  public var indented: String {
    kind == .action ? text : "  " + text
  }
}
