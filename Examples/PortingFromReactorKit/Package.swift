// swift-tools-version: 6.2
// The root package's floor; its Package.swift says why.
import PackageDescription

// ReactorKit patterns ported line by line onto ReactorCore, one library target each, with their
// tests; the last four are reactors of Drrrible, a ReactorKit app. It depends on reactor-demo by
// path, as AdoptReactorCore does.
let patterns = [
  "Search", "TaskList", "Editor", "Detail", "Sections", "PulseCounter", "PlainState",
  "Playback", "Login", "ShotList", "Settings", "ReactionButton",
]

// With it, a service's plain `async` method runs where its caller runs, so a Stubber-style stub
// (a class over a lock) answers inside `send`, in debug and release, and back-to-back specs need
// no drain (ShotListStubberTests). Set it on every target: on the tests alone, or on the
// libraries alone, the stub still hops.
let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
  name: "PortingFromReactorKit",
  platforms: [.macOS(.v15)],
  products: patterns.map { .library(name: $0, targets: [$0]) },
  dependencies: [
    .package(name: "reactor-demo", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
  ],
  targets: patterns.map {
    .target(
      name: $0, dependencies: [.product(name: "ReactorCore", package: "reactor-demo")],
      swiftSettings: swiftSettings)
  } + [
    .testTarget(
      name: "PortingTests",
      dependencies: patterns.map { .target(name: $0) } + [
        .product(name: "ReactorCore", package: "reactor-demo"),
        .product(name: "ReactorTesting", package: "reactor-demo"),
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: swiftSettings
    )
  ],
  swiftLanguageModes: [.v6]
)
