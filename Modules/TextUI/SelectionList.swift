/// A list widget: the rows a screen lists, which one is selected, and the keys that move
/// through them, open one and search them, as less, htop and fzf take them.
///
/// It reports what the user chose and when the list nears its end, as `tableView.rx.itemSelected`
/// and a list scrolled near its end do in ReactorKit's examples; the view binds ``onSelect`` and
/// ``onNearEnd`` to actions. The rows come from the reactor's state (``update(rows:hasMore:)``)
/// and the selection is the list's alone.
@MainActor
public final class SelectionList: Widget {
  /// The selected row; 0 on an empty list.
  public private(set) var selectedIndex = 0
  /// The rows' text, as `/` searches them.
  public private(set) var rows: [String] = []
  /// Whether more rows can be loaded past the last (a paged list).
  public private(set) var hasMore = false
  /// Called with the row Enter (or `o N` in plain mode) opens.
  public var onSelect: (@MainActor (Int) -> Void)?
  /// Called when the selection lands near the last row of a list with more rows to load.
  public var onNearEnd: (@MainActor () -> Void)?

  /// What the rows are, in the hints: `opens the post`.
  private let opens: String
  /// The word before a row's number in plain mode: `o` in `o 3`.
  private let word: String
  /// What a plain-mode number does, as its hint says it: `opens post N`.
  private let opensNumber: String
  /// How many rows a page move goes through: the rows the screen shows, less one. The view's
  /// `connect` sets it from the frame the list is drawn in, at the screen's size now.
  public var rowsPerPage: @MainActor () -> Int
  private let prefetchDistance: Int
  /// Whether a bare number opens its row in plain mode, besides `o N`.
  private let opensByNumber: Bool
  /// Whether `/`, `n` and `N` search the rows: a screen whose `/` is its own (a query line)
  /// says no.
  private let searches: Bool
  private let search = SearchPrompt(finds: "finds the first row holding it")

  /// - Parameters:
  ///   - opens: what Enter does, as its hint says it (`opens the post`).
  ///   - opensNumber: what a row's number does in plain mode, as its hint says it
  ///     (`opens post N`); `opens row N` when not given.
  ///   - word: the word a plain-mode line puts before a row's number (`o 3`), where a screen's
  ///     own word says better what opening a row does (`x 3` expands it).
  ///   - rowsPerPage: the rows a page move goes through, from the screen it is drawn on.
  ///   - prefetchDistance: ``onNearEnd`` is called when the selection comes this close to the end.
  ///   - opensByNumber: whether a bare number opens its row in plain mode, besides `o N`.
  ///   - searches: whether `/`, `n` and `N` search the rows.
  public init(
    opens: String, opensNumber: String = "opens row N", word: String = "o", prefetchDistance: Int = 5,
    opensByNumber: Bool = true, searches: Bool = true,
    rowsPerPage: @escaping @MainActor () -> Int = { 10 }
  ) {
    self.opens = opens
    self.word = word
    self.opensNumber = opensNumber
    self.prefetchDistance = prefetchDistance
    self.opensByNumber = opensByNumber
    self.searches = searches
    self.rowsPerPage = rowsPerPage
  }

  /// Takes the rows the state now lists. Rows added after the ones shown keep the selection
  /// where it is; other rows (a new query's) start it at the top.
  public func update(rows: [String], hasMore: Bool) {
    if !rows.starts(with: self.rows) || self.rows.isEmpty { selectedIndex = 0 }
    selectedIndex = min(selectedIndex, max(rows.count - 1, 0))
    self.rows = rows
    self.hasMore = hasMore
  }

  /// `›` before the selected row, a space before the others.
  public func marker(_ index: Int) -> String {
    index == selectedIndex ? "›" : " "
  }

  public var capturesKeys: Bool { search.isTyping }

  public var keys: [KeyBinding] {
    if search.isTyping { return search.keys }
    guard !rows.isEmpty else { return [] }
    var keys = [ScrollMove.keys("moves"), Self.open(opens), plainOpen]
    if searches { keys.append(search.pattern == nil ? Self.find : Self.findAgain) }
    return keys
  }

  /// Every key the list has in some state, for the About page.
  public var allKeys: [KeyBinding] {
    [ScrollMove.keys("moves"), Self.open(opens), plainOpen]
      + (searches ? [Self.find, Self.findAgain] + search.allKeys : [])
  }

  public func handle(_ event: InputEvent) -> CommandInput.Outcome {
    if search.isTyping {
      guard case .key(let key) = event else { return .unknown }
      switch search.handle(key) {
      case .typing(let line): return .answered(line)
      case .find(let pattern, let skipping): return find(pattern, from: selectedIndex, skipping: skipping)
      case .left: return .handled
      case .unknown: return .unknown
      }
    }
    switch event {
    case .line(let line):
      let prefix = word + " "
      let number = line.hasPrefix(prefix) ? line.dropFirst(prefix.count).drop(while: \.isWhitespace) : nil
      guard let row = Int(number ?? (opensByNumber ? Substring(line) : "")) else { return .unknown }
      guard rows.indices.contains(row - 1) else {
        return .answered(
          rows.isEmpty ? "there are no rows yet" : "there is no row \(row): pick 1–\(rows.count)")
      }
      // Opening a row by number is not scrolling: it never asks for the next page.
      selectedIndex = row - 1
      onSelect?(row - 1)
      return .handled
    case .key(let key):
      return press(key)
    case .end:
      return .unknown
    }
  }

  private func press(_ key: Key) -> CommandInput.Outcome {
    guard !rows.isEmpty else { return .unknown }
    if let move = ScrollMove(key) { return self.move(move) }
    switch key {
    case .enter:
      onSelect?(selectedIndex)
      return .handled
    case .character("/") where searches:
      return .answered(search.begin())
    case .character("n") where searches, .character("N") where searches:
      guard let pattern = search.pattern else {
        return .answered("nothing searched yet: / searches the list")
      }
      return find(pattern, from: selectedIndex, backwards: key == .character("N"), skipping: true)
    default:
      return .unknown
    }
  }

  private func move(_ move: ScrollMove) -> CommandInput.Outcome {
    let target = selectedIndex + move.offset(from: selectedIndex, count: rows.count, page: rowsPerPage())
    let clamped = min(max(target, 0), rows.count - 1)
    // Past the last row of a paged list, End and ↓ alike ask for more, every time: the way to
    // try again after a page failed to load. The reactor ignores a request while one loads.
    if hasMore, target > selectedIndex || move == .bottom, clamped == rows.count - 1 {
      selectedIndex = clamped
      onNearEnd?()
      return .answered("row \(rows.count) is the last loaded: the next page is loading")
    }
    guard clamped != selectedIndex else {
      return .answered(target < selectedIndex ? "this is the first row" : "this is the last row")
    }
    select(clamped)
    return .handled
  }

  private func select(_ index: Int) {
    selectedIndex = index
    if hasMore, index >= rows.count - prefetchDistance { onNearEnd?() }
  }

  private func find(
    _ pattern: String, from start: Int, backwards: Bool = false, skipping: Bool = false
  ) -> CommandInput.Outcome {
    guard
      let match = LineSearch.index(
        of: pattern, in: rows, from: start, backwards: backwards, skipping: skipping)
    else { return .answered("no row holds \"\(Sanitizer.cleanLine(pattern))\"") }
    select(match)
    return .handled
  }

  private static func open(_ does: String) -> KeyBinding { .terminal("Enter", does, keys: [.enter]) }
  private var plainOpen: KeyBinding {
    .plain(
      opensByNumber ? "N or \(word) N" : "\(word) N", opensNumber, typed: opensByNumber ? "1" : "\(word) 1")
  }
  private static let find = KeyBinding.terminal("/", "searches", keys: [.character("/")])
  private static let findAgain = KeyBinding.terminal(
    "/ n N", "search, next, previous", keys: [.character("n")])
}
