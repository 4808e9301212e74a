// swift-tools-version: 6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

// Test-only products, named once.
let clocks: Target.Dependency = .product(name: "Clocks", package: "swift-clocks")
let snapshotTesting: Target.Dependency = .product(name: "SnapshotTesting", package: "swift-snapshot-testing")

let package = Package(
  name: "reactor-demo",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "reactor-demo", targets: ["App"]),
    .library(name: "ReactorCore", targets: ["ReactorCore"]),
    .library(name: "ReactorTesting", targets: ["ReactorTesting"]),
    .library(name: "Networking", targets: ["Networking"]),
    // For Benchmarks/: the offline generator and the grouping of people into sections.
    .library(name: "Models", targets: ["Models"]),
    .library(name: "ServicesLive", targets: ["ServicesLive"]),
    .library(name: "RandomUsersFeature", targets: ["RandomUsersFeature"]),
    // For Benchmarks/ImageLoader: decoding, and rendering into a frame.
    .library(name: "ImageDecoding", targets: ["ImageDecoding"]),
    .library(name: "ImageLoaderFeature", targets: ["ImageLoaderFeature"]),
    // For Benchmarks/GitHubSearch: the offline catalog search and the list's rendering.
    .library(name: "Services", targets: ["Services"]),
    .library(name: "Storage", targets: ["Storage"]),
    .library(name: "GitHubSearchFeature", targets: ["GitHubSearchFeature"]),
    .library(name: "TextUI", targets: ["TextUI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    // Only for `swift package generate-documentation` (ReactorCore's and ReactorTesting's DocC).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // Only for IssueReportingTestSupport: without it, CustomDump's failed comparisons in
    // ReactorTester are printed instead of failing the Swift Testing test.
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    // MARK: - Core
    .target(name: "ReactorCore", path: "Modules/ReactorCore", swiftSettings: swiftSettings),
    .target(
      name: "ReactorTesting",
      dependencies: [
        "ReactorCore",
        clocks,
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Modules/ReactorTesting",
      swiftSettings: swiftSettings
    ),
    .target(name: "TextUI", path: "Modules/TextUI", swiftSettings: swiftSettings),
    // Test doubles for views: screens and navigations that record or ignore what they are given.
    .target(
      name: "TextUITesting",
      dependencies: ["TextUI"],
      path: "Modules/TextUITesting",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "AppConfiguration",
      dependencies: [
        .product(name: "Configuration", package: "swift-configuration"),
        .product(name: "SystemPackage", package: "swift-system"),
      ],
      path: "Modules/AppConfiguration",
      swiftSettings: swiftSettings
    ),

    .target(name: "Models", path: "Modules/Models", swiftSettings: swiftSettings),
    .systemLibrary(
      name: "CCurl",
      path: "Modules/CCurl",
      pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"])]
    ),
    .target(
      name: "Networking",
      dependencies: ["CCurl"],
      path: "Modules/Networking",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "Services",
      dependencies: ["Models", "ReactorCore"],
      path: "Modules/Services",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "Storage",
      dependencies: ["Models", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Modules/Storage",
      swiftSettings: swiftSettings
    ),
    .systemLibrary(
      name: "CTurboJPEG",
      path: "Modules/CTurboJPEG",
      pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"])]
    ),
    .systemLibrary(
      name: "CPNG",
      path: "Modules/CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),
    .target(
      name: "ImageDecoding",
      dependencies: ["CPNG", "CTurboJPEG", "Models"],
      path: "Modules/ImageDecoding",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "ServicesLive",
      dependencies: ["ImageDecoding", "Models", "Networking", "Services", "Storage"],
      path: "Modules/ServicesLive",
      resources: [
        .copy("Resources/SamplePosts.json"), .copy("Resources/repo-catalog.json"), .copy("SampleImages"),
      ],
      swiftSettings: swiftSettings
    ),
    // Test support: a loopback HTTP server, and a second SQLite connection that holds the lock.
    .target(
      name: "HTTPTesting",
      dependencies: [
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ],
      path: "Modules/HTTPTesting",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "StorageTesting",
      dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
      path: "Modules/StorageTesting",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "AppLogging",
      dependencies: [.product(name: "Logging", package: "swift-log")],
      path: "Modules/AppLogging",
      swiftSettings: swiftSettings
    ),

    // MARK: - Features
    .target(
      name: "CounterFeature",
      dependencies: ["ReactorCore", "TextUI"],
      path: "Modules/Features/CounterFeature",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "ProfileFeature",
      dependencies: ["Models", "ReactorCore", "Services", "TextUI"],
      path: "Modules/Features/ProfileFeature",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "GitHubSearchFeature",
      dependencies: ["Models", "ReactorCore", "Services", "TextUI"],
      path: "Modules/Features/GitHubSearchFeature",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "RandomUsersFeature",
      dependencies: ["Models", "ReactorCore", "Services", "TextUI"],
      path: "Modules/Features/RandomUsersFeature",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "ImageLoaderFeature",
      dependencies: ["Models", "ReactorCore", "Services", "TextUI"],
      path: "Modules/Features/ImageLoaderFeature",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "HomeFeature",
      dependencies: ["Models", "ReactorCore", "Services", "TextUI"],
      path: "Modules/Features/HomeFeature",
      swiftSettings: swiftSettings
    ),

    // MARK: - App
    .target(
      name: "AppFeature",
      dependencies: [
        "CounterFeature", "GitHubSearchFeature", "HomeFeature", "ImageLoaderFeature", "Models",
        "ProfileFeature", "RandomUsersFeature", "ReactorCore",
        "Services", "TextUI",
      ],
      path: "Modules/AppFeature",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "App",
      dependencies: [
        "AppConfiguration",
        "AppFeature",
        "AppLogging",
        "ImageDecoding",
        "Models",
        "Networking",
        "ReactorCore",
        "Services",
        "ServicesLive",
        "Storage",
        "TextUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "App",
      swiftSettings: swiftSettings
    ),

    // MARK: - Tests
    .testTarget(
      name: "ReactorCoreTests",
      dependencies: [
        "ReactorCore",
        "ReactorTesting",
        clocks,
        snapshotTesting,
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      path: "Tests/ReactorCoreTests",
      exclude: ["Articles/__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "AppConfigurationTests",
      dependencies: ["AppConfiguration"],
      path: "Tests/AppConfigurationTests",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NetworkingTests",
      dependencies: [
        "CCurl",
        "HTTPTesting",
        "Networking",
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ],
      path: "Tests/NetworkingTests",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ModelsTests",
      dependencies: ["Models"],
      path: "Tests/ModelsTests",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ServicesTests",
      dependencies: ["Models", "Services"],
      path: "Tests/ServicesTests",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "StorageTests",
      dependencies: ["Models", "Storage", "StorageTesting", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Tests/StorageTests",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "AppLoggingTests",
      dependencies: ["AppLogging", .product(name: "Logging", package: "swift-log")],
      path: "Tests/AppLoggingTests",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "TextUITests",
      dependencies: ["TextUI", "TextUITesting", snapshotTesting],
      path: "Tests/TextUITests",
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CounterFeatureTests",
      dependencies: [
        "CounterFeature", "ReactorCore", "ReactorTesting", "TextUI", "TextUITesting", clocks, snapshotTesting,
      ],
      path: "Tests/CounterFeatureTests",
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ProfileFeatureTests",
      dependencies: [
        "Models",
        "ProfileFeature",
        "ReactorCore",
        "ReactorTesting",
        "Services",
        "TextUI",
        "TextUITesting",
        snapshotTesting,
      ],
      path: "Tests/ProfileFeatureTests",
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "RandomUsersFeatureTests",
      dependencies: [
        "Models",
        "RandomUsersFeature",
        "ReactorCore",
        "ReactorTesting",
        "Services",
        "TextUI",
        "TextUITesting",
        snapshotTesting,
      ],
      path: "Tests/RandomUsersFeatureTests",
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "HomeFeatureTests",
      dependencies: [
        "HomeFeature",
        "Models",
        "ReactorCore",
        "ReactorTesting",
        "Services",
        "TextUI",
        "TextUITesting",
        clocks,
        snapshotTesting,
      ],
      path: "Tests/HomeFeatureTests",
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ImageDecodingTests",
      dependencies: ["ImageDecoding", "Models"],
      path: "Tests/ImageDecodingTests",
      exclude: ["Fixtures"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ImageLoaderFeatureTests",
      dependencies: [
        "ImageLoaderFeature",
        "Models",
        "ReactorCore",
        "ReactorTesting",
        "Services",
        "TextUI",
        "TextUITesting",
        snapshotTesting,
      ],
      path: "Tests/ImageLoaderFeatureTests",
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "GitHubSearchFeatureTests",
      dependencies: [
        "GitHubSearchFeature",
        "Models",
        "ReactorCore",
        "ReactorTesting",
        "Services",
        "TextUI",
        "TextUITesting",
        clocks,
        snapshotTesting,
      ],
      path: "Tests/GitHubSearchFeatureTests",
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ServicesLiveTests",
      dependencies: [
        "HTTPTesting",
        "ImageDecoding",
        "Models",
        "Networking",
        "Services",
        "ServicesLive",
        "Storage",
        "StorageTesting",
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ],
      path: "Tests/ServicesLiveTests",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "AppFeatureTests",
      dependencies: [
        "AppFeature",
        "CounterFeature",
        "Models",
        "ReactorCore",
        "ReactorTesting",
        "Services",
        "TextUI",
        "TextUITesting",
        clocks,
      ],
      path: "Tests/AppFeatureTests",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["App", "HTTPTesting", .product(name: "FlyingFox", package: "FlyingFox")],
      path: "Tests/EndToEndTests",
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
