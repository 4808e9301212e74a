import Foundation

/// The app's module graph as Graphviz DOT, read from `swift package dump-package`: the
/// `reactor-demo` executable and every target it depends on, with the packages they use.
///
/// Modules are grouped by what the manifest says they are, not by a list kept here: the
/// executable and the `App…` modules, the features (`Modules/Features/…`), the core (modules
/// that depend on no other module of ours), the C system libraries, and the services between.
public struct ModuleGraph: Equatable, Sendable {
  /// A module of ours, or a product of another package (`package` is set).
  struct Node: Hashable, Comparable, Sendable {
    let name: String
    var package: String?
    static func < (lhs: Node, rhs: Node) -> Bool { lhs.name < rhs.name }
  }

  private let groups: [(label: String, nodes: [Node])]
  private let edges: [(from: String, to: String)]
  private let packageProducts: Set<String>

  /// The graph of the manifest `json` (what `swift package dump-package` prints).
  public init(manifestJSON json: Data) throws {
    let manifest = try JSONDecoder().decode(Manifest.self, from: json)
    let targets = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var reached: Set<String> = []
    var pending = manifest.targets.filter { $0.type == "executable" && $0.path == "App" }.map(\.name)
    var edges: Set<[String]> = []
    var packages: Set<Node> = []
    while let name = pending.popLast() {
      guard reached.insert(name).inserted, let target = targets[name] else { continue }
      for dependency in target.dependencies {
        switch dependency {
        case .module(let other):
          edges.insert([name, other])
          pending.append(other)
        case .product(let product, let package):
          edges.insert([name, product])
          packages.insert(Node(name: product, package: package))
        }
      }
    }
    let modules = reached.compactMap { targets[$0] }
    let internalNames = Set(modules.map(\.name))
    var grouped: [String: [Node]] = [:]
    for module in modules {
      let usesOurs = module.dependencies.contains { internalNames.contains($0.name) }
      grouped[module.group(usesOurModules: usesOurs), default: []].append(Node(name: module.name))
    }
    grouped[Target.packagesGroup] = Array(packages)
    self.groups = Target.groupOrder.compactMap { label in
      grouped[label].map { (label, $0.sorted()) }
    }
    self.edges = edges.sorted { $0.lexicographicallyPrecedes($1) }.map { ($0[0], $0[1]) }
    self.packageProducts = Set(packages.map(\.name))
  }

  public static func == (lhs: ModuleGraph, rhs: ModuleGraph) -> Bool { lhs.dot == rhs.dot }

  /// The DOT text, one statement per line, sorted, so the same manifest gives the same bytes.
  public var dot: String {
    var lines = [
      "// The module graph of reactor-demo, from `swift package dump-package`.",
      "// Regenerate with `swift run screenshots` (ScreenshotKitTests fails when it is stale).",
      "digraph modules {",
      ##"  graph [rankdir=TB, fontname="Helvetica", fontsize=12, nodesep=0.25, ranksep=0.6];"##,
      ##"  node [shape=box, style="rounded,filled", fillcolor="#eef2f8", fontname="Helvetica", fontsize=11];"##,
      ##"  edge [color="#7a869a", arrowsize=0.6];"##,
    ]
    for (index, group) in groups.enumerated() {
      lines.append("  subgraph cluster_\(index) {")
      lines.append(##"    label="\##(group.label)"; style="rounded,dashed"; color="#9aa5b8";"##)
      for node in group.nodes {
        let style =
          node.package.map { ##" [fillcolor="#ffffff", style="rounded,dashed", tooltip="\##($0)"]"## } ?? ""
        lines.append(#"    "\#(node.name)"\#(style);"#)
      }
      lines.append("  }")
    }
    for edge in edges {
      // Another package's product is drawn lighter: the graph is about our modules.
      let style = packageProducts.contains(edge.to) ? ##" [style=dashed, color="#c3cad6"]"## : ""
      lines.append(#"  "\#(edge.from)" -> "\#(edge.to)"\#(style);"#)
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Runs `swift package dump-package` in `directory` and reads its graph.
  public static func load(packageDirectory directory: URL) throws -> ModuleGraph {
    // A build folder of its own: `swift test` holds the lock on `.build` while the tests run,
    // and reading the manifest builds nothing, so the folder is never created.
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("reactor-demo-dump-package-\(UUID().uuidString)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let json = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw DumpFailed(status: process.terminationStatus) }
    return try ModuleGraph(manifestJSON: json)
  }

  /// `swift package dump-package` did not succeed.
  public struct DumpFailed: Error, CustomStringConvertible {
    /// Its exit status.
    public let status: Int32
    public var description: String { "swift package dump-package exited \(status)" }
  }
}

/// The part of `dump-package`'s JSON the graph needs.
private struct Manifest: Decodable {
  let targets: [Target]
}

private struct Target: Decodable {
  enum Dependency: Decodable {
    case module(String)
    case product(String, package: String)

    var name: String {
      switch self {
      case .module(let name), .product(let name, _): name
      }
    }

    private enum CodingKeys: String, CodingKey { case byName, target, product }

    // Each dependency is an object with one key whose value is an array: `{"byName": ["Models",
    // null]}`, `{"product": ["GRDB", "GRDB.swift", null, null]}`.
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if var product = try? container.nestedUnkeyedContainer(forKey: .product) {
        let name = try product.decode(String.self)
        self = .product(name, package: try product.decode(String.self))
        return
      }
      let key: CodingKeys = container.contains(.byName) ? .byName : .target
      var values = try container.nestedUnkeyedContainer(forKey: key)
      self = .module(try values.decode(String.self))
    }
  }

  static let groupOrder = ["app", "features", "services", "core", "system libraries", packagesGroup]
  static let packagesGroup = "packages"

  let name: String
  let type: String
  let path: String?
  let dependencies: [Dependency]

  func group(usesOurModules: Bool) -> String {
    if type == "executable" || name.hasPrefix("App") { return "app" }
    if path?.hasPrefix("Modules/Features/") == true { return "features" }
    if type == "system" { return "system libraries" }
    return usesOurModules ? "services" : "core"
  }
}
