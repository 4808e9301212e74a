import Foundation
import Testing

/// README's install command, run into a temporary prefix with the binary this test build made:
/// the installed command runs and finds its sample data, `man` reads its page, each shell loads
/// its completion from where it looks by default and completes with it, and `--uninstall`
/// leaves nothing behind, the folders the install made included.
@Suite(.timeLimit(.minutes(2)))
struct InstallTests {
  static let root = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let script = root.appending(path: "Tools/install.sh").path
  static let buildDirectory = DemoBinary.url.deletingLastPathComponent()

  @Test func installsUnderARelativePrefixWhereEachToolLooksAndRemovesItAll() async throws {
    let work = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: work) }
    // A user's own prefix, `~/.local`, given relative to the folder the script is run in.
    let home = work.appending(path: "home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let prefix = home.appending(path: ".local")
    let environment = ["PREFIX": "home/.local", "REACTOR_DEMO_BUILD_DIR": Self.buildDirectory.path]

    let install = try await Command.run("/bin/bash", [Self.script], environment: environment, in: work)
    #expect(install.status == 0, "\(install.output)")

    let installed = prefix.appending(path: "bin/reactor-demo").path
    let version = try await Command.run(installed, ["--version"])
    #expect(version.output == (try await DemoBinary.run(["--version"], input: "")).output)
    // Away from the build folder, the offline catalog is still found beside the binary.
    let search = try await Command.run(
      installed, ["--plain", "--offline"], input: "github-search\nreactorkit\nq\n",
      environment: ["XDG_DATA_HOME": work.appending(path: "data").path])
    #expect(search.status == 0)
    #expect(search.output.contains("ReactorKit/ReactorKit"), "\(search.output)")

    let page = prefix.appending(path: "share/man/man1/reactor-demo.1").path
    let manual = try await Command.run(
      "/usr/bin/man", ["-l", page], environment: ["MANPAGER": "cat", "MANWIDTH": "100", "LC_ALL": "C"])
    #expect(manual.status == 0)
    #expect(manual.output.contains("ReactorKit case studies, end to end, in a terminal."))
    for heading in ["SYNOPSIS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
      #expect(manual.output.contains("\n\(heading)\n"), "\(heading)")
    }

    try await Self.expectCompletions(home: home, prefix: prefix, in: work)

    let uninstall = try await Command.run(
      "/bin/bash", [Self.script, "--uninstall"], environment: environment, in: work)
    #expect(uninstall.status == 0, "\(uninstall.output)")
    #expect(!FileManager.default.fileExists(atPath: prefix.path), "the prefix the install made is gone")
    #expect(FileManager.default.fileExists(atPath: home.path))

    let again = try await Command.run(
      "/bin/bash", [Self.script, "--uninstall"], environment: environment, in: work)
    #expect(again.status == 1)
    #expect(again.output.contains("nothing to remove"), "\(again.output)")
    let extra = try await Command.run(
      "/bin/bash", [Self.script, "--uninstall", "extra"], environment: environment, in: work)
    #expect(extra.status == 64)
  }

  @Test func aMissingBuildWritesNothingAndARelativeBuildFolderIsFound() async throws {
    let work = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: work) }
    let prefix = work.appending(path: "prefix")
    let parent = Self.buildDirectory.deletingLastPathComponent()

    let missing = try await Command.run(
      "/bin/bash", [Self.script],
      environment: ["PREFIX": prefix.path, "REACTOR_DEMO_BUILD_DIR": "no-such-build"], in: parent)
    #expect(missing.status == 66)
    #expect(missing.output.contains("no reactor-demo build in \(parent.path)/no-such-build"))
    #expect(!FileManager.default.fileExists(atPath: prefix.path))

    let environment = [
      "PREFIX": prefix.path, "REACTOR_DEMO_BUILD_DIR": Self.buildDirectory.lastPathComponent,
    ]
    let install = try await Command.run("/bin/bash", [Self.script], environment: environment, in: parent)
    #expect(install.status == 0, "\(install.output)")
    #expect(FileManager.default.isExecutableFile(atPath: prefix.appending(path: "bin/reactor-demo").path))
    let uninstall = try await Command.run(
      "/bin/bash", [Self.script, "--uninstall"], environment: environment, in: parent)
    #expect(uninstall.status == 0, "\(uninstall.output)")
    #expect(!FileManager.default.fileExists(atPath: prefix.path))
  }

  /// Each shell, started as the user would start it (HOME, PATH), loads the completion from
  /// where it looks and offers the features, the log levels and file names.
  static func expectCompletions(home: URL, prefix: URL, in work: URL) async throws {
    try Data().write(to: work.appending(path: "settings.json"))
    let bashScript = prefix.appending(path: "share/bash-completion/completions/reactor-demo").path
    let bash = { (words: [String]) in
      try await Command.run("/bin/bash", ["-c", Self.bashComplete, "bash", bashScript] + words, in: work)
    }
    #expect(try await bash(["reactor-demo", "gi"]).lines == ["github-search"])
    #expect(try await bash(["reactor-demo", "--log-level", ""]).lines == Self.levels)
    #expect(try await bash(["reactor-demo", "--config", "sett"]).lines == ["settings.json"])

    let path = prefix.appending(path: "bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
    // As in a console or ssh session: no XDG_ variables, so only the default places count.
    let user = ["HOME": home.path, "PATH": path]
    let unset = ["-u", "XDG_DATA_DIRS", "-u", "XDG_DATA_HOME", "-u", "XDG_CONFIG_HOME"]
    let fish = { (line: String) in
      try await Command.run(
        "/usr/bin/env", unset + ["fish", "-c", "complete -C $argv[1]", line], environment: user, in: work)
    }
    #expect(try await fish("reactor-demo gi").lines.map { $0.prefix { $0 != "\t" } } == ["github-search"])
    #expect(
      try await fish("reactor-demo --log-level ").lines.map { String($0.prefix { $0 != "\t" }) }
        == Self.levels)

    let zsh = try await Command.run(
      "/usr/bin/env",
      unset + [
        "zsh", "-f", "-c", Self.zshLoad, "zsh", prefix.appending(path: "share/zsh/site-functions").path,
      ],
      environment: user, in: work)
    let features = ["counter", "home", "profile", "github-search", "random-users", "image-loader"]
    #expect(
      zsh.lines == ["_comps[reactor-demo]=_reactor-demo", "for :feature:"] + features + ["for --log-level"]
        + Self.levels,
      "\(zsh.output)")
  }

  static let levels = ["trace", "debug", "info", "notice", "warning", "error", "critical"]

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Sources the completion script as bash-completion would, then asks it what the command
  /// line (the words after the script, the last one being completed) becomes, a candidate a line.
  static let bashComplete = """
    source "$1"
    shift
    function=$(complete -p reactor-demo | sed -E 's/.* -F ([^ ]+) .*/\\1/')
    COMP_WORDS=("$@")
    COMP_CWORD=$(($# - 1))
    COMP_LINE="$*"
    COMP_POINT=${#COMP_LINE}
    "$function" reactor-demo "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf '%s\\n' "${COMPREPLY[@]}"
    """

  /// Loads completions as `compinit` does, from a `fpath` that starts with the installed folder,
  /// then runs the completion function with `_arguments` replaced by one that runs the actions
  /// of the feature and `--log-level`, and `_describe` by a printer of the candidates.
  static let zshLoad = #"""
    fpath=("$1" $fpath)
    autoload -Uz compinit && compinit -u -D
    print -r -- "_comps[reactor-demo]=$_comps[reactor-demo]"
    _arguments() {
      local spec
      for spec in "$@"; do
        if [[ $spec == :feature:\{*\} || $spec == --log-level\[*\]:level:\{*\} ]]; then
          print -r -- "for ${spec%%[\[\{]*}"
          eval "${${spec#*:\{}%\}}"
        fi
      done
      return 1
    }
    _describe() { print -rl -- "${(@P)3}"; }
    words=(reactor-demo '')
    CURRENT=2
    _reactor-demo
    """#
}

/// A program run to its end on a thread of its own, its output and error output together.
enum Command {
  static func run(
    _ executable: String, _ arguments: [String], input: String = "", environment: [String: String] = [:],
    in directory: URL? = nil
  ) async throws -> DemoBinary.Run {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.currentDirectoryURL = directory
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

extension DemoBinary.Run {
  /// The output's lines, without empty ones.
  var lines: [String] { output.split(separator: "\n").map(String.init) }
}
