// swift-tools-version: 6.2
// The root package's floor; its Package.swift says why.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "github-search-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "reactor-demo", path: "../..")
  ],
  targets: [
    // An offline search page over the bundled catalog, and the list's rendering, in release mode.
    .executableTarget(
      name: "github-search-bench",
      dependencies: [
        .product(name: "GitHubSearchFeature", package: "reactor-demo"),
        .product(name: "Models", package: "reactor-demo"),
        .product(name: "Services", package: "reactor-demo"),
        .product(name: "ServicesLive", package: "reactor-demo"),
        .product(name: "Storage", package: "reactor-demo"),
        .product(name: "TextUI", package: "reactor-demo"),
      ],
      path: "Sources/github-search-bench",
      swiftSettings: swiftSettings
    )
  ],
  swiftLanguageModes: [.v6]
)
