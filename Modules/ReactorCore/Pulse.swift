/// A state value whose every assignment counts, equal values included, so a view can react to
/// each one (an alert shown twice for the same text).
///
/// Observe it with ``Reactor/pulse(_:_:)`` through its projected value: `reactor.pulse(\.$alert)`.
@propertyWrapper
public struct Pulse<Value> {
  /// The current value; assigning it bumps ``valueUpdatedCount``.
  public var value: Value {
    didSet { valueUpdatedCount &+= 1 }
  }

  /// How many times the value was assigned; wraps around at overflow.
  public internal(set) var valueUpdatedCount: UInt

  /// Wraps an initial value; it does not count as an assignment.
  public init(wrappedValue: Value) {
    value = wrappedValue
    valueUpdatedCount = 0
  }

  init(value: Value, valueUpdatedCount: UInt) {
    self.value = value
    self.valueUpdatedCount = valueUpdatedCount
  }

  /// The value.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The pulse itself, to observe with ``Reactor/pulse(_:_:)``.
  public var projectedValue: Pulse<Value> {
    self
  }
}

extension Pulse: Equatable where Value: Equatable {}
extension Pulse: Sendable where Value: Sendable {}
