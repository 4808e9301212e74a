// swift-tools-version: 6.2
// The root package's floor; its Package.swift says why.
import PackageDescription

// libFuzzer targets for every parser of bytes the app does not control. Its own package, so the
// app's build does not change; build and run them with `run.sh` (it passes
// `-sanitize=fuzzer,address`), which README.md describes.

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let app = "reactor-demo"

/// One fuzz target: `Sources/<name>/main.swift`, built into the executable `fuzz-<name>`.
func fuzzTarget(_ name: String, _ products: [String]) -> Target {
  .executableTarget(
    name: "fuzz-\(name)",
    dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: app) },
    path: "Sources/\(name)",
    swiftSettings: swiftSettings
  )
}

let package = Package(
  name: "reactor-fuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: app, path: "../..")
  ],
  targets: [
    .target(
      name: "FuzzSupport", dependencies: [.product(name: "Networking", package: app)],
      path: "Sources/FuzzSupport", swiftSettings: swiftSettings),
    fuzzTarget("keys", ["TextUI"]),
    fuzzTarget("sanitizer", ["TextUI"]),
    fuzzTarget("link", ["Networking"]),
    fuzzTarget("headers", ["Networking"]),
    fuzzTarget("github", ["Models", "Networking", "Services", "ServicesLive"]),
    fuzzTarget("posts", ["Models", "Networking", "Services", "ServicesLive"]),
    fuzzTarget("random-users", ["Models", "Networking", "Services", "ServicesLive"]),
    fuzzTarget("image", ["ImageDecoding", "Models"]),
    fuzzTarget("config", ["AppConfiguration"]),
    fuzzTarget("session", ["SessionRecording"]),
    fuzzTarget("redaction", ["Privacy"]),
    fuzzTarget("database", ["Storage"]),
  ],
  swiftLanguageModes: [.v6]
)
