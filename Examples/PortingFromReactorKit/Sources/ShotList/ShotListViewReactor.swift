import Foundation
import ReactorCore

/// Ports Drrrible's ShotListViewReactor: a paged list of cell reactors, with a refresh and a
/// "load more" that each refuse to start while either runs. In ReactorKit:
/// `.concat([startRefreshing, setShots, endRefreshing])`, `setShots` mapping the service's page.
final class ShotListViewReactor: Reactor {
  enum Action {
    case refresh
    case loadMore
  }

  enum Mutation {
    case setRefreshing(Bool)
    case setLoading(Bool)
    case setShots([Shot], nextURL: URL?)
    case appendShots([Shot], nextURL: URL?)
  }

  struct State {
    var isRefreshing: Bool = false
    var isLoading: Bool = false
    var nextURL: URL?
    var sections: [ShotListViewSection] = [.shotTile([])]
  }

  let initialState = State()
  let runtime = Runtime()

  fileprivate let shotService: ShotServiceType
  fileprivate let shotCellReactorFactory: (Shot) -> ShotCellReactor

  init(
    shotService: ShotServiceType,
    shotCellReactorFactory: @escaping (Shot) -> ShotCellReactor
  ) {
    self.shotService = shotService
    self.shotCellReactorFactory = shotCellReactorFactory
    _ = self.state
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .refresh:
      guard !self.currentState.isRefreshing else { return .empty() }
      guard !self.currentState.isLoading else { return .empty() }
      let startRefreshing = Mutations<Mutation>.just(.setRefreshing(true))
      let endRefreshing = Mutations<Mutation>.just(.setRefreshing(false))
      // ReactorKit: `self.shotService.shots(paging: .refresh).asObservable()`.
      let setShots = Mutations.task { [shotService] in try await shotService.shots(paging: .refresh) }
        .map { list -> Mutation in
          return .setShots(list.items, nextURL: list.nextURL)
        }
      return .concat([startRefreshing, setShots, endRefreshing])

    case .loadMore:
      guard !self.currentState.isRefreshing else { return .empty() }
      guard !self.currentState.isLoading else { return .empty() }
      guard let nextURL = self.currentState.nextURL else { return .empty() }
      let startLoading = Mutations<Mutation>.just(.setLoading(true))
      let endLoading = Mutations<Mutation>.just(.setLoading(false))
      let appendShots = Mutations.task { [shotService] in try await shotService.shots(paging: .next(nextURL))
      }
      .map { list -> Mutation in
        return .appendShots(list.items, nextURL: list.nextURL)
      }
      return .concat([startLoading, appendShots, endLoading])
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setRefreshing(let isRefreshing):
      // display the collection view's activity indicator only when the section is empty
      let isEmpty = state.sections.first?.items.isEmpty == true
      state.isRefreshing = isRefreshing && !isEmpty
      return state

    case .setLoading(let isLoading):
      state.isLoading = isLoading
      return state

    case .setShots(let shots, let nextURL):
      let sectionItems = self.shotTileSectionItems(with: shots)
      state.sections = [.shotTile(sectionItems)]
      state.nextURL = nextURL
      return state

    case .appendShots(let shots, let nextURL):
      let sectionItems = state.sections[0].items + self.shotTileSectionItems(with: shots)
      state.sections = [.shotTile(sectionItems)]
      state.nextURL = nextURL
      return state
    }
  }

  private func shotTileSectionItems(with shots: [Shot]) -> [ShotListViewSectionItem] {
    return
      shots
      .map(self.shotCellReactorFactory)
      .map(ShotListViewSectionItem.shotTile)
  }
}
