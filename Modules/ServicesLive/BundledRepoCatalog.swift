import Foundation
import Models

/// The repository catalog shipped with the app (`Resources/repo-catalog.json`): well-known
/// public repositories, each shaped like an item of GitHub's search answer, with descriptions
/// written for this project and star counts sampled once (a snapshot, not live figures).
public struct BundledRepoCatalog: Sendable, Decodable {
  /// Bumped whenever the file changes, so a stored copy of an older one is reloaded.
  public var version: Int
  /// When the star counts were sampled ("2025-05").
  public var snapshot: String
  /// The repositories, decoded like the live answer's items.
  public var items: [Repo]

  public init(version: Int, snapshot: String, items: [Repo]) {
    self.version = version
    self.snapshot = snapshot
    self.items = items
  }

  /// The catalog bundled with this build.
  ///
  /// - Throws: when the resource is missing or is not the expected JSON.
  public static func bundled() throws -> BundledRepoCatalog {
    guard let url = ResourceFolder.file("repo-catalog.json") else {
      throw MissingResource(file: "repo-catalog.json")
    }
    return try JSONDecoder().decode(BundledRepoCatalog.self, from: Data(contentsOf: url))
  }
}
