import Models
import ReactorCore
import TextUI

/// The sections screen: each section with its count and first rows; opens a section's detail
/// when the state routes there.
///
/// It is the RandomUser app's `MainViewController`, named after what it shows.
public final class PeopleSectionsView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Random Users"
  public let about = RandomUsersAbout.text
  public let keys: [KeyBinding] = PeopleSectionsView.keys
  private let screen: any Screen
  private let navigation: any Navigating
  private let count: Int
  private let makeSectionDetailPage: @MainActor (PeopleSection, PeopleDirectory, any Screen) -> any Page

  /// How many rows each section shows on the sections screen.
  static let previewRows = 3

  /// - Parameters:
  ///   - navigation: pushes a section's detail when the state routes to it.
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
  }

  public func bind(reactor: PeopleSectionsReactor) {
    let action: @MainActor (InputEvent) -> PeopleSectionsReactor.Action? = { [weak reactor, count] event in
      reactor.flatMap { Self.action(for: event, count: count, in: $0.currentState) }
    }
    Subscription(cancel: input.route(action) { [weak reactor] in reactor?.send($0) })
      .store(in: bag)
    reactor.observe { [screen] in screen.draw(Self.render($0)) }.store(in: bag)
    reactor.observe(\.route) { [navigation, makeSectionDetailPage, weak reactor] route in
      guard case .sectionDetail(let section, let people) = route else { return }
      navigation.push { makeSectionDetailPage(section, people, $0) }
      reactor?.send(.removePushed)
    }.store(in: bag)
    reactor.send(.load(count))
  }

  /// What `bind(reactor:)` draws for `state`; the trace draws past states with it too.
  public func render(state: PeopleSectionsReactor.State) -> Frame {
    Self.render(state)
  }

  /// The sections frame.
  public static func render(_ state: PeopleSectionsReactor.State) -> Frame {
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
    for section in state.sections {
      let isSelected = section.section == state.selection
      if isSelected { focus = lines.count + 1 }
      lines += [
        "",
        "\(isSelected ? "›" : " ") \(section.section.rawValue)  \(section.header) · \(section.items.count)",
      ]
      for cell in section.items.prefix(previewRows) {
        let person = cell.currentState.person
        lines.append("      " + person.row(place: person.displayPlace))
      }
      if section.items.isEmpty {
        lines.append("      no one")
      } else if section.items.count > previewRows {
        lines.append("      … \(section.items.count - previewRows) more")
      }
    }
    return Frame(
      title: "Random Users", lines: lines, keys: keys, banner: state.banner, focus: focus,
      wrapping: wrapping)
  }

  /// The sections screen's keys: reload, and open a section by number, name or selection.
  static let keys: [KeyBinding] = [
    .both("r", "refreshes"),
    .plain("N or a name", "opens a section", typed: "1"),
    .terminal("1–4", "opens a section", keys: ["1", "2", "3", "4"].map(Key.character)),
    ScrollMove.keys("moves"),
    .terminal("Enter", "opens", keys: [.enter]),
  ]

  /// The action a command stands for: `r`, a section's number or name; on a terminal the keys
  /// every list takes, and Enter.
  static func action(for event: InputEvent, count: Int, in state: PeopleSectionsReactor.State)
    -> PeopleSectionsReactor.Action?
  {
    if case .key(let key) = event, let move = ScrollMove(key) {
      let sections = PeopleSection.allCases
      let index = sections.firstIndex(of: state.selection) ?? 0
      // Four sections show whole: a page is all of them.
      return .moveSelection(by: move.offset(from: index, count: sections.count, page: sections.count))
    }
    return switch event {
    case .line("r"), .key(.character("r")): .load(count)
    case .line(let line): PeopleSection(choice: line).map(PeopleSectionsReactor.Action.toSectionDetail)
    case .key(.character(let key)):
      PeopleSection(choice: String(key)).map(PeopleSectionsReactor.Action.toSectionDetail)
    case .key(.enter): .toSectionDetail(state.selection)
    default: nil
    }
  }
}
