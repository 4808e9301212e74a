import Foundation

extension DecodingError {
  /// A short account of what did not decode and where, without the underlying error's dump.
  var summary: String {
    switch self {
    case .keyNotFound(let key, let context):
      "missing field '\(key.stringValue)'\(Self.location(context.codingPath))"
    case .typeMismatch(let type, let context):
      "expected \(Self.kind(of: type))\(Self.location(context.codingPath))"
    case .valueNotFound(let type, let context):
      "expected \(Self.kind(of: type)), found null\(Self.location(context.codingPath))"
    case .dataCorrupted(let context):
      context.codingPath.isEmpty ? "not valid JSON" : "unreadable value\(Self.location(context.codingPath))"
    @unknown default:
      "unreadable data"
    }
  }

  private static func location(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    return " at \(text.hasPrefix(".") ? String(text.dropFirst()) : text)"
  }

  private static func kind(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type: "a number"
    case is Bool.Type: "true or false"
    case is [String: Any].Type: "an object"
    default: type is any Collection.Type ? "a list" : "an object"
    }
  }
}
