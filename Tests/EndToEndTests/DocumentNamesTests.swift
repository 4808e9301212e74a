import Foundation
import Testing

/// The names README and the pages in `docs/` give in code spans are the code's names: a type, a
/// `Type.member`, a function with its labels (`bind(reactor:)`) or a camel-case member. A
/// renamed function or a moved member fails here, naming the page and the span, rather than
/// sending a reader to look for something that is not there.
struct DocumentNamesTests {
  /// Where the code the docs speak of lives.
  static let folders = ["Package.swift", "Modules", "App", "Tools", "Tests", "Benchmarks", "Examples"]

  /// Names from outside the project that the docs use as they are: the standard library,
  /// Foundation, and the packages the project depends on.
  static let outside: Set<String> = [
    // Swift and its standard library, Foundation, Synchronization, Swift Testing.
    "Actor", "AsyncSequence", "AsyncStream", "Clock", "ContinuousClock", "Data", "Date", "Duration",
    "Equatable", "Error", "Hashable", "JSONDecoder", "JSONEncoder", "Mutex", "NSLock", "Sendable",
    "String", "Synchronization", "Task", "TaskExecutor", "TimeZone", "URL", "URLSession",
    "MainActor", "Observable", "Test", "XCTest",
    // swift-clocks, swift-snapshot-testing, GRDB, FlyingFox, swift-argument-parser, swift-log.
    "TestClock", "ImmediateClock", "SnapshotTesting", "GRDB", "DatabasePool", "DatabaseQueue",
    "FlyingFox", "HTTPServer", "ArgumentParser", "ParsableCommand", "Logger", "Logging",
    // HTTP's header names.
    "Authorization", "ETag",
  ]

  @Test func everyNameInReadmeAndDocsIsInTheCode() throws {
    let index = try CodeIndex(root: DocumentLinksTests.root, folders: Self.folders)
    var missing: [String] = []
    var checked = 0
    for path in try DocumentLinksTests.documents() {
      for span in Self.names(in: try DocumentLinksTests.text(of: path)) {
        checked += 1
        if let problem = Self.problem(with: span, in: index) {
          missing.append("\(path): `\(span)` \(problem)")
        }
      }
    }
    #expect(checked > 200, "the docs name \(checked) things; the reading of code spans is broken")
    #expect(missing.isEmpty, "names the code does not have:\n\(missing.joined(separator: "\n"))")
  }

  /// The check itself, on a small piece of code: a member under the wrong type, a function with
  /// the wrong labels and a type that is not there are each reported; commands, keys and
  /// configuration keys are not names.
  @Test func aNameTheCodeLacksIsReportedAndOtherSpansAreNot() {
    let index = CodeIndex(
      source: """
        struct Navigator {
          func handle(_ event: String) { let local = 1 }
          static let debounce = 1
        }
        extension Navigator { func show(frame: Int, at row: Int = 0) {} }
        enum InputEvent { case line(String), key(Int) }
        final class EffectNode { func start(in context: Int) -> Int { 0 } }
        """)
    let found = { (span: String) in Self.problem(with: span, in: index) }
    #expect(found("Navigator") == nil)
    #expect(found("Navigator.handle(_:)") == nil)
    #expect(found("Navigator.show(frame:at:)") == nil)
    #expect(found("Navigator.debounce") == nil)
    #expect(found("InputEvent.line") == nil)
    #expect(found("InputEvent.line(_:)") == nil)
    #expect(found("EffectNode.start(in:)") == nil)
    #expect(found("Mutations.start(in:)") != nil)
    #expect(found("Navigator.start(in:)") != nil)
    #expect(found("Navigator.handle(event:)") != nil)
    #expect(found("Navigator.show(frame:)") == nil)
    #expect(found("Navigator.show(at:)") == nil)
    #expect(found("Navigator.show(at:frame:)") != nil)
    #expect(found("Navigator.local") != nil)
    #expect(found("handle(_:)") == nil)
    #expect(found("waitUntilIdle") != nil)
    #expect(found("Navigation") != nil)
    #expect(Self.names(in: "`q`, `--plain`, `posts.baseURL`, `swift run x`, `.line(\"swift\")`").isEmpty)
    #expect(
      Self.names(in: "`Navigator.handle(_:)` and `@Pulse`, ```\n`Skipped`\n```") == [
        "Navigator.handle(_:)", "Pulse",
      ])
  }

  /// The code spans of `markdown` that are names, outside fenced code, in the form they are
  /// checked (`@Pulse` as `Pulse`, `.editQuery` as `editQuery`).
  static func names(in markdown: String) -> [String] {
    let prose = markdown.replacing(/```.*?```/.dotMatchesNewlines(), with: "")
    return prose.matches(of: /`([^`\n]+)`/).compactMap { match in
      var span = Substring(match.output.1)
      if span.hasPrefix("@") || span.hasPrefix(".") { span = span.dropFirst() }
      // A name: components joined by dots, each an identifier with labels or generic arguments.
      guard
        span.wholeMatch(of: /[A-Za-z_]\w*(<[\w, ]+>)?(\((\w+:)+\))?(\.[A-Za-z_]\w*(\((\w+:)+\))?)*/) != nil
      else { return nil }
      let parts = span.split(separator: ".")
      let first = parts[0]
      let isType = first.first?.isUppercase == true
      let isFunction = span.contains("(")
      let isCamelCase = first.contains { $0.isUppercase }
      // A lowercase first part with a dot is a configuration key or a local (`posts.baseURL`);
      // a lowercase word alone is a key, a command or a line, unless it is camel case.
      if !isType && (parts.count > 1 || !(isFunction || isCamelCase)) { return nil }
      // The walk-through in case-studies.md adds an example case study the code does not have.
      if span.localizedCaseInsensitiveContains("todo") { return nil }
      // A file (`Package.swift`), or a constant or an environment variable (`NO_COLOR`).
      if parts.count > 1, ["swift", "md", "session", "json", "svg", "sh"].contains(parts.last) { return nil }
      if !span.contains(where: \.isLowercase) { return nil }
      return String(span)
    }
  }

  /// Whether `call` (`cancellable(id:)`) names `declaration` (`cancellable(id:cancelInFlight:)`):
  /// the same function, its labels in order, any it leaves out having a default for all the
  /// docs can tell.
  static func call(_ call: String, fits declaration: String) -> Bool {
    let labels = { (text: String) in text.drop { $0 != "(" }.dropFirst().split(separator: ":") }
    guard call.prefix(while: { $0 != "(" }) == declaration.prefix(while: { $0 != "(" }) else { return false }
    var wanted = labels(call)[...]
    for label in labels(declaration) where label == wanted.first { wanted = wanted.dropFirst() }
    return wanted.isEmpty
  }

  /// Why `span` is not in the code, or nil when it is.
  static func problem(with span: String, in index: CodeIndex) -> String? {
    let parts = span.split(separator: ".").map(String.init)
    var owner: String?
    for part in parts {
      let base = String(part.prefix { $0 != "(" && $0 != "<" })
      if base.first?.isUppercase == true {
        if outside.contains(base) { return nil }
        guard index.types.contains(base) else { return "names a type the code does not declare" }
        owner = base
        continue
      }
      if let owner, !index.types.contains(owner) || !(index.members[owner] ?? []).contains(base) {
        return "names a member \(owner) does not declare"
      }
      if owner == nil && !index.memberNames.contains(base)
        && !index.signatures.contains(where: { $0.hasPrefix("\(base)(") })
      {
        return "names a function or member the code does not declare"
      }
      if part.contains("("), !index.signatures.contains(where: { Self.call(part, fits: $0) }) {
        return "has labels no declaration of \(base) has"
      }
      owner = nil
    }
    return nil
  }
}
