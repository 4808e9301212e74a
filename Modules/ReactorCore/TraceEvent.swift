/// One step of a reactor's unidirectional flow, as seen by a tracer.
public enum TraceEvent<Action, Mutation, State> {
  /// An action reached `mutate`.
  case action(Action)
  /// A mutation is about to be reduced.
  case mutation(Mutation)
  /// The state after a mutation.
  case state(State)
  /// An effect threw; it has ended.
  case error(any Error)
}
