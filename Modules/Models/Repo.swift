/// A public GitHub repository as the search API describes it (`/search/repositories` items),
/// decoded from live responses and from the offline catalog alike.
public struct Repo: Sendable, Hashable, Codable, Identifiable {
  /// `owner/name`, unique on GitHub; the repository's identity here.
  public var fullName: String
  /// The one-line description, if the repository has one.
  public var description: String?
  /// The main language GitHub detected, if any.
  public var language: String?
  /// The repository's topics, lower-case.
  public var topics: [String]
  /// The star count when the data was fetched (for the offline catalog: a sample snapshot).
  public var stars: Int
  /// The repository's page on github.com.
  public var htmlURL: String

  /// The full name.
  public var id: String { fullName }

  /// Creates a repository from its fields.
  public init(
    fullName: String, description: String?, language: String?, topics: [String] = [], stars: Int,
    htmlURL: String
  ) {
    self.fullName = fullName
    self.description = description
    self.language = language
    self.topics = topics
    self.stars = stars
    self.htmlURL = htmlURL
  }

  enum CodingKeys: String, CodingKey {
    case fullName = "full_name"
    case description
    case language
    case topics
    case stars = "stargazers_count"
    case htmlURL = "html_url"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    fullName = try container.decode(String.self, forKey: .fullName)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    language = try container.decodeIfPresent(String.self, forKey: .language)
    // Older API versions and some mirrors leave `topics` out; no topics is what that means.
    topics = try container.decodeIfPresent([String].self, forKey: .topics) ?? []
    stars = try container.decode(Int.self, forKey: .stars)
    htmlURL = try container.decode(String.self, forKey: .htmlURL)
  }
}
