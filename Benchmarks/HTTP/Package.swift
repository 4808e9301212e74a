// swift-tools-version: 6.2
// The root package's floor; its Package.swift says why.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "http-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "reactor-demo", path: "../..")
  ],
  targets: [
    // CurlHTTPClient against FoundationNetworking's URLSession on a loopback server.
    .executableTarget(
      name: "http-bench",
      dependencies: [.product(name: "Networking", package: "reactor-demo")],
      path: "Sources/http-bench",
      swiftSettings: swiftSettings
    )
  ],
  swiftLanguageModes: [.v6]
)
