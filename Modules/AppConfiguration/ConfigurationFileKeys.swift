import Foundation

/// The keys a configuration file sets, as dotted paths (`github.token`), read through
/// `JSONDecoder`: for the warning about a key the app does not know.
struct ConfigurationFileKeys: Decodable {
  /// Every leaf's path, in no particular order; an array is a leaf (`images.urls`).
  let paths: [String]

  init(from decoder: any Decoder) throws {
    paths = try Self.paths(in: decoder.container(keyedBy: AnyKey.self), prefix: "")
  }

  private static func paths(in container: KeyedDecodingContainer<AnyKey>, prefix: String) throws -> [String] {
    try container.allKeys.flatMap { key -> [String] in
      let path = prefix + key.stringValue
      guard let nested = try? container.nestedContainer(keyedBy: AnyKey.self, forKey: key) else {
        return [path]
      }
      return try paths(in: nested, prefix: path + ".")
    }
  }

  /// Any key a JSON object has.
  private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// One line for each key in `data`, the file at `path`, that is not a configuration key,
  /// naming the nearest known one when it is near (a third of its characters or fewer to change).
  ///
  /// - Throws: ``ConfigurationError/unreadableFile(path:reason:)`` saying in words what is wrong
  ///   when `data` is not a JSON object.
  static func warnings(for data: Data, path: String) throws(ConfigurationError) -> [String] {
    let keys: Self
    do {
      keys = try JSONDecoder().decode(Self.self, from: data)
    } catch DecodingError.dataCorrupted {
      throw .unreadableFile(path: path, reason: "it is not valid JSON")
    } catch {
      throw .unreadableFile(path: path, reason: "it is not a JSON object of configuration keys")
    }
    let known = ConfigurationKey.allCases.map(\.rawValue)
    let unknown = keys.paths.filter { !known.contains($0) }.sorted()
    let shown = unknown.prefix(maxWarnings).map { unknown in
      let distances = known.map { (key: $0, distance: distance(unknown, $0)) }
      let nearest = distances.min { $0.distance < $1.distance }
      if let section = known.first(where: { $0.hasPrefix(unknown + ".") }) {
        return
          "\(path): \(String(reflecting: unknown)) is ignored: it is a group of keys, such as \(section), "
          + "not a value"
      }
      let hint =
        if let nearest, nearest.distance <= max(2, unknown.count / 3) {
          "did you mean \(nearest.key)?"
        } else {
          "no key is near it; --print-config lists them"
        }
      return "\(path): unknown key \(String(reflecting: unknown)) is ignored; \(hint)"
    }
    let more = unknown.count - shown.count
    return shown + (more > 0 ? ["\(path): \(more) more unknown keys are ignored"] : [])
  }

  /// The most unknown keys named one by one; a file of thousands gets one line for the rest.
  static let maxWarnings = 10

  /// The Levenshtein distance, case-blind: how many characters to add, drop or change.
  static func distance(_ one: String, _ other: String) -> Int {
    let (one, other) = (Array(one.lowercased()), Array(other.lowercased()))
    var previous = Array(0...other.count)
    for (i, character) in one.enumerated() {
      var current = [i + 1]
      for (j, otherCharacter) in other.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (character == otherCharacter ? 0 : 1)))
      }
      previous = current
    }
    return previous[other.count]
  }
}
