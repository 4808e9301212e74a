// swift-tools-version: 6.2
// The root package's floor; its Package.swift says why.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "reactor-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "reactor-demo", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The scenarios live in one module so both drivers below measure the very same code, with
    // `send` specialised for the benchmark reactors as it would be in a feature module.
    .target(
      name: "ReactorScenarios",
      dependencies: ["CHeapUsage", .product(name: "ReactorCore", package: "reactor-demo")],
      swiftSettings: swiftSettings
    ),
    // glibc's mallinfo2, which its Swift module map leaves out; scenario (d) reads it.
    .target(name: "CHeapUsage"),
    // Counts main-actor hops by interposing dispatch_async_f; only reactor-bench links it.
    .target(name: "CMainQueueHops"),
    // Plain driver with a synchronous main, so it runs under valgrind (instructions.sh).
    .executableTarget(
      name: "reactor-bench",
      dependencies: ["ReactorScenarios", "CMainQueueHops"],
      swiftSettings: swiftSettings
    ),
    // Time travel: what the app's trace costs per action, and what 500 states hold.
    .target(
      name: "TimeTravelScenarios",
      dependencies: [
        "ReactorScenarios",
        .product(name: "CounterFeature", package: "reactor-demo"),
        .product(name: "GitHubSearchFeature", package: "reactor-demo"),
        .product(name: "Models", package: "reactor-demo"),
        .product(name: "ReactorCore", package: "reactor-demo"),
        .product(name: "ReactorTracing", package: "reactor-demo"),
        .product(name: "Services", package: "reactor-demo"),
        .product(name: "TextUI", package: "reactor-demo"),
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "time-travel-bench",
      dependencies: ["TimeTravelScenarios"],
      swiftSettings: swiftSettings
    ),
    // package-benchmark suite: `swift package benchmark`.
    .executableTarget(
      name: "ReactorCoreBenchmarks",
      dependencies: [
        "ReactorScenarios",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ReactorCoreBenchmarks",
      swiftSettings: swiftSettings,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
