extension HTTPHeaders: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The fields whose values are credentials: printed as `[redacted]`.
  static let secretNames = ["Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie"]

  /// `[Accept: application/json, Authorization: [redacted]]`: the fields in order, credentials
  /// hidden, so a header list can be logged or interpolated without leaking a token.
  public var description: String {
    "[" + printableFields.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]"
  }

  /// The same as ``description``.
  public var debugDescription: String { description }

  /// The fields as `dump` shows them, credentials hidden.
  public var customMirror: Mirror {
    Mirror(
      self, unlabeledChildren: printableFields.map { "\($0.name): \($0.value)" }, displayStyle: .collection)
  }

  private var printableFields: [Field] {
    fields.map { field in
      Self.secretNames.contains { Self.namesMatch($0, field.name) }
        ? Field(name: field.name, value: "[redacted]") : field
    }
  }
}
