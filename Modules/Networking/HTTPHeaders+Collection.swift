extension HTTPHeaders: RandomAccessCollection {
  /// A header field as a labelled `(name, value)` pair.
  public typealias Element = (name: String, value: String)

  /// The position of the first field.
  public var startIndex: Int { fields.startIndex }

  /// The position after the last field.
  public var endIndex: Int { fields.endIndex }

  /// The field at `position`, in the order added or received.
  public subscript(position: Int) -> Element {
    let field = fields[position]
    return (field.name, field.value)
  }
}

extension HTTPHeaders: ExpressibleByDictionaryLiteral {
  /// Creates headers from a literal such as `["Accept": "application/json"]`, in written order.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(elements)
  }
}
