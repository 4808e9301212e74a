// swift-tools-version: 6.2
// 6.2 is the floor, for two reasons. ReactorCore's `Bag` and `ReactorRuntime` end with an
// `isolated deinit` (SE-0371, new in Swift 6.2), so releasing them cancels their work on the
// main actor; the tests use it too (NavigatorTests), and Swift Testing's exit tests (6.2,
// FidelityTests). And swift-configuration and swift-log (with swift-service-lifecycle, which
// swift-configuration brings) ship only 6.2 manifests. Lowering the floor means replacing those
// deinits and exit tests, and older releases of those packages, if any read on older toolchains.
// `.ci/toolchain-floor` checks that this line, README and the dependencies agree.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

// Test-only products, named once.
let clocks: Target.Dependency = .product(name: "Clocks", package: "swift-clocks")
let snapshotTesting: Target.Dependency = .product(name: "SnapshotTesting", package: "swift-snapshot-testing")

/// A library in `Modules/<name>`, with the house settings.
func module(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
  .target(name: name, dependencies: dependencies, path: "Modules/\(name)", swiftSettings: swiftSettings)
}

/// A feature in `Modules/Features/<name>`: it may build on the core, the text kit, the case
/// study descriptor, the service protocols and the models; on nothing else.
func feature(
  _ name: String,
  _ dependencies: [Target.Dependency] = [
    "CaseStudyKit", "Models", "ReactorCore", "Services", "TextUI",
  ]
) -> Target {
  .target(
    name: name, dependencies: dependencies, path: "Modules/Features/\(name)", swiftSettings: swiftSettings)
}

/// The tests of a module, in `Tests/<name>Tests`.
func tests(_ name: String, _ dependencies: [Target.Dependency], exclude: [String] = []) -> Target {
  .testTarget(
    name: "\(name)Tests", dependencies: dependencies, path: "Tests/\(name)Tests", exclude: exclude,
    swiftSettings: swiftSettings)
}

let package = Package(
  name: "reactor-demo",
  // Synchronization's `Mutex` and swift-configuration need macOS 15. Only Linux is built and
  // tested (README, Requirements).
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "reactor-demo", targets: ["App"]),
    .library(name: "ReactorCore", targets: ["ReactorCore"]),
    .library(name: "ReactorTesting", targets: ["ReactorTesting"]),
    // Trace and time travel, for the app, its tools and Benchmarks/ (time travel).
    .library(name: "ReactorTracing", targets: ["ReactorTracing"]),
    .library(name: "Networking", targets: ["Networking"]),
    // For Benchmarks/: the offline generator and the grouping of people into sections.
    .library(name: "Models", targets: ["Models"]),
    .library(name: "ServicesLive", targets: ["ServicesLive"]),
    .library(name: "RandomUsersFeature", targets: ["RandomUsersFeature"]),
    // For Benchmarks/ImageLoader: decoding, and rendering into a frame.
    .library(name: "ImageDecoding", targets: ["ImageDecoding"]),
    .library(name: "ImageLoaderFeature", targets: ["ImageLoaderFeature"]),
    // For Benchmarks/ (time travel): Counter's state and reduce, traced.
    .library(name: "CounterFeature", targets: ["CounterFeature"]),
    // For Benchmarks/GitHubSearch: the offline catalog search and the list's rendering.
    .library(name: "Services", targets: ["Services"]),
    .library(name: "Storage", targets: ["Storage"]),
    .library(name: "GitHubSearchFeature", targets: ["GitHubSearchFeature"]),
    .library(name: "TextUI", targets: ["TextUI"]),
    // For Tools/fuzz: the configuration file and environment as fuzz targets read them.
    .library(name: "AppConfiguration", targets: ["AppConfiguration"]),
    // For Tools/fuzz: the session file reader, and the redaction.
    .library(name: "SessionRecording", targets: ["SessionRecording"]),
    .library(name: "Privacy", targets: ["Privacy"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
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
    module("ReactorCore"),
    module(
      "ReactorTesting",
      [
        "ReactorCore", clocks, .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]),
    // Trace and time travel: the trace's lines, the history of states, a view's pure render.
    // ReactorCore keeps only the hook they use, `trace(_:)`.
    module("ReactorTracing", ["ReactorCore"]),
    module("TextUI"),
    // What a case study is to the app: its descriptor, and the context its pages are built in.
    module("CaseStudyKit", ["ReactorCore", "Services", "TextUI"]),
    // What the app writes holds no secret and is its user's alone: the one redaction, and files
    // and folders made private whatever the umask.
    module("Privacy"),
    // Test doubles for views: screens and navigations that record or ignore what they are given.
    module("TextUITesting", ["TextUI"]),
    module(
      "AppConfiguration",
      [
        "Privacy",
        .product(name: "Configuration", package: "swift-configuration"),
      ]),

    module("Models"),
    .systemLibrary(
      name: "CCurl",
      path: "Modules/CCurl",
      pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"])]
    ),
    module("Networking", ["CCurl"]),
    module("Services", ["Models", "ReactorCore"]),
    // SQLite's settings a session's database is opened with (defensive, an untrusted schema).
    .systemLibrary(
      name: "CSQLite",
      path: "Modules/CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    module("Storage", ["CSQLite", "Models", "Privacy", .product(name: "GRDB", package: "GRDB.swift")]),
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
    module("ImageDecoding", ["CPNG", "CTurboJPEG", "Models"]),
    .target(
      name: "ServicesLive",
      dependencies: ["ImageDecoding", "Models", "Networking", "Privacy", "Services", "Storage"],
      path: "Modules/ServicesLive",
      resources: [
        .copy("Resources/SamplePosts.json"), .copy("Resources/repo-catalog.json"), .copy("SampleImages"),
      ],
      swiftSettings: swiftSettings
    ),
    // Test support: a loopback HTTP server, and a second SQLite connection that holds the lock.
    module(
      "HTTPTesting",
      [
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]),
    module("StorageTesting", [.product(name: "GRDB", package: "GRDB.swift")]),
    module("AppLogging", ["Privacy", .product(name: "Logging", package: "swift-log")]),
    // Session files: the format, the reader, and the recorders of HTTP and frames.
    module("SessionRecording", ["Networking", "Privacy", "TextUI"]),

    // MARK: - Features
    feature("CounterFeature", ["CaseStudyKit", "ReactorCore", "TextUI"]),
    feature("ProfileFeature"),
    feature("GitHubSearchFeature"),
    feature("RandomUsersFeature"),
    feature("ImageLoaderFeature"),
    feature("HomeFeature"),
    feature("TimersFeature", ["CaseStudyKit", "ReactorCore", "TextUI"]),

    // MARK: - App
    // The shell: the menu, the page stack, the trace and time travel; it knows case studies
    // only through their descriptors.
    module("AppShell", ["CaseStudyKit", "Models", "ReactorCore", "ReactorTracing", "Services", "TextUI"]),
    // The composition root: the one module that builds live services (for the app and for
    // Tools/screenshots), and the one list of case studies.
    module(
      "AppComposition",
      [
        "AppConfiguration", "AppShell", "AppLogging", "CaseStudyKit", "ImageDecoding", "Models",
        "Networking", "Privacy", "Services", "ServicesLive", "Storage", "TextUI",
        .product(name: "Logging", package: "swift-log"),
        // The case studies (CompositionRoot+CaseStudies.swift lists them, in menu order).
        "CounterFeature", "HomeFeature", "ProfileFeature", "GitHubSearchFeature", "RandomUsersFeature",
        "ImageLoaderFeature", "TimersFeature",
      ]),
    .executableTarget(
      name: "App",
      dependencies: [
        "AppComposition", "AppConfiguration", "AppShell", "CaseStudyKit", "Networking", "Privacy",
        "ReactorTracing", "SessionRecording", "TextUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "App",
      swiftSettings: swiftSettings
    ),

    // MARK: - Tools
    // README's pictures: the app run offline with fixed data, its escape sequences drawn as SVG.
    .target(
      name: "ScreenshotKit",
      dependencies: ["AppComposition", "AppConfiguration", "AppShell", "CaseStudyKit", "Services", "TextUI"],
      path: "Tools/screenshots/Sources/ScreenshotKit",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "screenshots",
      dependencies: ["ScreenshotKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      path: "Tools/screenshots/Sources/screenshots",
      swiftSettings: swiftSettings
    ),

    // MARK: - Tests
    tests(
      "ReactorCore",
      [
        "ReactorCore", "ReactorTesting", clocks, snapshotTesting,
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ], exclude: ["Articles/__Snapshots__"]),
    tests("ReactorTracing", ["ReactorCore", "ReactorTesting", "ReactorTracing", "TextUI", clocks]),
    tests("AppConfiguration", ["AppConfiguration"]),
    tests("Privacy", ["Privacy"]),
    tests(
      "Networking",
      [
        "CCurl", "HTTPTesting", "Networking", .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]),
    tests("Models", ["Models"]),
    tests("Services", ["Models", "ReactorTesting", "Services", clocks]),
    tests("Storage", ["Models", "Storage", "StorageTesting", .product(name: "GRDB", package: "GRDB.swift")]),
    tests("AppLogging", ["AppLogging", "Privacy", .product(name: "Logging", package: "swift-log")]),
    tests("SessionRecording", ["HTTPTesting", "Networking", "Privacy", "SessionRecording", "TextUI"]),
    tests("TextUI", ["TextUI", "TextUITesting", snapshotTesting], exclude: ["__Snapshots__"]),
    tests(
      "CounterFeature",
      [
        "CounterFeature", "ReactorCore", "ReactorTesting", "TextUI", "TextUITesting", clocks, snapshotTesting,
      ], exclude: ["__Snapshots__"]),
    tests(
      "ProfileFeature",
      [
        "Models", "ProfileFeature", "ReactorCore", "ReactorTesting", "ReactorTracing", "Services", "TextUI",
        "TextUITesting", snapshotTesting,
      ], exclude: ["__Snapshots__"]),
    tests(
      "RandomUsersFeature",
      [
        "Models", "RandomUsersFeature", "ReactorCore", "ReactorTesting", "Services", "TextUI",
        "TextUITesting", snapshotTesting,
      ], exclude: ["__Snapshots__"]),
    tests(
      "HomeFeature",
      [
        "HomeFeature", "Models", "ReactorCore", "ReactorTesting", "Services", "TextUI", "TextUITesting",
        clocks, snapshotTesting,
      ], exclude: ["__Snapshots__"]),
    tests("ImageDecoding", ["ImageDecoding", "Models"], exclude: ["Fixtures"]),
    tests(
      "ImageLoaderFeature",
      [
        "ImageLoaderFeature", "Models", "ReactorCore", "ReactorTesting", "Services", "TextUI",
        "TextUITesting", snapshotTesting,
      ], exclude: ["__Snapshots__"]),
    tests(
      "GitHubSearchFeature",
      [
        "GitHubSearchFeature", "Models", "ReactorCore", "ReactorTesting", "ReactorTracing", "Services",
        "TextUI", "TextUITesting", clocks, snapshotTesting,
      ], exclude: ["__Snapshots__"]),
    tests(
      "ServicesLive",
      [
        "HTTPTesting", "ImageDecoding", "Models", "Networking", "ReactorTesting", "Services", "ServicesLive",
        "Storage", "StorageTesting", .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]),
    tests(
      "AppShell",
      [
        "AppComposition", "AppLogging", "AppShell", "CaseStudyKit", "CounterFeature", "GitHubSearchFeature",
        "HomeFeature",
        "ImageLoaderFeature", "Models", "Privacy", "ProfileFeature", "RandomUsersFeature", "ReactorCore",
        "ReactorTesting", "ReactorTracing",
        "Services", "SessionRecording", "TextUI", "TextUITesting", clocks, snapshotTesting,
      ], exclude: ["__Snapshots__"]),
    tests(
      "TimersFeature",
      ["ReactorCore", "ReactorTesting", "TextUI", "TextUITesting", "TimersFeature", clocks, snapshotTesting],
      exclude: ["__Snapshots__"]),
    tests("ScreenshotKit", ["ScreenshotKit"]),
    tests(
      "EndToEnd",
      [
        "App", "AppComposition", "AppConfiguration", "CaseStudyKit", "HTTPTesting", "SessionRecording",
        .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "GRDB", package: "GRDB.swift"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
