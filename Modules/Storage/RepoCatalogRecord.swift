import GRDB
import Models

/// One repository of the offline catalog.
struct RepoCatalogRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "repoCatalog"

  /// The row id, which the full-text index refers to; assigned on insert.
  var id: Int64?
  var fullName: String
  var description: String?
  var language: String?
  /// The topics, separated by single spaces.
  var topics: String
  var stars: Int
  var htmlURL: String

  init(_ repo: Repo) {
    fullName = repo.fullName
    description = repo.description
    language = repo.language
    topics = repo.topics.joined(separator: " ")
    stars = repo.stars
    htmlURL = repo.htmlURL
  }

  var repo: Repo {
    Repo(
      fullName: fullName, description: description, language: language,
      topics: topics.split(separator: " ").map(String.init), stars: stars, htmlURL: htmlURL)
  }
}
