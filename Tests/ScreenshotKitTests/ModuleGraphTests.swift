import Foundation
import Testing

@testable import ScreenshotKit

@Suite struct ModuleGraphTests {
  /// A manifest shaped as `swift package dump-package` prints it, cut to what the graph reads.
  private let manifest = Data(
    #"""
    {"targets": [
      {"name": "App", "type": "executable", "path": "App", "dependencies": [
        {"byName": ["AppShell", null]},
        {"product": ["ArgumentParser", "swift-argument-parser", null, null]}]},
      {"name": "AppShell", "type": "regular", "path": "Modules/AppShell", "dependencies": [
        {"byName": ["CounterFeature", null]}, {"target": ["Networking", null]}]},
      {"name": "CounterFeature", "type": "regular", "path": "Modules/Features/CounterFeature",
        "dependencies": [{"byName": ["ReactorCore", null]}]},
      {"name": "Networking", "type": "regular", "path": "Modules/Networking",
        "dependencies": [{"byName": ["CCurl", null]}]},
      {"name": "CCurl", "type": "system", "path": "Modules/CCurl", "dependencies": []},
      {"name": "ReactorCore", "type": "regular", "path": "Modules/ReactorCore", "dependencies": []},
      {"name": "TextUITesting", "type": "regular", "path": "Modules/TextUITesting", "dependencies": []},
      {"name": "AppShellTests", "type": "test", "path": "Tests/AppShellTests",
        "dependencies": [{"byName": ["AppShell", null]}]}
    ]}
    """#.utf8)

  @Test func drawsTheAppAndWhatItReachesGroupedByKind() throws {
    let dot = try ModuleGraph(manifestJSON: manifest).dot
    #expect(!dot.contains("AppShellTests"))
    #expect(!dot.contains("TextUITesting"))
    let body = dot.split(separator: "\n").dropFirst(6).joined(separator: "\n")
    #expect(
      body == """
          subgraph cluster_0 {
            label="app"; style="rounded,dashed"; color="#9aa5b8";
            "App";
            "AppShell";
          }
          subgraph cluster_1 {
            label="features"; style="rounded,dashed"; color="#9aa5b8";
            "CounterFeature";
          }
          subgraph cluster_2 {
            label="services"; style="rounded,dashed"; color="#9aa5b8";
            "Networking";
          }
          subgraph cluster_3 {
            label="core"; style="rounded,dashed"; color="#9aa5b8";
            "ReactorCore";
          }
          subgraph cluster_4 {
            label="system libraries"; style="rounded,dashed"; color="#9aa5b8";
            "CCurl";
          }
          subgraph cluster_5 {
            label="packages"; style="rounded,dashed"; color="#9aa5b8";
            "ArgumentParser" [fillcolor="#ffffff", style="rounded,dashed", tooltip="swift-argument-parser"];
          }
          "App" -> "AppShell";
          "App" -> "ArgumentParser" [style=dashed, color="#c3cad6"];
          "AppShell" -> "CounterFeature";
          "AppShell" -> "Networking";
          "CounterFeature" -> "ReactorCore";
          "Networking" -> "CCurl";
        }
        """)
  }

  @Test func aManifestThatIsNotJSONIsAnError() {
    #expect(throws: (any Error).self) { try ModuleGraph(manifestJSON: Data("not json".utf8)) }
  }
}
