// swift-tools-version: 6.2
// The root package's floor; its Package.swift says why.
import PackageDescription

// ReactorKit patterns ported line by line onto ReactorCore, one library target each, with their
// tests; the last four are reactors of Drrrible, a ReactorKit app. It depends on reactor-demo by
// path, as AdoptReactorCore does.
let patterns = [
  "Search", "TaskList", "Editor", "Detail", "Sections", "PulseCounter", "PlainState",
  "Login", "ShotList", "Settings", "ReactionButton",
]

let package = Package(
  name: "PortingFromReactorKit",
  platforms: [.macOS(.v15)],
  products: patterns.map { .library(name: $0, targets: [$0]) },
  dependencies: [
    .package(name: "reactor-demo", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
  ],
  targets: patterns.map {
    .target(name: $0, dependencies: [.product(name: "ReactorCore", package: "reactor-demo")])
  } + [
    .testTarget(
      name: "PortingTests",
      dependencies: patterns.map { .target(name: $0) } + [
        .product(name: "ReactorCore", package: "reactor-demo"),
        .product(name: "ReactorTesting", package: "reactor-demo"),
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
