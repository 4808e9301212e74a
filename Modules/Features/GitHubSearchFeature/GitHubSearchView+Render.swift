import Models
import TextUI

extension GitHubSearchView {
  /// The search frame: every row, the highlighted one its focus, which a terminal keeps in view
  /// as it does any list's.
  public static func render(_ state: GitHubSearchReactor.State) -> Frame {
    var lines = ["", queryLine(state)]
    // The query wraps rather than cut: a long one's cursor stays in view at any width.
    var wrapping: Set<Int> = [1]
    if let status = statusLine(state) {
      wrapping.insert(lines.count)
      lines.append(status)
    }
    if state.isIncomplete, !state.repos.isEmpty {
      lines.append("  ! GitHub stopped this search early; results may be missing")
    }
    if state.isLoading { lines.append("  \(Spinner.marker) searching…") }
    if let rateLimit = state.rateLimit {
      wrapping.insert(lines.count)
      lines.append("  ! \(Sanitizer.cleanLine(rateLimit))")
    }
    if state.offersOfflineCatalog {
      lines.append("  \(offlineCatalogKey): search the offline catalog for this query (sample data)")
    }
    if let error = state.error {
      wrapping.formUnion([lines.count, lines.count + 1])
      lines += ["  ! could not search:", "    \(Sanitizer.cleanLine(error))"]
    }
    var focus: Int?
    if !state.repos.isEmpty {
      lines.append("")
      let rows = rows(state)
      focus = rows.selected.map { lines.count + $0 }
      lines += rows.lines
    } else if state.totalCount == 0 {
      lines += ["", "  no repositories match"]
    }
    if state.isLoadingNextPage {
      lines.append("  \(Spinner.marker) loading page \(state.nextPage.map(String.init) ?? "")…")
    }
    // While the query is typed, the terminal keeps the query line in view, its cursor with it.
    return Frame(
      title: "GitHub Search", lines: lines, keys: keys(state),
      banner: state.origin?.banner, focus: state.isEditingQuery ? 1 : focus, wrapping: wrapping)
  }

  /// The key (and, in plain mode, the line) that searches the offline catalog while GitHub's
  /// rate limit refuses searches.
  static let offlineCatalogKey: Character = "s"

  /// GitHub Search's keys: a query typed, the list moved through and opened, the next page,
  /// and while the rate limit refuses searches the offline catalog.
  static let keys = browsingKeys + editingKeys + [TextField.editingKeys]

  private static let more = KeyBinding.plain("n", "loads more")
  private static let openRow = KeyBinding.plain("o N", "opens row N", typed: "o 1")
  private static let moving = ScrollMove.keys("moves")
  private static let opening = KeyBinding.terminal("Enter", "opens", keys: [.enter])
  private static let offlineCatalog = KeyBinding.both(
    String(offlineCatalogKey), "searches the offline catalog")
  private static let browsingKeys: [KeyBinding] = [
    .plain("TEXT", "searches", typed: "reactor"), .terminal("/", "types a query", keys: [.character("/")]),
    more, openRow, moving, opening, offlineCatalog,
  ]
  private static let editingKeys: [KeyBinding] = [
    .terminal("letters ⌫", "are the query, not commands", keys: [.character("a"), .backspace]),
    .terminal("Enter", "searches now", keys: [.enter]),
    .terminal("Esc ↓", "goes to the list", keys: [.escape, .down]),
  ]

  /// The keys offered in `state`: only what does something there.
  private static func keys(_ state: GitHubSearchReactor.State) -> [KeyBinding] {
    // The keys that move and delete in the line, once it holds something to act on.
    if state.isEditingQuery {
      return editingKeys.prefix(1) + state.draft.editingKeys + editingKeys.dropFirst()
    }
    return browsingKeys.filter { key in
      switch key {
      case more: state.nextPage != nil
      case openRow, opening: !state.repos.isEmpty
      // One row has nowhere to move to.
      case moving: state.repos.count > 1
      case offlineCatalog: state.offersOfflineCatalog
      default: true
      }
    }
  }

  private static func queryLine(_ state: GitHubSearchReactor.State) -> String {
    if state.isEditingQuery { return "  search  \(state.draft.shown)" }
    let draft = Sanitizer.cleanLine(state.draft.text)
    return draft.isEmpty ? "  search  (type a query; / on a terminal)" : "  search  \(draft)"
  }

  /// "1,234 repositories · 30 shown · ★ counts are a sample snapshot".
  private static func statusLine(_ state: GitHubSearchReactor.State) -> String? {
    guard let total = state.totalCount else { return nil }
    var parts = [total.counted("repository", plural: "repositories")]
    if !state.repos.isEmpty { parts.append("\(state.repos.count) shown") }
    if state.nextPage == nil, state.repos.count < total, !state.repos.isEmpty {
      parts.append(total > 1_000 ? "search shows the first 1,000" : "no more pages")
    }
    if case .offline? = state.origin { parts.append("★ counts are a sample snapshot") }
    return "  " + parts.joined(separator: " · ")
  }

  /// The numbered rows, the highlighted one marked, and which of the lines it is.
  private static func rows(_ state: GitHubSearchReactor.State) -> (lines: [String], selected: Int?) {
    let count = state.repos.count
    let numberWidth = String(count).count
    var lines: [String] = []
    var selected: Int?
    lines.reserveCapacity(count + 1)
    for index in state.repos.indices {
      if index == state.selectedIndex { selected = lines.count }
      let number = String(index + 1)
      let padding = String(repeating: " ", count: numberWidth - number.count)
      let marker = index == state.selectedIndex ? "› " : "  "
      lines.append(marker + padding + number + "  " + state.repos[index].row)
    }
    if let next = state.nextPage, !state.isLoadingNextPage {
      // Named without a key: plain mode loads it with `n`, a terminal by moving to the end.
      lines.append("     ↓ page \(next) is next")
    }
    return (lines, selected)
  }
}
