import Models
import TextUI

// Short enough for the trace: a page of repositories prints as its size and first names.

extension GitHubSearchReactor.Action: CustomStringConvertible {
  public var description: String {
    switch self {
    case .updateQuery(let query): "updateQuery(\(query.map { "\"\($0)\"" } ?? "nil"))"
    case .loadNextPage: "loadNextPage"
    case .editQuery(let text): "editQuery(\"\(text)\")"
    case .focusQuery(let isEditing): "focusQuery(\(isEditing))"
    case .moveSelection(let step): "moveSelection(by: \(step))"
    case .open(let index): "open(\(index))"
    case .removePushed: "removePushed"
    case .typePastLimit(let limit): "typePastLimit(\(limit))"
    case .searchOfflineCatalog: "searchOfflineCatalog"
    }
  }
}

extension GitHubSearchReactor.Mutation: CustomStringConvertible {
  public var description: String {
    switch self {
    case .setQuery(let query): "setQuery(\(query.map { "\"\($0)\"" } ?? "nil"))"
    case .setRepos(let repos, let nextPage, let totalCount, let origin, let isIncomplete):
      "setRepos(\(RepoSummary(repos)), nextPage: \(nextPage.map(String.init) ?? "nil"), totalCount: \(totalCount), origin: \(origin)"
        + (isIncomplete ? ", incomplete)" : ")")
    case .setSearchingOfflineCatalog(let isSearching): "setSearchingOfflineCatalog(\(isSearching))"
    case .appendRepos(let repos, let nextPage, let isIncomplete):
      "appendRepos(\(RepoSummary(repos)), nextPage: \(nextPage.map(String.init) ?? "nil")"
        + (isIncomplete ? ", incomplete)" : ")")
    case .setLoadingNextPage(let isLoading): "setLoadingNextPage(\(isLoading))"
    case .setError(let error, let endsPaging): "setError(\"\(error)\", endsPaging: \(endsPaging))"
    case .setRateLimit(let rateLimit): "setRateLimit(\"\(rateLimit)\")"
    case .setDraft(let draft): "setDraft(\"\(draft)\")"
    case .setEditingQuery(let isEditing): "setEditingQuery(\(isEditing))"
    case .setSelection(let index): "setSelection(\(index))"
    case .setRoute(let route): "setRoute(\(route.map(String.init(describing:)) ?? "nil"))"
    case .setMessage(let message): "setMessage(\"\(message)\")"
    }
  }
}

extension GitHubSearchReactor.Route: CustomStringConvertible {
  public var description: String {
    switch self {
    case .detail(let repo, _): "detail(\(repo.fullName))"
    }
  }
}

extension GitHubSearchReactor.State: CustomReflectable {
  /// The stored properties, with the repositories summarised.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        ("query", query as Any), ("draft", draft), ("isEditingQuery", isEditingQuery),
        ("repos", RepoSummary(repos)), ("nextPage", nextPage as Any), ("totalCount", totalCount as Any),
        ("origin", origin as Any), ("isIncomplete", isIncomplete), ("isLoading", isLoading),
        ("isLoadingNextPage", isLoadingNextPage),
        ("error", error as Any), ("rateLimit", rateLimit as Any), ("hasOfflineCatalog", hasOfflineCatalog),
        ("isSearchingOfflineCatalog", isSearchingOfflineCatalog), ("selectedIndex", selectedIndex),
        ("route", route as Any), ("_message", $message),
      ])
  }
}

/// "3 repos (ReactorKit/ReactorKit, ReactiveX/RxSwift, apple/swift)", the first three named.
struct RepoSummary: CustomStringConvertible {
  let repos: [Repo]

  init(_ repos: [Repo]) {
    self.repos = repos
  }

  var description: String {
    guard !repos.isEmpty else { return "0 repos" }
    let names = repos.prefix(3).map(\.fullName).joined(separator: ", ")
    return "\(repos.count.counted("repo")) (\(names)\(repos.count > 3 ? ", …" : ""))"
  }
}
