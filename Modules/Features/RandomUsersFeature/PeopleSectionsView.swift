import CaseStudyKit
import Models
import ReactorCore
import TextUI

/// The sections screen: each section with its count and first rows; opens a section's detail
/// when the reactor routes there.
///
/// It is the RandomUser app's `MainViewController`, named after what it shows.
public final class PeopleSectionsView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Random Users"
  public let about = RandomUsersAbout.text
  /// The sections: the list owns the selection and says which one is opened.
  let list = SelectionList(
    opens: "opens the section", opensNumber: "opens section N")
  private let screen: any Screen
  private let navigation: any Navigating
  private let count: Int
  private let makeSectionDetailPage: @MainActor (PeopleSection, PeopleDirectory, any Screen) -> any Page

  /// Every key the screen has: its commands and the list's.
  public var keys: [KeyBinding] { Self.commands(count: count).map(\.key) + list.allKeys }

  /// How many rows each section shows on the sections screen.
  static let previewRows = 3

  /// - Parameters:
  ///   - navigation: pushes a section's detail when the reactor routes to it.
  ///   - count: how many people each load asks for.
  ///   - makeSectionDetailPage: builds a section's detail, view and reactor, on the screen it is
  ///     given.
  public init(
    screen: any Screen,
    navigation: any Navigating,
    count: Int = 100,
    makeSectionDetailPage: @escaping @MainActor (PeopleSection, PeopleDirectory, any Screen) -> any Page
  ) {
    self.screen = screen
    self.navigation = navigation
    self.count = count
    self.makeSectionDetailPage = makeSectionDetailPage
    // The four sections are there before anyone is loaded: a section opens, empty, at once.
    list.update(rows: PeopleSection.allCases.map(\.title), hasMore: false)
  }

  public func bind(reactor: PeopleSectionsReactor) {
    list.onSelect = { [weak reactor] index in
      reactor?.send(.toSectionDetail(PeopleSection.allCases[index]))
    }
    connect(reactor, to: screen, widgets: [list], commands: { [count] _ in Self.commands(count: count) })
    reactor.pulse(\.$route) { [navigation, makeSectionDetailPage] route in
      guard case .sectionDetail(let section, let people) = route else { return }
      navigation.push { makeSectionDetailPage(section, people, $0) }
    }.store(in: bag)
    reactor.send(.load(count))
  }

  /// The sections frame, the list's selection marked; the trace draws past states with it too.
  public func render(state: PeopleSectionsReactor.State) -> Frame {
    var lines = [""]
    if let people = state.people {
      lines.append(
        "  \(people.people.count.counted("person", plural: "people")) · seed \(Sanitizer.cleanLine(state.seed)) · page \(state.page)"
      )
    }
    if state.isLoading {
      lines.append("  \(Spinner.marker) loading people…")
    }
    var wrapping: Set<Int> = []
    if let error = state.error {
      wrapping.formUnion([lines.count, lines.count + 1])
      lines += ["  ! could not load people (r tries again):", "    \(Sanitizer.cleanLine(error))"]
    }
    var focus: Int?
    for (index, section) in state.sections.enumerated() {
      if index == list.selectedIndex { focus = lines.count + 1 }
      lines += [
        "", "\(list.marker(index)) \(section.section.rawValue)  \(section.header) · \(section.items.count)",
      ]
      for cell in section.items.prefix(Self.previewRows) {
        let person = cell.currentState.person
        lines.append("      " + person.row(place: person.displayPlace))
      }
      if section.items.isEmpty {
        lines.append("      no one")
      } else if section.items.count > Self.previewRows {
        lines.append("      … \(section.items.count - Self.previewRows) more")
      }
    }
    return Frame(
      title: "Random Users", lines: lines,
      keys: CommandInput.offered(Self.commands(count: count).map(\.key), [list]),
      banner: state.banner, focus: focus, wrapping: wrapping)
  }

  /// The sections screen's commands: reload, and open a section by its number on a terminal or
  /// its name in plain mode (its number there is the list's).
  static func commands(count: Int) -> [KeyCommand<PeopleSectionsReactor.Action>] {
    let sections = PeopleSection.allCases
    return [
      KeyCommand(.both("r", "refreshes"), .load(count)),
      KeyCommand(
        "a name", "opens that section",
        each: sections.flatMap { section in
          // A name as typed: `male`, `Male`, `MALE`.
          [section.title.lowercased(), section.title, section.title.uppercased()].uniqued
            .map { (InputEvent.line($0), .toSectionDetail(section)) }
        }),
      KeyCommand(
        "1–\(sections.count)", "opens that section",
        each: sections.map { (.key(.character(Character("\($0.rawValue)"))), .toSectionDetail($0)) }),
    ]
  }
}

extension Array where Element: Hashable {
  /// The elements, each once, in the order they first appear.
  fileprivate var uniqued: [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
