import Models
import ReactorCore
import Services

/// The Random Users sections screen: loads people, groups them into the Male, Female, 20s and
/// 30s sections with a cell reactor per row, and routes to a section's detail through state: a
/// one-shot route the view pushes.
///
/// It is the `MainReactor` of the RandomUser app (9oHigh/usket.RandomUser), named after what it
/// shows.
public final class PeopleSectionsReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// Load `count` people: the first load, and every refresh (the next page).
    case load(Int)
    /// Open a section's detail.
    case toSectionDetail(PeopleSection)
  }

  public enum Mutation: Sendable {
    case setLoading(Bool)
    case setPeople(PeopleDirectory, origin: DataOrigin, page: Int)
    case toSectionDetail(PeopleSection)
    case setError(String)
  }

  /// Where the screen wants to go; the view pushes it.
  public enum Route: Equatable, Sendable {
    case sectionDetail(PeopleSection, PeopleDirectory)
  }

  public struct State: Equatable, Sendable {
    /// The API's seed: the same seed and page give the same people.
    public var seed: String
    /// The page last loaded; 0 before the first load.
    public var page = 0
    public var isLoading = false
    /// Everyone loaded, grouped; nil before the first load.
    public var people: PeopleDirectory?
    /// The sections, each with a cell reactor per row.
    public var sections: [PeopleSectionRows] = []
    /// The screen to push, once (the RandomUser app's `pushingViewController`).
    @Pulse public var route: Route?
    /// Where the data came from, when it is not live: "offline: …".
    public var banner: String?
    /// Why the last load failed, in one sentence; cleared by the next load that works.
    public var error: String?

    public init(seed: String) {
      self.seed = seed
    }
  }

  public let initialState: State
  public let runtime = Runtime()
  private let service: any RandomUserService

  /// - Parameter seed: the API's seed; the app picks one per run, tests a fixed one.
  public init(service: any RandomUserService, seed: String) {
    self.service = service
    initialState = State(seed: seed)
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .load(let count):
      // One load at a time: a second refresh while loading changes nothing.
      guard !currentState.isLoading else { return .empty() }
      let (seed, page) = (currentState.seed, currentState.page + 1)
      return .concat(
        .just(.setLoading(true)),
        .task { [service] in
          let result = try await service.people(count: count, seed: seed, page: page)
          // The request runs where the service runs; grouping one page runs here, on the main
          // actor with the rest of the body, and is small enough to.
          return .setPeople(PeopleDirectory(result.people), origin: result.origin, page: page)
        }.catch { error in
          .just(.setError("\(error)"))
        },
        // Reached after a failure too, as the `catch` above turns it into `setError`: loading
        // always ends. Without it, the error would end the whole action (ReactorKit's rule).
        .just(.setLoading(false))
      )
    case .toSectionDetail(let section):
      return .just(.toSectionDetail(section))
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setLoading(let isLoading):
      state.isLoading = isLoading
    case .setPeople(let people, let origin, let page):
      state.people = people
      // A cell reactor holds one person and never changes, so making them is as pure as
      // making the array that holds them.
      state.sections = PeopleSection.allCases.map { section in
        PeopleSectionRows(section: section, items: people.people(in: section).map(PersonCellReactor.init))
      }
      state.page = page
      state.banner = origin.banner
      state.error = nil
    case .toSectionDetail(let section):
      state.route = .sectionDetail(section, state.people ?? PeopleDirectory([]))
    case .setError(let error):
      state.error = error
    }
    return state
  }
}
