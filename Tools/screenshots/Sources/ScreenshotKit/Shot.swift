import AppFeature
import TextUI

/// One picture: a feature opened from the menu, the keys pressed on it, and what the picture
/// shows in words.
public struct Shot: Sendable {
  /// The file name, without `.svg`.
  public let name: String
  /// What the picture shows, for readers who cannot see it.
  public let alt: String
  /// The feature opened at start, as `reactor-demo FEATURE` does; nil stays on the menu.
  public let feature: Feature?
  /// The keys pressed, in order, each after the previous one's effects have finished.
  public let keys: [Key]

  /// A shot of `feature` after `keys`.
  public init(_ name: String, alt: String, feature: Feature? = nil, keys: [Key] = []) {
    self.name = name
    self.alt = alt
    self.feature = feature
    self.keys = keys
  }
}

extension Key {
  /// The keys that type `text`, one character each.
  static func typing(_ text: String) -> [Key] {
    text.map(Key.character)
  }
}
