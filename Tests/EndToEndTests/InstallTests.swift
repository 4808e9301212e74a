import Foundation
import Testing

/// README's install command, run into a temporary prefix with the binary this test build made:
/// the installed command runs and finds its sample data, `man` reads its page, bash completes a
/// feature's name, and `--uninstall` leaves nothing behind.
@Suite(.timeLimit(.minutes(2)))
struct InstallTests {
  static let root = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func installsTheBinaryItsManPageAndCompletionsUnderAPrefixAndRemovesThem() async throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: prefix) }
    let script = Self.root.appending(path: "Tools/install.sh").path
    let environment = [
      "PREFIX": prefix.path, "REACTOR_DEMO_BUILD_DIR": DemoBinary.url.deletingLastPathComponent().path,
    ]

    let install = try await Command.run("/bin/bash", [script], environment: environment)
    #expect(install.status == 0, "\(install.output)")

    let installed = prefix.appending(path: "bin/reactor-demo").path
    let version = try await Command.run(installed, ["--version"])
    #expect(version.output == (try await DemoBinary.run(["--version"], input: "")).output)
    // Away from the build folder, the offline catalog is still found beside the binary.
    let search = try await Command.run(
      installed, ["--plain", "--offline"], input: "github-search\nreactorkit\nq\n",
      environment: ["XDG_DATA_HOME": prefix.appending(path: "data").path])
    #expect(search.status == 0)
    #expect(search.output.contains("ReactorKit/ReactorKit"), "\(search.output)")

    let page = prefix.appending(path: "share/man/man1/reactor-demo.1").path
    let manual = try await Command.run(
      "/usr/bin/man", ["-l", page], environment: ["MANPAGER": "cat", "MANWIDTH": "100", "LC_ALL": "C"])
    #expect(manual.status == 0)
    #expect(manual.output.contains("ReactorKit case studies, end to end, in a terminal."))
    #expect(manual.output.contains("--offline"))

    let completion = prefix.appending(path: "share/bash-completion/completions/reactor-demo").path
    let completed = try await Command.run("/bin/bash", ["-c", Self.completeGi, "bash", completion])
    #expect(completed.output.split(separator: "\n") == ["github-search"], "\(completed.output)")
    for shell in [
      "share/zsh/site-functions/_reactor-demo", "share/fish/vendor_completions.d/reactor-demo.fish",
    ] {
      let script = try String(contentsOf: prefix.appending(path: shell), encoding: .utf8)
      #expect(script.contains("github-search"), "\(shell) completes the features")
    }

    let uninstall = try await Command.run("/bin/bash", [script, "--uninstall"], environment: environment)
    #expect(uninstall.status == 0)
    let left = FileManager.default.enumerator(atPath: prefix.path)?.compactMap { $0 as? String } ?? []
    #expect(
      left.filter { !$0.hasPrefix("data") && !FileManager.default.isDirectory(prefix.path + "/" + $0) }
        == [])
  }

  /// Sources the completion script as bash-completion would, then asks it what
  /// `reactor-demo gi<TAB>` becomes, one candidate a line.
  static let completeGi = """
    source "$1"
    function=$(complete -p reactor-demo | sed -E 's/.* -F ([^ ]+) .*/\\1/')
    COMP_WORDS=(reactor-demo gi)
    COMP_CWORD=1
    COMP_LINE="reactor-demo gi"
    COMP_POINT=${#COMP_LINE}
    "$function" reactor-demo gi reactor-demo
    printf '%s\\n' "${COMPREPLY[@]}"
    """
}

extension FileManager {
  fileprivate func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}

/// A program run to its end on a thread of its own, its output and error output together.
enum Command {
  static func run(
    _ executable: String, _ arguments: [String], input: String = "", environment: [String: String] = [:]
  ) async throws -> DemoBinary.Run {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let stdin = Pipe()
            let stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            process.standardError = stdout
            try process.run()
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
            let data = stdout.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return DemoBinary.Run(
              output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
          })
      }.start()
    }
  }
}
