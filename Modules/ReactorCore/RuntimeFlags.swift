/// What a runtime is doing and which parts of it need the full (slower) path.
@usableFromInline
struct RuntimeFlags: OptionSet, Sendable {
  @usableFromInline let rawValue: UInt8
  @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }

  @usableFromInline static let built = RuntimeFlags(rawValue: 1 << 0)
  @usableFromInline static let dispatching = RuntimeFlags(rawValue: 1 << 1)
  @usableFromInline static let queued = RuntimeFlags(rawValue: 1 << 2)
  /// Actions need the full path: stub, tracer, action transform or effects watching actions.
  @usableFromInline static let slowActions = RuntimeFlags(rawValue: 1 << 3)
  /// Mutations need the full path: tracer or mutation transform.
  @usableFromInline static let slowMutations = RuntimeFlags(rawValue: 1 << 4)
}
