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
    "TestClock", "ImmediateClock", "SnapshotTesting", "__Snapshots__", "GRDB", "DatabasePool",
    "DatabaseQueue",
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
        final class HTTPClient { func send(_ request: Int, progress: Int) {} }
        class Base {
          class func make() -> Base { Base() }
          init(elements: [Int]) {}
          func run() {}
          let pattern = /[^\\s"',]+/
          func after() {}
        }
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
    // Labels belong to the type named: another type's function of the same name is not it.
    #expect(found("EffectNode.start(in:progress:)") != nil)
    #expect(found("Navigator.handle(_:progress:)") != nil)
    #expect(found("Navigator.send(_:progress:)") != nil)
    #expect(found("HTTPClient.send(_:progress:)") == nil)
    #expect(found("Base.make()") == nil)
    #expect(found("Base.run()") == nil)
    #expect(found("Base.walk()") != nil)
    #expect(found("Base.init(elements:)") == nil)
    #expect(found("Base.init(items:)") != nil)
    // A regex literal's quote hides no brace: what follows it is still in the type.
    #expect(found("Base.after()") == nil)
    #expect(found("service.handle(_:)") == nil)
    #expect(found("service.handle(event:)") != nil)
    #expect(
      Self.names(in: "`q`, `--plain`, `posts.baseURL`, `swift run x`, `.line(\"swift\")`, `add(String)`")
        .isEmpty)
    #expect(
      Self.names(in: "`InputPump.run()`, `service.updateBirth(to:)`") == [
        "InputPump.run()", "service.updateBirth(to:)",
      ])
    #expect(
      Self.names(in: "`Navigator.handle(_:)` and `@Pulse`, ```\n`Skipped`\n```") == [
        "Navigator.handle(_:)", "Pulse",
      ])
  }

  /// The example case study "Adding a case study" walks through, which the code does not have.
  static let walkthrough: Set<String> = [
    "ServiceValues.todos", "Todo", "TodoServiceKey", "TodosEnvironment", "setTodos", "appendTodo",
    "delete(id:)",
    "environment.services.todos",
  ]

  /// The code spans of `markdown` that are names, outside fenced code, in the form they are
  /// checked (`@Pulse` as `Pulse`, `.editQuery` as `editQuery`).
  static func names(in markdown: String) -> [String] {
    let prose = markdown.replacing(/```.*?```/.dotMatchesNewlines(), with: "")
    return prose.matches(of: /`([^`\n]+)`/).compactMap { match in
      var span = Substring(match.output.1)
      if span.hasPrefix("@") || span.hasPrefix(".") { span = span.dropFirst() }
      // A name: components joined by dots, each an identifier with its labels (none for `()`)
      // or its generic arguments. A call with arguments (`add(String)`) is not a name.
      guard
        span.wholeMatch(of: /[A-Za-z_]\w*(<[\w, ]+>)?(\((\w+:)*\))?(\.[A-Za-z_]\w*(\((\w+:)*\))?)*/) != nil,
        !walkthrough.contains(String(span))
      else { return nil }
      let parts = span.split(separator: ".")
      let first = parts[0]
      let isType = first.first?.isUppercase == true
      let isFunction = span.contains("(")
      let isCamelCase = first.contains { $0.isUppercase }
      // A file (`Package.swift`), or a constant or an environment variable (`NO_COLOR`).
      if parts.count > 1, ["swift", "md", "session", "json", "svg", "sh"].contains(parts.last) { return nil }
      if !span.contains(where: \.isLowercase) { return nil }
      // A lowercase first part with a dot is a configuration key or a variable: only a call at
      // its end is a name (`service.updateBirth(to:)`, not `posts.baseURL`). A lowercase word
      // alone is a key, a command or a line, unless it is camel case or a call.
      if !isType && parts.count > 1 { return parts.last?.contains("(") == true ? String(span) : nil }
      if !isType && !(isFunction || isCamelCase) { return nil }
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
    var parts = span.split(separator: ".").map(String.init)
    // `service.updateBirth(to:)`: the variable's type is not written, so only the call is checked.
    if parts.first?.first?.isUppercase == false && parts.count > 1 { parts = [parts.last ?? ""] }
    var owner: String?
    for part in parts {
      let base = String(part.prefix { $0 != "(" && $0 != "<" })
      if outside.contains(base) { return nil }
      if base.first?.isUppercase == true {
        guard index.types.contains(base) else { return "names a type the code does not declare" }
        owner = base
        continue
      }
      if let owner {
        guard (index.members[owner] ?? []).contains(base) else {
          return "names a member \(owner) does not declare"
        }
        if part.contains("("),
          !(index.typeSignatures[owner] ?? []).contains(where: { Self.call(part, fits: $0) })
        {
          return "has labels no declaration of \(owner).\(base) has"
        }
      } else {
        if !index.memberNames.contains(base)
          && !index.signatures.contains(where: { $0.hasPrefix("\(base)(") })
        {
          return "names a function or member the code does not declare"
        }
        if part.contains("("), !index.signatures.contains(where: { Self.call(part, fits: $0) }) {
          return "has labels no declaration of \(base) has"
        }
      }
      owner = nil
    }
    return nil
  }
}
