import TextUI

extension GitHubSearchView {
  /// What an input event asks of the screen.
  enum Command: Equatable {
    /// Send these actions, in order.
    case send([GitHubSearchReactor.Action])
    /// The query line now reads this: show it, and search once typing pauses.
    case type(TextField)
    /// Enter in the query line: leave it and search for this now.
    case submit(String)
  }

  /// The command an event stands for: in plain mode `n`, `o N` and any other line as a query;
  /// on a terminal `/` and typing in the query line, arrows, `j`/`k`, PgUp/PgDn and Enter in
  /// the list.
  ///
  /// - Parameter page: the rows a page move goes through: the rows shown, less one.
  static func command(
    for event: InputEvent, in state: GitHubSearchReactor.State, page: Int = 10
  ) -> Command? {
    switch event {
    case .line("n"), .line("more"):
      return .send([.loadNextPage])
    case .line(String(offlineCatalogKey)) where state.offersOfflineCatalog:
      return .send([.searchOfflineCatalog])
    case .line(let line):
      let words = line.split(separator: " ")
      if words.count == 2, words[0] == "o", let row = Int(words[1]) { return .send([.open(row - 1)]) }
      return .send([.updateQuery(line)])
    case .key(let key) where state.isEditingQuery:
      return editing(key, draft: state.draft)
    case .key(let key):
      return browsing(key, in: state, page: page)
    case .end:
      return nil
    }
  }

  private static func editing(_ key: Key, draft: TextField) -> Command? {
    // `/` opens the query line in less and fzf: on the empty line it is taken as that, not typed.
    if key == .character("/"), draft.text.isEmpty { return .send([]) }
    return switch draft.edit(key) {
    case .edited(let field): .type(field)
    case .full(let limit): .send([.typePastLimit(limit)])
    case .submit(let text): .submit(text)
    case .cancel: .send([.focusQuery(false)])
    case nil: key == .down ? .send([.focusQuery(false)]) : nil
    }
  }

  private static func browsing(_ key: Key, in state: GitHubSearchReactor.State, page: Int) -> Command? {
    // With no rows, the list's keys are not offered, nor with one row the keys that move, and
    // the app says they do nothing.
    if state.repos.isEmpty, key == .enter { return nil }
    if let move = ScrollMove(key) {
      guard state.repos.count > 1 else { return nil }
      // End asks for the next page even from the last row.
      let offset = move.offset(from: state.selectedIndex, count: state.repos.count, page: page)
      return Self.move(by: move == .bottom ? state.repos.count : offset, in: state)
    }
    switch key {
    case .character("/"): return .send([.focusQuery(true)])
    case .enter: return .send([.open(state.selectedIndex)])
    case .character(offlineCatalogKey) where state.offersOfflineCatalog: return .send([.searchOfflineCatalog])
    default: return nil
    }
  }

  /// Moves the selection; when it lands near the last row, asks for the next page too (the
  /// reactor ignores that while a page loads or when there is none).
  private static func move(by step: Int, in state: GitHubSearchReactor.State) -> Command {
    let target = min(max(state.selectedIndex + step, 0), max(state.repos.count - 1, 0))
    let isNearEnd = target >= state.repos.count - prefetchDistance && state.nextPage != nil
    return .send(
      isNearEnd && step > 0 ? [.moveSelection(by: step), .loadNextPage] : [.moveSelection(by: step)])
  }
}
