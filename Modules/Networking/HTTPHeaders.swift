/// An ordered list of HTTP header fields whose names compare case-insensitively.
///
/// Order and repeated names are kept as they were added or received, because some
/// headers (`Link`, `Set-Cookie`) may legitimately appear more than once.
public struct HTTPHeaders: Sendable, Equatable {
  /// One header field as stored; the name keeps the spelling it was given.
  struct Field: Sendable, Equatable {
    var name: String
    var value: String
  }

  var fields: [Field]

  /// Creates headers from `(name, value)` pairs, keeping their order.
  public init(_ pairs: [(String, String)] = []) {
    fields = pairs.map { Field(name: $0.0, value: $0.1) }
  }

  /// The first value for `name` (case-insensitive); setting replaces every field with
  /// that name by one field in the first one's place, and setting `nil` removes them all.
  public subscript(name: String) -> String? {
    get { fields.first { Self.namesMatch($0.name, name) }?.value }
    set {
      guard let newValue else {
        remove(name: name)
        return
      }
      if let index = fields.firstIndex(where: { Self.namesMatch($0.name, name) }) {
        fields[index].value = newValue
        let first = fields[index]
        fields.removeAll { Self.namesMatch($0.name, name) }
        fields.insert(first, at: index)
      } else {
        fields.append(Field(name: name, value: newValue))
      }
    }
  }

  /// Every value for `name` (case-insensitive), in order.
  public func values(for name: String) -> [String] {
    fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
  }

  /// Appends a field, keeping any earlier fields with the same name.
  public mutating func add(name: String, value: String) {
    fields.append(Field(name: name, value: value))
  }

  /// Removes every field named `name` (case-insensitive).
  public mutating func remove(name: String) {
    fields.removeAll { Self.namesMatch($0.name, name) }
  }

  /// Whether a field named `name` (case-insensitive) is present.
  public func contains(name: String) -> Bool {
    fields.contains { Self.namesMatch($0.name, name) }
  }

  /// Compares header names ASCII case-insensitively without allocating.
  static func namesMatch(_ lhs: String, _ rhs: String) -> Bool {
    var left = lhs.utf8.makeIterator()
    var right = rhs.utf8.makeIterator()
    while true {
      switch (left.next(), right.next()) {
      case (nil, nil):
        return true
      case (let l?, let r?):
        // Setting bit 0x20 lower-cases an ASCII letter; only letters may differ that way.
        let folded = l | 0x20
        guard l == r || (folded == (r | 0x20) && folded >= 0x61 && folded <= 0x7A) else {
          return false
        }
      default:
        return false
      }
    }
  }
}
