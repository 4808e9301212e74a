/// What a runtime is doing and which parts of it need the full (slower) path.
@usableFromInline
struct RuntimeFlags: OptionSet, Sendable {
  @usableFromInline let rawValue: UInt16
  @inlinable init(rawValue: UInt16) { self.rawValue = rawValue }

  // Computed and inlinable rather than stored: inlined code in other modules would otherwise
  // call an addressor for each of these on every action instead of folding a constant.
  @inlinable static var built: RuntimeFlags { RuntimeFlags(rawValue: 1 << 0) }
  @inlinable static var dispatching: RuntimeFlags { RuntimeFlags(rawValue: 1 << 1) }
  @inlinable static var queued: RuntimeFlags { RuntimeFlags(rawValue: 1 << 2) }
  /// Actions need the full path: stub, tracer, action transform or effects watching actions.
  @inlinable static var slowActions: RuntimeFlags { RuntimeFlags(rawValue: 1 << 3) }
  /// Mutations need the full path: tracer, mutation transform or state transform.
  @inlinable static var slowMutations: RuntimeFlags { RuntimeFlags(rawValue: 1 << 4) }
  /// `transform(state:)` is not the identity: `reduce` works on the untransformed state, kept apart.
  @inlinable static var transformsState: RuntimeFlags { RuntimeFlags(rawValue: 1 << 5) }
  /// The stub is enabled: it alone drives the state, and the pipeline is not built for it.
  @inlinable static var stubbed: RuntimeFlags { RuntimeFlags(rawValue: 1 << 6) }
  /// Set by the build before it calls `transform(state:)`; the default implementation clears it,
  /// so a flag still set afterwards means the reactor overrides the hook.
  @inlinable static var probingStateTransform: RuntimeFlags { RuntimeFlags(rawValue: 1 << 7) }
  /// A sent action is being handed to what `transform(action:)` returned: what comes out goes
  /// to `mutate` at once.
  @inlinable static var publishing: RuntimeFlags { RuntimeFlags(rawValue: 1 << 8) }
  /// The stream form of `transform(state:)` has emitted nothing yet: a new observer is given no
  /// state, as RxSwift's `replay(1)` has nothing to replay.
  @inlinable static var awaitingState: RuntimeFlags { RuntimeFlags(rawValue: 1 << 9) }
}
