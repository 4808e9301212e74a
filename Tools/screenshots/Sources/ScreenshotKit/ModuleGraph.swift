import Foundation

/// The app's module graph, read from `swift package dump-package` and drawn as SVG by
/// ``svg``: the `reactor-demo` executable and every module it reaches, with the products of
/// other packages they use.
///
/// No graph tool is needed: ``Layout`` puts the boxes in rows itself, so anyone who can build
/// the package can redraw the picture, and the same manifest always gives the same bytes.
public struct ModuleGraph: Equatable, Sendable {
  /// What a module is to a reader, as docs/architecture.md names the layers.
  enum Layer: Int, CaseIterable, Comparable, Sendable {
    /// What ReactorKit's pattern is made of: the core, its test kit, the models and service
    /// protocols, and the features.
    case pattern
    /// The executable and what assembles the features into one app.
    case app
    /// What the app runs on and a reader may skip at first: terminal, network, storage.
    case machinery
    /// A product of another package.
    case package

    static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// A module of ours, or a product of another package, and the names of what it uses.
  struct Module: Equatable, Sendable {
    let name: String
    let layer: Layer
    let dependencies: [String]
  }

  /// The modules the path or the name cannot place, as docs/architecture.md places them:
  /// `Modules/Features/…` is the pattern and `App…` the app, but these are not features,
  /// CaseStudyKit is how the app offers a case study, and these two `App…` modules are machinery,
  /// as is the trace and time travel beside the core.
  static let patternModules: Set = ["Models", "ReactorCore", "ReactorTesting", "Services"]
  static let appModules: Set = ["CaseStudyKit"]
  static let machineryModules: Set = ["AppConfiguration", "AppLogging", "ReactorTracing"]

  /// Every module drawn, by name.
  let modules: [String: Module]

  /// The graph of the manifest `json` (what `swift package dump-package` prints).
  public init(manifestJSON json: Data) throws {
    let manifest = try JSONDecoder().decode(Manifest.self, from: json)
    let targets = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var modules: [String: Module] = [:]
    var pending = manifest.targets.filter { $0.type == "executable" && $0.path == "App" }.map(\.name)
    while let name = pending.popLast() {
      guard modules[name] == nil, let target = targets[name] else { continue }
      let dependencies = Array(Set(target.dependencies.map(\.name))).sorted()
      modules[name] = Module(name: name, layer: Self.layer(of: target), dependencies: dependencies)
      for dependency in target.dependencies {
        switch dependency {
        case .module(let other) where targets[other] != nil:
          pending.append(other)
        case .module(let product), .product(let product, _):
          // A name that is no target of ours (`byName` may name a product) is another package's.
          modules[product] = Module(name: product, layer: .package, dependencies: [])
        }
      }
    }
    self.modules = modules
  }

  public static func == (lhs: ModuleGraph, rhs: ModuleGraph) -> Bool { lhs.modules == rhs.modules }

  private static func layer(of target: Target) -> Layer {
    if machineryModules.contains(target.name) { return .machinery }
    if patternModules.contains(target.name) || target.path?.hasPrefix("Modules/Features/") == true {
      return .pattern
    }
    if appModules.contains(target.name) || target.type == "executable" || target.name.hasPrefix("App") {
      return .app
    }
    // Whatever nobody placed is drawn all the same, with the machinery.
    return .machinery
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

  let name: String
  let type: String
  let path: String?
  let dependencies: [Dependency]
}
