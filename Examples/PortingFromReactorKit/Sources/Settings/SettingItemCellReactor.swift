import ReactorCore

/// Ports Drrrible's SettingItemCellReactor: a row that only shows two texts, so it takes no action.
final class SettingItemCellReactor: Reactor {
  typealias Action = NoAction
  struct State {
    var text: String?
    var detailText: String?
  }

  let initialState: State
  let runtime = Runtime()

  init(text: String?, detailText: String?) {
    self.initialState = State(text: text, detailText: detailText)
    _ = self.state
  }
}
