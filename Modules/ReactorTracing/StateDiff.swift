/// Describes how one state differs from another, field by field, each value in
/// ``TraceSummary``'s words.
@usableFromInline
enum StateDiff {
  @usableFromInline
  static func describe(from old: Any, to new: Any) -> String {
    let oldFields = fields(of: old)
    let newFields = fields(of: new)
    guard oldFields.map(\.label) == newFields.map(\.label) else {
      return TraceSummary.of(new)
    }
    let changes = zip(oldFields, newFields).compactMap { old, new -> String? in
      if !same(old.value, new.value) {
        // A collection is summarised by its count: a list of posts would fill the panel.
        if old.count != nil || new.count != nil {
          let before = old.count.map(items) ?? text(old.value)
          let after = new.count.map(items) ?? text(new.value)
          return old.count == new.count
            ? "\(new.label): \(after), changed" : "\(new.label): \(before) → \(after)"
        }
        let (before, after) = (text(old.value), text(new.value))
        // Words that hide the change (a secret, a string cut short) say only that it changed.
        return before == after ? "\(new.label): \(after), changed" : "\(new.label): \(before) → \(after)"
      }
      // A pulse assigned the same value again still changed.
      if old.assignments != new.assignments { return "\(new.label): \(text(new.value)) (again)" }
      return nil
    }
    return changes.isEmpty ? "unchanged" : changes.joined(separator: ", ")
  }

  /// A field of a state: its name, its value, how many items it holds when it is a collection,
  /// and how many times it was assigned when it is a pulse.
  private struct Field {
    var label: String
    var value: Any
    var count: Int?
    var assignments: String?
  }

  private static func fields(of value: Any) -> [Field] {
    Mirror(reflecting: value).children.enumerated().map { index, child in
      let (label, value) = TraceSummary.field(child)
      // A pulse counts its assignments, so the same value assigned again shows.
      let pulse = label == child.label ? nil : Mirror(reflecting: child.value)
      let assignments = pulse?.children.first { $0.label == "valueUpdatedCount" }.map { "\($0.value)" }
      var mirror = Mirror(reflecting: value)
      // An optional list is counted too, once it holds one.
      if mirror.displayStyle == .optional, let wrapped = mirror.children.first {
        mirror = Mirror(reflecting: wrapped.value)
      }
      let isCollection = [.collection, .set, .dictionary].contains(mirror.displayStyle)
      return Field(
        label: label ?? "\(index)", value: value, count: isCollection ? mirror.children.count : nil,
        assignments: assignments)
    }
  }

  /// Whether two values of a field are the same: by `==` where the field's type has it, by
  /// their words otherwise.
  private static func same(_ old: Any, _ new: Any) -> Bool {
    if let old = old as? any Equatable { return old.isEqual(to: new) }
    return String(reflecting: old) == String(reflecting: new)
  }

  private static func text(_ value: Any) -> String {
    TraceSummary.text(value, depth: 1)
  }

  private static func items(_ count: Int) -> String {
    count == 1 ? "1 item" : "\(count) items"
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}
