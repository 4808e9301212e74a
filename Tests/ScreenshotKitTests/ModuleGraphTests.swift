import Foundation
import Testing

@testable import ScreenshotKit

@Suite struct ModuleGraphTests {
  /// Targets shaped as `swift package dump-package` prints them, cut to what the graph reads.
  private static let targets = [
    #"""
    {"name": "App", "type": "executable", "path": "App", "dependencies": [
      {"byName": ["AppShell", null]}, {"byName": ["AppLogging", null]},
      {"product": ["ArgumentParser", "swift-argument-parser", null, null]}]}
    """#,
    #"""
    {"name": "AppShell", "type": "regular", "path": "Modules/AppShell", "dependencies": [
      {"byName": ["CounterFeature", null]}, {"target": ["Networking", null]}, {"byName": ["Gadget", null]}]}
    """#,
    #"""
    {"name": "CounterFeature", "type": "regular", "path": "Modules/Features/CounterFeature",
      "dependencies": [{"byName": ["ReactorCore", null]}]}
    """#,
    #"""
    {"name": "Networking", "type": "regular", "path": "Modules/Networking",
      "dependencies": [{"byName": ["CCurl", null]}]}
    """#,
    #"{"name": "AppLogging", "type": "regular", "path": "Modules/AppLogging", "dependencies": []}"#,
    #"{"name": "Gadget", "type": "regular", "path": "Modules/Gadget", "dependencies": []}"#,
    #"{"name": "CCurl", "type": "system", "path": "Modules/CCurl", "dependencies": []}"#,
    #"{"name": "ReactorCore", "type": "regular", "path": "Modules/ReactorCore", "dependencies": []}"#,
    #"{"name": "TextUITesting", "type": "regular", "path": "Modules/TextUITesting", "dependencies": []}"#,
    #"""
    {"name": "AppShellTests", "type": "test", "path": "Tests/AppShellTests",
      "dependencies": [{"byName": ["AppShell", null]}]}
    """#,
  ]

  private static func graph(_ targets: [String] = targets) throws -> ModuleGraph {
    try ModuleGraph(manifestJSON: Data(#"{"targets": [\#(targets.joined(separator: ",\n"))]}"#.utf8))
  }

  @Test func drawsTheAppAndWhatItReachesAndNothingElse() throws {
    let graph = try Self.graph()
    #expect(
      Set(graph.modules.keys) == [
        "App", "AppShell", "AppLogging", "ArgumentParser", "CCurl", "CounterFeature", "Gadget", "Networking",
        "ReactorCore",
      ])
  }

  @Test func everyModuleHasALayerFromItsPathItsNameOrTheShortList() throws {
    let layers = try Self.graph().modules.mapValues(\.layer)
    #expect(layers["App"] == .app)
    #expect(layers["AppShell"] == .app)
    #expect(layers["AppLogging"] == .machinery)
    #expect(layers["CounterFeature"] == .pattern)
    #expect(layers["ReactorCore"] == .pattern)
    #expect(layers["Networking"] == .machinery)
    #expect(layers["CCurl"] == .machinery)
    #expect(layers["ArgumentParser"] == .package)
    // Nobody placed it: it is drawn with the machinery, not left out.
    #expect(layers["Gadget"] == .machinery)
  }

  @Test func eachModuleSitsOneRowAboveTheDeepestModuleItUses() throws {
    let layout = try Self.graph().layout
    #expect(
      layout.rows == [
        ["App"], ["AppShell"], ["CounterFeature", "Networking"],
        ["ReactorCore", "AppLogging", "Gadget", "CCurl"],
        ["ArgumentParser"],
      ])
    for box in layout.boxes.values {
      for dependency in box.module.dependencies {
        #expect(layout.boxes[dependency]!.y > box.y, "\(box.module.name) → \(dependency) does not run down")
      }
    }
  }

  @Test func aRowFollowsTheRowAboveSoLinesDoNotCross() throws {
    // By name, Yam would come before Zed, and the two lines would cross.
    let graph = try Self.graph([
      #"""
      {"name": "App", "type": "executable", "path": "App", "dependencies": [
        {"byName": ["Alpha", null]}, {"byName": ["Beta", null]}]}
      """#,
      #"{"name": "Alpha", "type": "regular", "dependencies": [{"byName": ["Zed", null]}]}"#,
      #"{"name": "Beta", "type": "regular", "dependencies": [{"byName": ["Yam", null]}]}"#,
      #"{"name": "Yam", "type": "regular", "dependencies": []}"#,
      #"{"name": "Zed", "type": "regular", "dependencies": []}"#,
    ])
    #expect(graph.layout.rows == [["App"], ["Alpha", "Beta"], ["Zed", "Yam"]])
  }

  @Test func everyModuleIsDrawnWithItsName() throws {
    let graph = try Self.graph()
    let svg = graph.svg
    for (name, box) in graph.layout.boxes {
      #expect(box.lines.joined() == name)
      for line in box.lines { #expect(svg.contains(">\(line)</text>"), "\(name) is not drawn") }
    }
    #expect(!svg.contains("AppShellTests"))
    #expect(!svg.contains("TextUITesting"))
  }

  @Test func theSameManifestGivesTheSameBytesInAnyOrder() throws {
    let svg = try Self.graph().svg
    #expect(try Self.graph().svg == svg)
    #expect(try Self.graph(Self.targets.reversed()).svg == svg)
    #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
  }

  @Test func namesAreEscaped() throws {
    let svg = try Self.graph([
      #"""
      {"name": "App", "type": "executable", "path": "App", "dependencies": [
        {"product": ["Odd<&>\"Kit", "odd", null, null]}]}
      """#
    ]).svg
    #expect(svg.contains("Odd&lt;&amp;&gt;&quot;Kit"))
    #expect(!svg.contains("Odd<"))
  }

  @Test func longNamesBreakBeforeTheirLastWord() {
    #expect(ModuleGraph.Layout.lines(of: "GitHubSearchFeature") == ["GitHubSearch", "Feature"])
    #expect(ModuleGraph.Layout.lines(of: "ReactorCore") == ["ReactorCore"])
    #expect(ModuleGraph.Layout.lines(of: "Configuration") == ["Configuration"])
  }

  @Test func aManifestThatIsNotJSONIsAnError() {
    #expect(throws: (any Error).self) { try ModuleGraph(manifestJSON: Data("not json".utf8)) }
  }
}
