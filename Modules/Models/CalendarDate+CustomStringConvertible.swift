/// Prints a `CalendarDate` the way users type it.
extension CalendarDate: CustomStringConvertible {
  /// The date as `YYYY-MM-DD`.
  public var description: String { iso }
}
