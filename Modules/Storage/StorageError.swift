import Foundation

/// The one error type the Storage module throws, each case carrying what a user needs to read.
public enum StorageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Another process or connection held the database's write lock for longer than the busy
  /// timeout; nothing was written.
  case locked(path: String)
  /// The file was written by a newer build, whose migrations this build does not know; the file
  /// was left untouched.
  case newerSchema(path: String)
  /// The file holds what this build's migrations never make (a view, a trigger, a table, a
  /// column changed), each named in `objects`; nothing in it was run, and it was left untouched.
  case foreignSchema(path: String, objects: [String])
  /// A value or a row in `table` is longer than any the app reads (64 MiB): no screen can show
  /// it, so a file from elsewhere holding one is refused.
  case oversizedValue(path: String, table: String)
  /// The database file or its folder could not be opened or created; `reason` says why.
  case cannotOpen(path: String, reason: String)
  /// The database can only be read, as its owner or its file system decided; `reason` says
  /// which. Nothing was written.
  case readOnly(path: String, reason: String)
  /// A write failed and was rolled back; the message says what SQLite reported.
  case writeFailed(String)
  /// A read failed; the message says what SQLite reported.
  case readFailed(String)

  /// One sentence that names the file or the operation and what went wrong.
  public var description: String {
    switch self {
    case .locked(let path):
      "the database \(path) is locked by another process; nothing was changed, try again when it is done"
    case .newerSchema(let path):
      "the database \(path) was written by a newer reactor-demo (its schema has migrations this build"
        + " does not know); it was left untouched"
    case .foreignSchema(let path, let objects):
      "the database \(path) holds \(Self.list(objects)): it may be damaged or planted, so nothing in it "
        + "was run and it was left untouched (move it aside to start afresh)"
    case .oversizedValue(let path, let table):
      "the database \(path) holds a value or row in \(table) over \(AppDatabase.maxValueBytes >> 20) MiB, longer than the app reads"
    case .cannotOpen(let path, let reason):
      "cannot open the database \(path): \(reason)"
    case .readOnly(let path, let reason):
      "the database \(path) can only be read: \(reason)"
    case .writeFailed(let message):
      "could not save to the database, nothing was changed: \(message)"
    case .readFailed(let message):
      "could not read from the database: \(message)"
    }
  }

  /// The first three of `items`, and how many more.
  private static func list(_ items: [String]) -> String {
    let shown = items.prefix(3).joined(separator: ", ")
    return items.count > 3 ? "\(shown) and \(items.count - 3) more" : shown
  }
}
