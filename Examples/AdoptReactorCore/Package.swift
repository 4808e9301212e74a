// swift-tools-version: 6.2
// The root package's floor; its Package.swift says why.
import PackageDescription

// A package outside the repository's own, as a reader's project would be: it depends on
// reactor-demo by path and uses only the two libraries the articles teach.
let package = Package(
  name: "AdoptReactorCore",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Counter", targets: ["Counter"])
  ],
  dependencies: [
    .package(name: "reactor-demo", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "Counter",
      dependencies: [.product(name: "ReactorCore", package: "reactor-demo")]
    ),
    .testTarget(
      name: "CounterTests",
      dependencies: [
        "Counter",
        .product(name: "ReactorCore", package: "reactor-demo"),
        .product(name: "ReactorTesting", package: "reactor-demo"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
