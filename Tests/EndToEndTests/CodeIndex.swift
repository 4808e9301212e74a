import Foundation

/// The names the project's Swift code declares, read from its text: enough to tell whether a
/// name the docs give (`Navigator.handle(_:)`, `AppContainer`, `bind(reactor:)`) is in the
/// code under that name. It is not a parser: it reads declarations by their keywords and
/// nesting by braces, with comments and string literals taken out first.
struct CodeIndex {
  /// Every type, protocol, type alias and module declared.
  private(set) var types: Set<String> = []
  /// The members declared in each type's body or in its extensions, by the type's name.
  private(set) var members: [String: Set<String>] = [:]
  /// Every function, initializer and enum case with its labels, as docs write it: `send(_:to:)`.
  private(set) var signatures: Set<String> = []
  /// The signatures declared in each type's body or in its extensions, by the type's name.
  private(set) var typeSignatures: [String: Set<String>] = [:]
  /// Every member name, whatever declares it.
  private(set) var memberNames: Set<String> = []

  /// The declarations of every `.swift` file under `folders` in `root` (or of a folder that is a
  /// file, such as `Package.swift`), build folders left out; the folders' own names and their
  /// subfolders' (the modules) count as types.
  init(root: URL, folders: [String]) throws {
    let files = FileManager.default
    for folder in folders {
      let base = root.appending(path: folder)
      if base.pathExtension == "swift" {
        read(try String(contentsOf: base, encoding: .utf8))
        continue
      }
      types.insert(folder)
      guard let walker = files.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else {
        continue
      }
      for case let url as URL in walker {
        let name = url.lastPathComponent
        if name.hasPrefix(".build") || name == "__Snapshots__" {
          walker.skipDescendants()
          continue
        }
        if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
          types.insert(name)
        } else if url.pathExtension == "swift" {
          read(try String(contentsOf: url, encoding: .utf8))
        }
      }
    }
  }

  /// The declarations of one file's text.
  init(source: String) {
    read(source)
  }

  private mutating func read(_ source: String) {
    let code = Self.withoutCommentsAndStrings(source)
    readNesting(code)
    readSignatures(code)
  }

  /// Types, and each member under the type whose braces hold it directly.
  private mutating func readNesting(_ code: String) {
    // `class func` and `static var` declare members, not types named `func` or `var`.
    let heads = /\b(?:struct|class|enum|protocol|actor|extension)\s+(?!(?:func|var|let)\b)([A-Za-z_][\w.]*)/
    let aliases = /\b(?:typealias|associatedtype)\s+([A-Za-z_]\w*)/
    var stack: [String?] = []
    var pending: String?
    var rest = code[...]
    // The code is read a piece at a time between braces (`enum E { case a, b }` is one line),
    // and each piece a line at a time.
    while true {
      let brace = rest.firstIndex { $0 == "{" || $0 == "}" } ?? rest.endIndex
      for line in rest[..<brace].split(separator: "\n", omittingEmptySubsequences: false) {
        for match in line.matches(of: aliases) { types.insert(String(match.output.1)) }
        let head = line.firstMatch(of: heads).map { String($0.output.1.split(separator: ".").last ?? "") }
        if let head, !line.contains("extension") { types.insert(head) }
        if let enclosing = stack.last ?? nil { readMembers(of: enclosing, in: line, code: code) }
        if let head { pending = head }
      }
      guard brace < rest.endIndex else { break }
      if rest[brace] == "{" {
        stack.append(pending)
        pending = nil
      } else {
        _ = stack.popLast()
      }
      rest = rest[rest.index(after: brace)...]
    }
  }

  /// The first declaration on `line` (what follows it may be inside its body), or every case of
  /// a `case` line, as members of `enclosing`, with the labels of a function, an initializer or
  /// a case with values; `line` is a piece of `code`, which holds a signature's later lines.
  private mutating func readMembers(of enclosing: String, in line: Substring, code: String) {
    let member =
      /\b(func|var|let|case|typealias|associatedtype|struct|class|enum|protocol|actor)\s+(?!(?:func|var|let)\b)([A-Za-z_]\w*)|\b(init)\??\s*[(<]/
    guard let match = line.firstMatch(of: member) else { return }
    let keyword = match.output.1 ?? "init"
    var names = [String(match.output.2 ?? "init")]
    switch keyword {
    case "case":
      // `case line(String), key(Int)`: every case the line declares.
      let items = Self.balancedParameters(in: line[match.range.lowerBound...].dropFirst(4) + ")")
      names = items.compactMap { $0.firstMatch(of: /^[A-Za-z_]\w*/).map { String($0.output) } }
      for (item, name) in zip(items, names) {
        guard let open = item.firstIndex(of: "(") else { continue }
        let values = Self.balancedParameters(in: item[item.index(after: open)...])
        add(Self.signature(name, values, isCase: true), to: enclosing)
      }
    case "func", "init":
      // The parameters, after any generic parameters, may run over several lines. An `init`'s
      // match ends at its `(` or its `<`.
      let after = code[match.range.upperBound...]
      let opened = keyword == "init" && code[code.index(before: match.range.upperBound)] == "("
      guard let open = opened ? after.startIndex : after.firstIndex(of: "(").map(after.index(after:))
      else { break }
      let parameters = Self.balancedParameters(in: after[open...])
      add(Self.signature(names[0], parameters, isCase: false), to: enclosing)
    default: break
    }
    for name in names {
      members[enclosing, default: []].insert(name)
      memberNames.insert(name)
    }
  }

  private mutating func add(_ signature: String, to type: String) {
    signatures.insert(signature)
    typeSignatures[type, default: []].insert(signature)
  }

  /// `name(label:label:)` for every function and initializer, wherever it is declared.
  private mutating func readSignatures(_ code: String) {
    let start = /\b(?:func\s+([A-Za-z_]\w*)\s*(?:<[^>{]*>)?|(init)\??)\s*\(/
    for match in code.matches(of: start) {
      guard let name = match.output.1 ?? match.output.2 else { continue }
      let parameters = Self.balancedParameters(in: code[match.range.upperBound...])
      signatures.insert(Self.signature(String(name), parameters, isCase: false))
    }
  }

  /// `name(label:label:)`, as docs write a function, an initializer or a case with values.
  private static func signature(_ name: String, _ parameters: [String], isCase: Bool) -> String {
    "\(name)(\(parameters.map { label(of: $0, isCase: isCase) + ":" }.joined()))"
  }

  /// A parameter's argument label: its first name (`_` included), or for an enum case's value
  /// without a name, `_` (`case line(String)` is `line(_:)`).
  private static func label(of parameter: String, isCase: Bool) -> String {
    guard parameter.contains(":") || !isCase else { return "_" }
    let words =
      parameter.split(separator: ":", maxSplits: 1).first?
      .split(separator: " ").filter { !$0.isEmpty && !$0.hasPrefix("@") } ?? []
    return words.first.map(String.init) ?? "_"
  }

  /// The comma-separated parameters of a list that starts just after its `(`.
  private static func balancedParameters<Text: StringProtocol>(in text: Text) -> [String] {
    var depth = 0
    var parameters: [String] = []
    var current = ""
    for character in text {
      switch character {
      case "(", "[", "<", "{": depth += 1
      // The `>` of a function type's `->` closes nothing.
      case ">" where current.last == "-": break
      case ")", "]", ">", "}":
        if depth == 0 {
          let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
          if !last.isEmpty { parameters.append(last) }
          return parameters
        }
        depth -= 1
      case "," where depth == 0:
        parameters.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    return parameters
  }

  /// The source with `//` and `/* */` comments and the insides of string literals removed,
  /// lines kept where they were.
  static func withoutCommentsAndStrings(_ source: String) -> String {
    var result = ""
    var characters = source[...]
    while let character = characters.first {
      if characters.hasPrefix("//") {
        characters = characters.drop { $0 != "\n" }
      } else if characters.hasPrefix("/*") {
        let end = characters.range(of: "*/")?.upperBound ?? characters.endIndex
        result += String(repeating: "\n", count: characters[..<end].filter { $0 == "\n" }.count)
        characters = characters[end...]
      } else if characters.hasPrefix("\"\"\"") {
        let body = characters.dropFirst(3)
        let end = body.range(of: "\"\"\"")?.upperBound ?? body.endIndex
        result += "\"\"" + String(repeating: "\n", count: body[..<end].filter { $0 == "\n" }.count)
        characters = body[end...]
      } else if character == "/", Self.startsRegex(after: result), let end = Self.regexEnd(characters) {
        // A regex literal: its quotes and braces are not code.
        result += "/rx/"
        characters = characters[end...]
      } else if character == "\"" {
        var rest = characters.dropFirst()
        while let next = rest.first, next != "\"", next != "\n" {
          rest = next == "\\" ? rest.dropFirst(2) : rest.dropFirst()
        }
        result += "\"\""
        characters = rest.dropFirst()
      } else {
        result.append(character)
        characters = characters.dropFirst()
      }
    }
    return result
  }

  /// Whether a `/` after `code` starts a regex literal rather than a division: it follows an
  /// opening bracket, a comma, `=` or `:`, where no operand ends.
  private static func startsRegex(after code: String) -> Bool {
    guard let last = code.last(where: { $0 != " " }) else { return false }
    return "([,=:{".contains(last)
  }

  /// The index just past a regex literal's closing `/` on the same line, or nil when `text`
  /// (which starts at its opening `/`) holds none, or starts a comment.
  private static func regexEnd(_ text: Substring) -> Substring.Index? {
    var rest = text.dropFirst()
    guard let first = rest.first, first != " ", first != "/", first != "*" else { return nil }
    while let next = rest.first, next != "\n" {
      if next == "/" { return rest.index(after: rest.startIndex) }
      rest = next == "\\" ? rest.dropFirst(2) : rest.dropFirst()
    }
    return nil
  }
}
