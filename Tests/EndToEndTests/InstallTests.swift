import AppComposition
import CaseStudyKit
import Foundation
import Testing

/// README's install command, run into a temporary prefix with the binary this test build made:
/// the installed command runs and finds its sample data, `man` reads its page, each shell loads
/// its completion from where it looks by default and completes with it, and `--uninstall`
/// leaves nothing behind, the folders the install made included.
@Suite(.timeLimit(.minutes(5)))
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

  /// Under `umask 077` every user can still run what was installed and read its files, also over
  /// an install made when the modes followed the umask.
  @Test func installedModesDoNotFollowARestrictiveUmask() async throws {
    let work = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: work) }
    let prefix = work.appending(path: "prefix")

    let install = try await Self.install(into: prefix, umask: "077")
    #expect(install.status == 0, "\(install.output)")
    #expect(try Self.listing(of: prefix) == Self.installedListing())

    // Over an install made when the modes followed the umask: its folders are opened up too.
    _ = try await Command.run("/bin/chmod", ["-R", "go-rwx", prefix.path])
    let again = try await Self.install(into: prefix, umask: "077")
    #expect(again.status == 0, "\(again.output)")
    #expect(try Self.listing(of: prefix) == Self.installedListing())
  }

  /// Under `umask 000` no one else can change what was installed.
  @Test func installedModesDoNotFollowAPermissiveUmask() async throws {
    let work = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: work) }
    let prefix = work.appending(path: "prefix")

    let install = try await Self.install(into: prefix, umask: "000")
    #expect(install.status == 0, "\(install.output)")
    #expect(try Self.listing(of: prefix) == Self.installedListing())
  }

  /// A prefix the user cannot write to, as `/usr/local` is: the build and the completions are
  /// made as the user, and sudo is asked for one command, which copies and runs nothing it was
  /// given; the staging folder is gone afterwards. As root, the script runs as `nobody`.
  ///
  /// nobody may not be able to read the checkout or its build (a clone under a 0700 home), so
  /// the script, the man page, the binary and its data are copied into the work folder, which
  /// is 0755 whatever the umask.
  @Test func sudoOnlyCopiesWhatTheUserBuiltAndGenerated() async throws {
    let work = try Self.temporaryDirectory()
    let prefix = work.appending(path: "usr-local")
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: prefix.path)
      try? FileManager.default.removeItem(at: work)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: work.path)
    let (script, binary) = try Self.readableCopies(in: work)
    let fakes = try InstallFakes(in: work, locked: prefix, binary: binary)
    let temporary = work.appending(path: "tmp")
    for folder in [prefix, temporary] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    // Root may write anywhere: as root, the script runs as nobody, who owns the work folder.
    let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    let asUser = getuid() == 0 ? nobody : []
    if !asUser.isEmpty { _ = try await Command.run("/bin/chown", ["-R", "65534:65534", work.path]) }
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: prefix.path)
    let command = asUser + ["/bin/bash", script]
    let run = { (arguments: [String]) in
      try await Command.run(
        command[0], Array(command.dropFirst()) + arguments,
        environment: ["PREFIX": prefix.path, "PATH": fakes.path, "TMPDIR": temporary.path], in: work)
    }

    let install = try await run([])
    #expect(install.status == 0, "\(install.output)")
    let stage = "\(temporary.path)/reactor-demo-install."
    let calls = fakes.calls.map {
      $0.split(separator: " ").map { $0.hasPrefix(stage) ? "STAGE" : String($0) }.joined(separator: " ")
    }
    let build = "build -c release --static-swift-stdlib --scratch-path .build-install"
    #expect(
      calls == [
        "swift \(build) --product reactor-demo",
        "swift \(build) --show-bin-path",
        "reactor-demo --generate-completion-script bash",
        "reactor-demo --generate-completion-script zsh",
        "reactor-demo --generate-completion-script fish",
        "sudo env PREFIX=\(prefix.path) /bin/bash \(script) --copy-staged STAGE",
        "reactor-demo --version",
      ])
    #expect(try Self.listing(of: prefix) == Self.installedListing().merging(["": "folder 555"]) { $1 })
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])

    let uninstall = try await run(["--uninstall"])
    #expect(uninstall.status == 0, "\(uninstall.output)")
    #expect(fakes.calls.last == "sudo env PREFIX=\(prefix.path) /bin/bash \(script) --uninstall")
    #expect(try FileManager.default.contentsOfDirectory(atPath: prefix.path) == [])
  }

  /// `sudo Tools/install.sh` would build and run the new binary as root: it is refused before
  /// anything is built or run, with a build folder given or not, and nothing is written.
  @Test func runUnderSudoItRefusesBeforeBuildingOrRunningAnything() async throws {
    let work = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: work) }
    let prefix = work.appending(path: "prefix")
    let fakes = try InstallFakes(in: work, locked: prefix, uid: 0)
    let underSudo = ["PREFIX": prefix.path, "PATH": fakes.path, "SUDO_USER": "alice"]
    let withABuild = underSudo.merging(["REACTOR_DEMO_BUILD_DIR": fakes.build.path]) { $1 }

    for environment in [underSudo, withABuild] {
      let install = try await Command.run("/bin/bash", [Self.script], environment: environment, in: work)
      #expect(install.status == 64)
      #expect(install.output.contains("run it as alice, without sudo"), "\(install.output)")
    }
    #expect(fakes.calls == [])
    #expect(!FileManager.default.fileExists(atPath: prefix.path))
  }

  /// Copies into `work` what the install script reads from the checkout and the build: the
  /// script (at `Tools/install.sh` of a folder standing in for the checkout, beside
  /// `docs/reactor-demo.1`) and the binary (beside its sample data). Returns the script's path
  /// and the binary's location.
  static func readableCopies(in work: URL) throws -> (script: String, binary: URL) {
    let manager = FileManager.default
    let checkout = work.appending(path: "checkout")
    let built = work.appending(path: "built")
    for folder in [checkout.appending(path: "Tools"), checkout.appending(path: "docs"), built] {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    for path in ["Tools/install.sh", "docs/reactor-demo.1"] {
      try manager.copyItem(at: root.appending(path: path), to: checkout.appending(path: path))
    }
    // Copied by `cp`, whose process alone ever holds the copy open for writing: a file this
    // process wrote could be held open by a child another test forks meanwhile, and running it
    // would then fail with "Text file busy".
    let resources = "reactor-demo_ServicesLive.resources"
    let sources = ["reactor-demo", resources].map { buildDirectory.appending(path: $0).path }
    let copied = try Command.run("/bin/cp", ["-R"] + sources + [built.path])
    try #require(copied.status == 0, "\(copied.output)")
    // Made or built under `umask 077`, these would be readable by their owner only.
    let opened = try Command.run("/bin/chmod", ["-R", "a+rX", checkout.path, built.path])
    try #require(opened.status == 0, "\(opened.output)")
    return (checkout.appending(path: "Tools/install.sh").path, built.appending(path: "reactor-demo"))
  }

  /// README's install command under `umask`, with the binary this test build made.
  static func install(into prefix: URL, umask: String) async throws -> DemoBinary.Run {
    try await Command.run(
      "/bin/bash", ["-c", "umask \(umask) && exec /bin/bash \"$@\"", "bash", Self.script],
      environment: ["PREFIX": prefix.path, "REACTOR_DEMO_BUILD_DIR": Self.buildDirectory.path])
  }

  /// Every entry under `folder`, the folder itself as "", as `folder 755`, `file 644` or `link`.
  static func listing(of folder: URL) throws -> [String: String] {
    let manager = FileManager.default
    var listing: [String: String] = [:]
    for path in try [""] + manager.subpathsOfDirectory(atPath: folder.path) {
      let attributes = try manager.attributesOfItem(atPath: folder.appending(path: path).path)
      let mode = String(attributes[.posixPermissions] as? Int ?? 0, radix: 8)
      switch attributes[.type] as? FileAttributeType {
      case .typeDirectory?: listing[path] = "folder \(mode)"
      case .typeSymbolicLink?: listing[path] = "link"
      default: listing[path] = "file \(mode)"
      }
    }
    return listing
  }

  /// What an install puts in a fresh prefix: every folder and the binary 0755, every other
  /// file 0644, whatever the umask.
  static func installedListing() throws -> [String: String] {
    var listing = [
      "": "folder 755", "bin": "folder 755", "bin/reactor-demo": "link", "lib": "folder 755",
      "lib/reactor-demo": "folder 755", "lib/reactor-demo/reactor-demo": "file 755",
      "lib/reactor-demo/created-folders": "file 644", "share": "folder 755",
      "share/man": "folder 755", "share/man/man1": "folder 755",
      "share/man/man1/reactor-demo.1": "file 644", "share/bash-completion": "folder 755",
      "share/bash-completion/completions": "folder 755",
      "share/bash-completion/completions/reactor-demo": "file 644", "share/zsh": "folder 755",
      "share/zsh/site-functions": "folder 755", "share/zsh/site-functions/_reactor-demo": "file 644",
      "share/fish": "folder 755", "share/fish/vendor_completions.d": "folder 755",
      "share/fish/vendor_completions.d/reactor-demo.fish": "file 644",
    ]
    let resources = "reactor-demo_ServicesLive.resources"
    let built = Self.buildDirectory.appending(path: resources)
    listing["lib/reactor-demo/\(resources)"] = "folder 755"
    for path in try FileManager.default.subpathsOfDirectory(atPath: built.path) {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: built.appending(path: path).path, isDirectory: &isFolder)
      listing["lib/reactor-demo/\(resources)/\(path)"] = isFolder.boolValue ? "folder 755" : "file 644"
    }
    return listing
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
    let features = CompositionRoot.caseStudies.map(\.name)
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

extension DemoBinary.Run {
  /// The output's lines, without empty ones.
  var lines: [String] { output.split(separator: "\n").map(String.init) }
}
