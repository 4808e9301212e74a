// swift-tools-version: 6.2
// The root package's floor; its Package.swift says why.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "image-loader-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "reactor-demo", path: "../..")
  ],
  targets: [
    // Decoding a 1024×768 JPEG and drawing it into an 80-column frame, timed in release mode.
    .executableTarget(
      name: "image-loader-bench",
      dependencies: [
        .product(name: "ImageDecoding", package: "reactor-demo"),
        .product(name: "ImageLoaderFeature", package: "reactor-demo"),
        .product(name: "Models", package: "reactor-demo"),
        .product(name: "TextUI", package: "reactor-demo"),
      ],
      path: "Sources/image-loader-bench",
      swiftSettings: swiftSettings
    )
  ],
  swiftLanguageModes: [.v6]
)
