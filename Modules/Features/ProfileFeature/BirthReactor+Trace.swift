extension DateField: CustomStringConvertible {
  /// The field's name: `step(day, by: 1)`.
  public var description: String { rawValue }
}
