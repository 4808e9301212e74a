// swift-tools-version: 6.2
// The root package's floor; its Package.swift says why.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "random-users-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "reactor-demo", path: "../..")
  ],
  targets: [
    // The offline generator and the grouping of people into sections, timed in release mode.
    .executableTarget(
      name: "random-users-bench",
      dependencies: [
        .product(name: "Models", package: "reactor-demo"),
        .product(name: "RandomUsersFeature", package: "reactor-demo"),
        .product(name: "ServicesLive", package: "reactor-demo"),
      ],
      path: "Sources/random-users-bench",
      swiftSettings: swiftSettings
    )
  ],
  swiftLanguageModes: [.v6]
)
