extension TraceSummary {
  /// Items in brackets: all of a short collection; a long one's count and first items; only the
  /// count once nested in a value inside the line's own.
  static func collection(_ items: [Any], depth: Int, sorted: Bool) -> String {
    listed(items.map { item in { text(item, depth: depth + 1) } }, depth: depth, sorted: sorted, empty: "[]")
  }

  /// Entries as `key: value` in brackets, sorted, shortened as a collection is.
  static func dictionary(_ mirror: Mirror, depth: Int) -> String {
    let entries = mirror.children.map { child in
      {
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        guard pair.count == 2 else { return text(child.value, depth: depth + 1) }
        return "\(text(pair[0], depth: depth + 1)): \(text(pair[1], depth: depth + 1))"
      }
    }
    return listed(entries, depth: depth, sorted: true, empty: "[:]")
  }

  /// An enum case: its name, then its associated values, labelled as the case declares them.
  static func enumCase(_ value: Any, mirror: Mirror, depth: Int) -> String {
    guard let payload = mirror.children.first, let name = payload.label else {
      // A case without associated values prints as its bare name.
      return String(describing: value)
    }
    guard depth < 3 else { return "\(name)(…)" }
    let values = Mirror(reflecting: payload.value)
    // Several values, or one with a label, come as a tuple; a single one as itself.
    let isTuple = values.displayStyle == .tuple
    let inside = isTuple ? fields(values.children, depth: depth + 1) : text(payload.value, depth: depth + 1)
    return "\(name)(\(inside))"
  }

  /// A struct: its type's name and its fields; fewer fields the deeper it is nested.
  static func structure(_ value: Any, mirror: Mirror, depth: Int) -> String {
    let name = typeName(of: value)
    let shown = depth < 2 ? 5 : depth == 2 ? 1 : 0
    guard shown > 0 else { return "\(name)(…)" }
    let children = Array(mirror.children)
    let more = children.count > shown ? ", …" : ""
    return "\(name)(\(fields(children.prefix(shown), depth: depth + 1))\(more))"
  }

  /// Labelled values as `label: value`, a property wrapper's storage (`_alert`) by its
  /// property's name and value; a tuple's positions (`.0`) without a label.
  static func fields(_ children: some Collection<Mirror.Child>, depth: Int) -> String {
    children.map { child in
      let (label, value) = field(child)
      let text = text(value, depth: depth)
      guard let label, !label.hasPrefix(".") else { return text }
      return "\(label): \(text)"
    }.joined(separator: ", ")
  }

  /// A field's label and value, a property wrapper's (`_alert`, a `Pulse`) taken as the
  /// property's name and its wrapped value.
  static func field(_ child: Mirror.Child) -> (label: String?, value: Any) {
    guard let label = child.label, label.hasPrefix("_") else { return (child.label, child.value) }
    let wrapped = Mirror(reflecting: child.value).children.first {
      $0.label == "value" || $0.label == "wrappedValue"
    }
    // A wrapper that shows no value (a secret) speaks for itself.
    return (String(label.dropFirst()), wrapped?.value ?? child.value)
  }

  /// Items made into words only as far as they are shown, in brackets.
  private static func listed(_ items: [() -> String], depth: Int, sorted: Bool, empty: String) -> String {
    guard !items.isEmpty else { return empty }
    let count = items.count == 1 ? "1 item" : "\(items.count) items"
    guard depth < 2 else { return "[\(count)]" }
    let fits = items.count <= itemLimit
    // A set's first items are the first in sorted order, so every item is made into words.
    var words =
      sorted ? items.map { $0() }.sorted() : items.prefix(fits ? itemLimit : itemLimit - 1).map { $0() }
    if fits { return "[\(words.joined(separator: ", "))]" }
    words = Array(words.prefix(itemLimit - 1))
    return "[\(count): \(words.joined(separator: ", ")), …]"
  }
}
