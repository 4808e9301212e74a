import GRDB
import Models

/// The profile table's single row.
struct ProfileRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "profile"

  /// Always 1: the table holds one profile.
  var id: Int = 1
  var name: String
  /// The birthdate as `YYYY-MM-DD`, readable with any SQLite tool.
  var birthdate: String

  init(_ profile: Profile) {
    name = profile.name
    birthdate = profile.birthdate.iso
  }
}
