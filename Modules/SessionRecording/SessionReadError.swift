/// Why a session file cannot be replayed: each is one sentence for the user.
public enum SessionReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No file at the path, or it cannot be read (a folder, a file without the permission),
  /// said in `reason`.
  case unreadable(path: String, reason: String)
  /// The file is larger than the limit; `bytes` is nil for a pipe, whose size is not known.
  case tooLarge(path: String, bytes: Int?, limit: Int)
  /// The first line is not a session header.
  case notASession(path: String)
  /// A newer format than this build reads.
  case newerVersion(path: String, version: Int, supported: Int)
  /// A line in the middle of the file cannot be read.
  case damagedLine(path: String, line: Int, reason: String)
  /// A header and no event: no run was recorded in it.
  case nothingRecorded(path: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "\(path) cannot be read: \(reason)."
    case .tooLarge(let path, let bytes?, let limit):
      "\(path) holds \(bytes) bytes, more than the session limit of \(limit) bytes."
    case .tooLarge(let path, nil, let limit):
      "\(path) holds more than the session limit of \(limit) bytes."
    case .notASession(let path):
      "\(path) is not a reactor-demo session: its first line is not a session header."
    case .newerVersion(let path, let version, let supported):
      "\(path) is a version \(version) session; this reactor-demo reads version \(supported) and older: update it."
    case .damagedLine(let path, let line, let reason):
      "\(path) is damaged at line \(line): \(reason)."
    case .nothingRecorded(let path):
      "\(path) holds a session's header and nothing after it: no run was recorded in it."
    }
  }
}

/// A value a session's line holds that no run records, found while decoding it; `reason` is
/// one clause for ``SessionReadError/damagedLine(path:line:reason:)``, naming no value from the
/// file (it may hold anything, escape codes included).
struct SessionDamage: Error {
  let reason: String
}
