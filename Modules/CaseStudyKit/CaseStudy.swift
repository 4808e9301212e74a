import TextUI

/// One case study as the app offers it: its name, its one-line idea, its About text, its
/// picture in README, and how its first page is built from the services it needs.
///
/// Each feature module declares its own, as a static member constrained to the narrow
/// environment it needs (`CaseStudy.counter` where `Environment: CounterEnvironment`), and the
/// composition root keeps the one list the menu, `--help`, the completions, the man page and
/// the tests are derived from. Adding a case study is its own folder and one line in that list.
public struct CaseStudy<Environment>: Sendable {
  /// The name on the command line and in the menu (`github-search`).
  public let name: String
  /// One line on the idea it shows; the menu's row, and README's line above its picture.
  public let summary: String
  /// Its About page (`?`), shared by every page it pushes.
  public let about: String
  /// Its pictures, its first page first (README shows that one, `docs/case-studies.md` them
  /// all): what `Tools/screenshots` presses once it is open.
  public let pictures: [Picture]
  /// The states further in that the every-key test visits besides its first page and its
  /// pictures: a page it opens, a field being typed, a failed load.
  public let places: [Place]
  /// Whether it starts with a text given on the command line (`--query`).
  public let takesQuery: Bool
  private let makePage: @MainActor @Sendable (Environment, PageContext) -> any Page

  /// - Parameters:
  ///   - places: the states further in that the every-key test visits.
  ///   - page: builds the first page from `environment`, bound through `context`.
  public init(
    name: String, summary: String, about: String, pictures: [Picture], places: [Place] = [],
    takesQuery: Bool = false,
    page: @escaping @MainActor @Sendable (_ environment: Environment, _ context: PageContext) -> any Page
  ) {
    self.name = name
    self.summary = summary
    self.about = about
    self.pictures = pictures
    self.places = places
    self.takesQuery = takesQuery
    self.makePage = page
  }

  /// The case study's first page, its reactor bound.
  @MainActor
  public func page(_ environment: Environment, in context: PageContext) -> any Page {
    makePage(environment, context)
  }
}

/// A picture of a case study (`docs/images/<name>.svg`), in README or `docs/case-studies.md`:
/// the keys pressed once it is open, each after the previous one's effects have finished, and
/// what it then shows in words.
public struct Picture: Sendable {
  /// The file's name; nil for the case study's own name.
  public let name: String?
  /// What the picture shows, for readers who cannot see it.
  public let alt: String
  /// The keys pressed, in order.
  public let keys: [Key]

  public init(_ name: String? = nil, alt: String, keys: [Key] = []) {
    self.name = name
    self.alt = alt
    self.keys = keys
  }
}
