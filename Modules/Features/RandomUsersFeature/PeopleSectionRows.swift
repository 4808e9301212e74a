/// A section of the sections screen: its header and a cell reactor per row.
///
/// It is the RandomUser app's `MainSectionModel`, the section model its table was given.
public struct PeopleSectionRows: Equatable, Sendable {
  public var section: PeopleSection
  public var items: [PersonCellReactor]

  public init(section: PeopleSection, items: [PersonCellReactor]) {
    self.section = section
    self.items = items
  }

  /// The header: "Male".
  public var header: String { section.title }
}
