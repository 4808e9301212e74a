/// Any value in the trace's words, read by reflection, so that no feature writes trace code of
/// its own: `setRepos([30 items: Repo(fullName: "a/b", …), Repo(fullName: "c/d", …), …], nextPage: 2)`.
///
/// The rules, in the order they are tried:
///
/// - nil is `nil`, and an optional holding a value is that value: never `Optional(…)`.
/// - A string is quoted, and cut after ``stringLimit`` characters (half as many inside a value
///   inside the line's own): `"Swift is a general-purpose programming …"`.
/// - A duration reads in a person's units (`250 ms`, `1.5 s`), a date in ISO 8601.
/// - A collection of up to ``itemLimit`` items lists them: `[1, 2]`; a longer one is its count
///   and its first items: `[30 items: 1, 2, …]`. A set's or a dictionary's items are sorted, so
///   the words do not change from run to run.
/// - A type that describes itself (`CustomStringConvertible`, as `CalendarDate` chooses to)
///   keeps its description. That is how a value marked secret (TextUI's `Secret`, a secret
///   `TextField`) shows as dots here, and so in the trace, time travel and the trace file.
/// - An enum case is its name, with its associated values and their labels:
///   `moveSelection(by: 1)`.
/// - A struct is its type's name and its fields, a tuple its elements: `Author(id: 1, name: "Ada")`.
/// - An object is its class's name: its fields are its own business, and often a reactor's.
///
/// The deeper a value is nested, the less of it is shown, so a line stays a line: inside a
/// collection or a case's value a struct shows its first field, and a collection its count;
/// deeper still, only their names (`Post(…)`). Type names never carry their module's name.
public enum TraceSummary {
  /// The most characters of a string shown; the rest is cut, marked `…`.
  public static let stringLimit = 40

  /// The most items of a collection listed whole; a longer one lists its first ones after its count.
  public static let itemLimit = 3

  /// `value` in the trace's words.
  public static func of(_ value: Any) -> String {
    text(value, depth: 0)
  }

  /// `value`, nested `depth` levels inside what a line tells (0: the action itself).
  static func text(_ value: Any, depth: Int) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first else { return "nil" }
      return text(wrapped.value, depth: depth)
    }
    if let leaf = leaf(value, depth: depth) { return leaf }
    switch mirror.displayStyle {
    case .collection?, .set?:
      return collection(mirror.children.map(\.value), depth: depth, sorted: mirror.displayStyle == .set)
    case .dictionary?:
      return dictionary(mirror, depth: depth)
    case .tuple?:
      return "(\(fields(mirror.children, depth: depth + 1)))"
    default:
      break
    }
    if let described = value as? any CustomStringConvertible { return described.description }
    switch mirror.displayStyle {
    case .enum?: return enumCase(value, mirror: mirror, depth: depth)
    case .struct?: return structure(value, mirror: mirror, depth: depth)
    default: return typeName(of: value)
    }
  }

  /// A value's type without its module: `Route`, `Secret<String>`.
  static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }
}
