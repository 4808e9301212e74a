import AppShell
import CaseStudyKit
import TextUI

/// One picture: a case study opened from the menu, the keys pressed on it, and what the picture
/// shows in words.
public struct Shot: Sendable {
  /// The file name, without `.svg`.
  public let name: String
  /// What the picture shows, for readers who cannot see it.
  public let alt: String
  /// The case study opened at start, as `reactor-demo FEATURE` does; nil stays on the menu.
  public let feature: CaseStudy<AppContainer>?
  /// The keys pressed, in order, each after the previous one's effects have finished.
  public let keys: [Key]

  /// A shot of `feature` after `keys`.
  public init(_ name: String, alt: String, feature: CaseStudy<AppContainer>? = nil, keys: [Key] = []) {
    self.name = name
    self.alt = alt
    self.feature = feature
    self.keys = keys
  }

  /// A picture a case study declares of itself.
  init(of caseStudy: CaseStudy<AppContainer>, _ picture: Picture) {
    self.init(picture.name ?? caseStudy.name, alt: picture.alt, feature: caseStudy, keys: picture.keys)
  }
}
