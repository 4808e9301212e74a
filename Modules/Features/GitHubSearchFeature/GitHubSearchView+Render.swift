import Models
import TextUI

extension GitHubSearchView {
  /// The search frame: every row, the highlighted one its focus, which a terminal keeps in view
  /// as it does any list's; what `bind(reactor:)` draws, and the trace draws past states with.
  public func render(state: GitHubSearchReactor.State) -> Frame {
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
      lines.append("  \(Self.offlineCatalogKey): search the offline catalog for this query (sample data)")
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
    let keys =
      queryField.keys + (queryField.isEditing ? [] : Self.commands(for: state).map(\.key) + list.keys)
    return Frame(
      title: "GitHub Search", lines: lines, keys: keys,
      banner: state.origin?.banner, focus: queryField.isEditing ? 1 : focus, wrapping: wrapping)
  }

  private func queryLine(_ state: GitHubSearchReactor.State) -> String {
    if queryField.isEditing { return "  search  \(queryField.field.shown)" }
    let draft = Sanitizer.cleanLine(queryField.field.text)
    return draft.isEmpty ? "  search  (type a query; / on a terminal)" : "  search  \(draft)"
  }

  /// "1,234 repositories · 30 shown · ★ counts are a sample snapshot".
  private func statusLine(_ state: GitHubSearchReactor.State) -> String? {
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
  private func rows(_ state: GitHubSearchReactor.State) -> (lines: [String], selected: Int?) {
    let count = state.repos.count
    let numberWidth = String(count).count
    var lines: [String] = []
    var selected: Int?
    lines.reserveCapacity(count + 1)
    for index in state.repos.indices {
      if index == list.selectedIndex { selected = lines.count }
      let number = String(index + 1)
      let padding = String(repeating: " ", count: numberWidth - number.count)
      let marker = list.marker(index) + " "
      lines.append(marker + padding + number + "  " + state.repos[index].row)
    }
    if let next = state.nextPage, !state.isLoadingNextPage {
      // Named without a key: plain mode loads it with `n`, a terminal by moving to the end.
      lines.append("     ↓ page \(next) is next")
    }
    return (lines, selected)
  }
}
