import Foundation
import GRDB

/// Turns whatever GRDB, SQLite or a coder threw into the one error type Storage exposes.
extension StorageError {
  /// Maps an error thrown while writing to `path`: a busy database becomes `.locked`.
  init(writing error: any Error, path: String) {
    self = Self.passThroughOrLocked(error, path: path) ?? .writeFailed(Self.summary(of: error))
  }

  /// Maps an error thrown while reading `path`: a busy database becomes `.locked`.
  init(reading error: any Error, path: String) {
    self = Self.passThroughOrLocked(error, path: path) ?? .readFailed(Self.summary(of: error))
  }

  /// Tells whether SQLite reported that another connection holds a lock it needed.
  static func isBusy(_ error: any Error) -> Bool {
    guard let error = error as? DatabaseError else { return false }
    return error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
  }

  /// Tells whether SQLite reported that the file is not a database or is damaged.
  static func isCorruption(_ error: any Error) -> Bool {
    guard let error = error as? DatabaseError else { return false }
    return error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
  }

  /// A short, user-readable account of an error.
  ///
  /// GRDB's own description includes the statement's arguments; those may hold cached bodies,
  /// so only SQLite's message is kept.
  static func summary(of error: any Error) -> String {
    if let error = error as? DatabaseError {
      return error.message ?? "SQLite error \(error.resultCode.rawValue)"
    }
    return String(describing: error)
  }

  private static func passThroughOrLocked(_ error: any Error, path: String) -> StorageError? {
    if let error = error as? StorageError { return error }
    return isBusy(error) ? .locked(path: path) : nil
  }
}
