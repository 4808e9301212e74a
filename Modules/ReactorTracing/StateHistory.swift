import ReactorCore

/// The latest states of a traced reactor, oldest first, each with the action and mutation that
/// produced it; the oldest are dropped beyond ``capacity``.
///
/// A history is fed by a tracer (``ReactorCore/Reactor/trace(lines:history:)``, or ``record(_:)``
/// from a tracer of your own), so a reactor that is not traced keeps nothing and pays nothing.
/// Because `reduce` is pure and a view renders its state with a pure function, any step kept here
/// can be drawn again exactly as it was: the app's trace steps back and forth through them.
///
/// Steps are numbered from 1, the state when recording started, and keep their number when
/// older ones are dropped.
///
/// Its methods are inlinable, so a tracer records in code specialised for the reactor's types:
/// generic code would look up type metadata several times per state (~16,000 instructions).
@MainActor
public final class StateHistory<Action, Mutation, State> {
  /// One state of the reactor and what produced it.
  public struct Step {
    /// The step's number: 1 for the state recording started with, then one more per state.
    public let number: Int
    /// The latest action to reach `mutate` before this state; nil for the first step.
    ///
    /// A synchronous mutation's action is its own. An effect's mutation arrives later, after
    /// any action sent meanwhile, so the action named is the latest one, not necessarily the
    /// one that started the effect.
    public let action: Action?
    /// The mutation reduced into this state; nil for the first step.
    public let mutation: Mutation?
    /// The state `reduce` (and `transform(state:)`) made.
    public let state: State
    /// How many actions had reached `mutate` when this state was made, since recording began:
    /// the steps that share it followed one press, which is how time travel steps by action.
    public let actionCount: Int

    @usableFromInline
    init(number: Int, action: Action?, mutation: Mutation?, state: State, actionCount: Int) {
      self.number = number
      self.action = action
      self.mutation = mutation
      self.state = state
      self.actionCount = actionCount
    }
  }

  /// The number of steps kept; beyond it, the oldest is dropped.
  public let capacity: Int
  /// The steps kept, in a ring: `steps[start]` is the oldest once it is full.
  @usableFromInline var steps: [Step] = []
  @usableFromInline var start = 0
  @usableFromInline var latestAction: Action?
  @usableFromInline var pendingMutation: Mutation?
  @usableFromInline var latest = 1
  @usableFromInline var actionCount = 0

  /// Starts a history at `initialState` (step 1), keeping at most `capacity` steps.
  public init(initialState: State, capacity: Int = 500) {
    precondition(capacity > 0, "a history keeps at least one step")
    self.capacity = capacity
    steps.reserveCapacity(min(capacity, 64))
    steps.append(Step(number: 1, action: nil, mutation: nil, state: initialState, actionCount: 0))
  }

  /// The number of the newest step: the reactor's current state.
  @inlinable public var newest: Int { latest }

  /// The number of the oldest step still kept.
  @inlinable public var oldest: Int { latest - steps.count + 1 }

  /// How many steps are kept.
  @inlinable public var count: Int { steps.count }

  /// The step numbered `number`, or nil when it was dropped or is not there yet.
  @inlinable
  public subscript(number: Int) -> Step? {
    guard number >= oldest, number <= newest else { return nil }
    return steps[(start + number - oldest) % steps.count]
  }

  /// Takes one traced event: an action or mutation is remembered for the state that follows;
  /// a state becomes the newest step. Errors change no state, so they add no step.
  @inlinable
  public func record(_ event: TraceEvent<Action, Mutation, State>) {
    switch event {
    case .action(let action):
      latestAction = action
      actionCount += 1
    case .mutation(let mutation):
      pendingMutation = mutation
    case .state(let state):
      append(
        Step(
          number: latest + 1, action: latestAction, mutation: pendingMutation, state: state,
          actionCount: actionCount))
      pendingMutation = nil
    case .error:
      break
    }
  }

  @inlinable
  func append(_ step: Step) {
    latest = step.number
    if steps.count < capacity {
      steps.append(step)
    } else {
      steps[start] = step
      start = (start + 1) % capacity
    }
  }

  /// The last step before the action that led to step `number` (or, mid-way through what an
  /// action led to, before that action): the screen as it was just before that key was pressed.
  /// Nil when that step is no longer kept, or no action came before.
  public func stepBeforeAction(leadingTo number: Int) -> Int? {
    guard let count = self[number]?.actionCount else { return nil }
    var candidate = number - 1
    while let step = self[candidate] {
      if step.actionCount < count { return candidate }
      candidate -= 1
    }
    return nil
  }

  /// The last step of what the next action after step `number` led to (or, mid-way through
  /// what an action led to, the last step of it): the screen just before the next key was
  /// pressed; nil when step `number` is the newest.
  public func lastStepOfNextAction(after number: Int) -> Int? {
    guard number < newest, let count = self[number + 1]?.actionCount else { return nil }
    var last = number + 1
    while let step = self[last + 1], step.actionCount == count { last += 1 }
    return last
  }
}
