import Foundation
import GRDB
import Models

/// Loads and saves the user's profile.
public struct ProfileStore: Sendable {
  private let database: AppDatabase

  /// Creates a store over `database`.
  public init(database: AppDatabase) {
    self.database = database
  }

  /// Returns the saved profile, or nil when none was ever saved.
  ///
  /// A stored birthdate that is not a real date (edited by hand, say) is reported as
  /// `.readFailed` rather than silently replaced.
  public func load() throws(StorageError) -> Profile? {
    let record: ProfileRecord?
    do {
      record = try database.reader.read { db in try ProfileRecord.fetchOne(db) }
    } catch {
      throw StorageError(reading: error, path: database.path)
    }
    return try record.map(Self.profile(from:))
  }

  /// Applies `change` to the saved profile (or to `initial` when none was saved) and saves the
  /// result, reading and writing in one write transaction: another process's edit made
  /// meanwhile waits for the lock and then builds on this one, instead of being overwritten.
  ///
  /// - Returns: the profile as saved.
  @discardableResult
  public func update(
    from initial: Profile, _ change: (inout Profile) -> Void
  ) throws(StorageError) -> Profile {
    do {
      return try database.writer.write { db in
        var profile = try ProfileRecord.fetchOne(db).map(Self.profile(from:)) ?? initial
        change(&profile)
        try ProfileRecord(profile).upsert(db)
        return profile
      }
    } catch let error as StorageError {
      throw error
    } catch {
      throw StorageError(writing: error, path: database.path)
    }
  }

  private static func profile(from record: ProfileRecord) throws(StorageError) -> Profile {
    guard let birthdate = CalendarDate(iso: record.birthdate) else {
      throw .readFailed("the saved birthdate \(record.birthdate) is not a real date")
    }
    return Profile(name: record.name, birthdate: birthdate)
  }

  /// Saves `profile` in one transaction, replacing the one saved before.
  public func save(_ profile: Profile) throws(StorageError) {
    do {
      try database.writer.write { db in try ProfileRecord(profile).upsert(db) }
    } catch {
      throw StorageError(writing: error, path: database.path)
    }
  }
}
