import Foundation
import GRDB
import Privacy

/// A database that can only be read: its owner made the file or its folder read-only, or its
/// file system is. It is opened without writing a byte, in it or beside it.
extension AppDatabase {
  /// Why the database at `path` in `directory` can only be read: the file, a file SQLite keeps
  /// beside it, or the folder; nil when all can be written.
  static func readOnlyReason(of path: String, in directory: URL) -> String? {
    let companions = ["-wal", "-shm"].lazy.compactMap { suffix in
      PrivateFile.readOnlyReason(path + suffix, naming: "the file beside it, \(fileName)\(suffix),")
    }
    return PrivateFile.readOnlyReason(path) ?? companions.first
      ?? PrivateFolder.readOnlyReason(directory.path)
  }

  /// Opens a connection that only reads, for a database that can only be read: it must already
  /// hold this build's schema, since bringing it up to date would write.
  static func openReader(
    _ path: String, configuration: Configuration, readOnlyReason: String
  ) throws(StorageError) -> any DatabaseWriter {
    var readOnly = configuration
    readOnly.readonly = true
    do {
      let queue = try DatabaseQueue(path: readOnlyLocation(path), configuration: readOnly)
      guard try isUpToDate(queue, path: path) else {
        try? queue.close()
        throw StorageError.cannotOpen(
          path: path,
          reason: "it must be brought up to this build's schema, which writes to it, but \(readOnlyReason)")
      }
      return queue
    } catch {
      throw openingError(error, path: path)
    }
  }

  /// The URI that opens `path` to be read without writing a byte beside it.
  ///
  /// A read-only connection to a WAL database still creates its `-shm` and `-wal` files, and
  /// fails where it cannot. After a clean close everything is in the file itself, so it is
  /// opened `immutable`: no lock, no file beside it. After an unclean one the log must be read,
  /// so it is opened as usual; in a read-only folder it could not be, and ``prepareFolder``
  /// refused it before.
  static func readOnlyLocation(_ path: String) -> String {
    var escaped = ""
    for character in path.unicodeScalars {
      switch character {
      case "%", "?", "#": escaped += "%" + String(character.value, radix: 16, uppercase: true)
      default: escaped.unicodeScalars.append(character)
      }
    }
    return "file:\(escaped)?mode=ro" + (wasClosedCleanly(path) ? "&immutable=1" : "")
  }
}
