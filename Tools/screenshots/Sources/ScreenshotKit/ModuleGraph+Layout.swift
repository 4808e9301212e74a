extension ModuleGraph {
  /// Where the picture puts each module: our modules in rows by depth, each one row above the
  /// deepest module it uses (so the executable is on top and every line runs down), and other
  /// packages' products in a row of their own at the bottom.
  ///
  /// Within a row, boxes are ordered by the mean position of the boxes they are joined to, a
  /// few sweeps down and up, ties by name: that keeps most lines from crossing, and the result
  /// depends on nothing but the graph.
  struct Layout: Equatable, Sendable {
    /// A module's box, in pixels from the picture's top left corner.
    struct Box: Equatable, Sendable {
      let module: Module
      /// The name, on two lines when it is long, so the widest row still fits the page.
      let lines: [String]
      let x: Int
      let y: Int
      let width: Int
      var centerX: Int { x + width / 2 }
      var bottom: Int { y + Layout.boxHeight }
    }

    static let fontSize = 12
    /// A monospace font's advance at 12 px, rounded down; each label is stretched to exactly
    /// this, so the box fits whatever font the viewer has.
    static let charWidth = 7
    static let lineHeight = 14
    static let boxHeight = 2 * lineHeight + 8
    static let boxPadding = 6
    static let gap = 8
    static let rowGap = 54
    static let margin = 16
    /// Room above the rows for the title and the legend.
    static let header = 100
    /// Names longer than this are broken before their last word.
    static let longestLine = 12

    /// The names in each row, top row first.
    let rows: [[String]]
    /// Every box, by module name.
    let boxes: [String: Box]
    let width: Int
    let height: Int

    init(_ graph: ModuleGraph) {
      let rows = Self.ordered(Self.rows(of: graph), graph)
      let widths = rows.map { row in
        row.reduce(0) { $0 + Self.boxWidth(Self.lines(of: $1)) } + Self.gap * max(row.count - 1, 0)
      }
      let contentWidth = max(widths.max() ?? 0, 560)
      var boxes: [String: Box] = [:]
      for (index, row) in rows.enumerated() {
        var x = Self.margin + (contentWidth - widths[index]) / 2
        let y = Self.header + index * (Self.boxHeight + Self.rowGap)
        for name in row {
          let lines = Self.lines(of: name)
          let box = Box(module: graph.modules[name]!, lines: lines, x: x, y: y, width: Self.boxWidth(lines))
          boxes[name] = box
          x += box.width + Self.gap
        }
      }
      self.rows = rows
      self.boxes = boxes
      self.width = contentWidth + 2 * Self.margin
      self.height = Self.header + rows.count * (Self.boxHeight + Self.rowGap) - Self.rowGap + Self.margin
    }

    static func boxWidth(_ lines: [String]) -> Int {
      (lines.map(\.count).max() ?? 0) * charWidth + 2 * boxPadding
    }

    /// `name` as the box shows it: broken before its last capitalised word when it is long,
    /// `GitHubSearch` over `Feature`.
    static func lines(of name: String) -> [String] {
      guard name.count > longestLine else { return [name] }
      let characters = Array(name)
      let breaks = characters.indices.dropFirst().filter {
        characters[$0].isUppercase && characters[$0 - 1].isLowercase
      }
      guard let last = breaks.last else { return [name] }
      return [String(characters[..<last]), String(characters[last...])]
    }

    /// Our modules grouped by depth, deepest use first, then other packages' products.
    private static func rows(of graph: ModuleGraph) -> [[String]] {
      var depths: [String: Int] = [:]
      func depth(_ name: String, visiting: Set<String>) -> Int {
        if let known = depths[name] { return known }
        let ours = graph.modules[name]!.dependencies.filter {
          graph.modules[$0]!.layer != .package && !visiting.contains($0)
        }
        let found = ours.map { depth($0, visiting: visiting.union([name])) + 1 }.max() ?? 0
        depths[name] = found
        return found
      }
      let ours = graph.modules.values.filter { $0.layer != .package }.map(\.name)
      for name in ours { _ = depth(name, visiting: []) }
      let deepest = depths.values.max() ?? 0
      var rows = (0...deepest).reversed().map { level in ours.filter { depths[$0] == level }.sorted() }
      let packages = graph.modules.values.filter { $0.layer == .package }.map(\.name).sorted()
      if !packages.isEmpty { rows.append(packages) }
      return rows.filter { !$0.isEmpty }
    }

    /// Reorders each row by the mean position of its neighbours: sweeping down, the modules
    /// that use it; sweeping up, the modules it uses.
    private static func ordered(_ start: [[String]], _ graph: ModuleGraph) -> [[String]] {
      var users: [String: [String]] = [:]
      for module in graph.modules.values {
        for dependency in module.dependencies { users[dependency, default: []].append(module.name) }
      }
      // Sorted, so each mean adds the same numbers in the same order in every process: a
      // dictionary's order changes from run to run, and a last-bit difference would break a tie.
      users = users.mapValues { $0.sorted() }
      var rows = start
      var position: [String: Double] = [:]
      func place(_ row: [String]) {
        for (index, name) in row.enumerated() { position[name] = (Double(index) + 0.5) / Double(row.count) }
      }
      rows.forEach(place)
      for sweep in 0..<8 {
        let downward = sweep.isMultiple(of: 2)
        let order = downward ? Array(rows.indices.dropFirst()) : Array(rows.indices.dropLast().reversed())
        for index in order {
          let keys = Dictionary(
            uniqueKeysWithValues: rows[index].map { name in
              let neighbours = downward ? users[name] ?? [] : graph.modules[name]!.dependencies
              let mean = neighbours.isEmpty ? position[name]! : neighbours.map { position[$0]! }.mean
              return (name, mean)
            })
          rows[index].sort { (keys[$0]!, $0) < (keys[$1]!, $1) }
          place(rows[index])
        }
      }
      return rows
    }
  }

  /// Where the picture puts each module.
  var layout: Layout { Layout(self) }
}

extension Array where Element == Double {
  fileprivate var mean: Double { reduce(0, +) / Double(count) }
}
