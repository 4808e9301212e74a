/// The GitHub Search screens' About page.
enum GitHubSearchAbout {
  static let text = """
    GitHub Search — cancelling stale requests, paging by the Link header.

    Where it comes from
      ReactorKit's GitHubSearch example, rebuilt step by step in the
      article that follows it.

    The idea
      `updateQuery(text)` sets the query, then runs the search as an effect
      that ends when a newer `updateQuery` reaches the reactor:

        .concat(.just(.setQuery(query)),
                search(query, page: 1).map { .setRepos(…) }
                  .take(until: self.action.filter(\\.isUpdateQuery)))

      As in ReactorKit's GitHubSearch example, `self.action` is the
      reactor's own stream of actions, so the filter is checked against
      its `Action` type when the code compiles.
      A slow answer to an old query can no longer overwrite the results of
      a newer one: its effect has ended, and what it would send is dropped.

      `loadNextPage` is guarded in `mutate`: nothing happens while a page
      is loading or when there is no next page. On a terminal it fires when
      the selection nears the end of the list; in plain mode, `n`.

      The view owns the terminal, as the example's view owns its search
      bar and table: a query line (`LineEditor`) and a list
      (`SelectionList`) keep the text and the selection. `bind` turns what
      they report into the two actions, as `searchBar.rx.text` and
      `tableView.rx.itemSelected` are bound there.

      The next page comes from GitHub's `Link` header (rel="next"), never
      from page + 1, and stops at the 1,000-result cap. Answers are cached
      with their ETag: a repeat asks `If-None-Match` and a 304 reuses the
      stored page. Rate limits, refusals (422, with each of GitHub's
      `errors`), server errors and timeouts are shown in the state, never
      turned into an empty list. Typing on a terminal searches once it
      pauses for 300 ms.

      Rate limits follow GitHub's rules: wait for `retry-after`; with no
      requests left, until `x-ratelimit-reset`; after a secondary limit
      (requests left, no `retry-after`), at least a minute. Until then no
      request is sent. In `auto` mode the screen meanwhile offers
      `s: search the offline catalog for this query (sample data)`: the
      reactor's `searchOfflineCatalog` runs the same query against the
      bundled catalog, and `loadNextPage` pages through it until the next
      query, which goes to GitHub again.

      Offline, a bundled catalog of well-known repositories (star counts
      are a sample snapshot) is searched in SQLite's FTS5, with
      `language:X`, `stars:>N` and `sort:stars`, and paged the same way.

    Files to read
      Modules/Features/GitHubSearchFeature/GitHubSearchReactor.swift
      Modules/Features/GitHubSearchFeature/GitHubSearchView.swift
      Modules/TextUI/LineEditor.swift                 the query line
      Modules/TextUI/SelectionList.swift              the list
      Modules/Features/GitHubSearchFeature/RepoDetailReactor.swift
      Modules/Services/GitHubSearchService.swift      the service
      Modules/ServicesLive/GitHubSearchAPI.swift      request, ETag, limits
      Modules/ServicesLive/GitHubSearchDecoder.swift  Link, errors, limits
      Modules/ServicesLive/OfflineRepoCatalog.swift   the offline catalog
      Modules/Storage/RepoCatalogStore.swift          FTS5 search
      Tests/GitHubSearchFeatureTests/                 stale requests, paging
      docs/case-studies.md                            run with a script
    """
}
