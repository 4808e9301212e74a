import Foundation

/// Stand-ins the install tests put first on `PATH`. Each writes the command it was given to one
/// log, a line each, marked `(under sudo)` while the fake `sudo` is running a command:
/// - `sudo` runs its command with the environment reset, as sudo does, and with `locked` made
///   writable for it, as it is for root; it locks the folder again afterwards.
/// - `swift` builds nothing: it answers `--show-bin-path` with `build`, a folder whose
///   `reactor-demo` logs and then runs the binary the test build made (or a copy of it), beside
///   its sample data.
/// - `id`, given a `uid`, says that one for `id -u`, as for root under sudo.
struct InstallFakes {
  /// The folder to put first on `PATH`.
  let bin: URL
  /// A build folder, as `swift build --show-bin-path` names one.
  let build: URL
  let log: URL

  /// - Parameter binary: the reactor-demo the fake build's one runs, with its sample data
  ///   beside it.
  init(in work: URL, locked: URL, uid: Int? = nil, binary: URL = DemoBinary.url) throws {
    let manager = FileManager.default
    bin = work.appending(path: "fakes")
    build = work.appending(path: "fake-build")
    log = work.appending(path: "calls")
    try manager.createDirectory(at: bin, withIntermediateDirectories: true)
    try manager.createDirectory(at: build, withIntermediateDirectories: true)
    let flag = work.appending(path: "under-sudo").path
    let logLine = """
      marker=; if [ -e \(flag) ]; then marker=' (under sudo)'; fi
      printf '%s %s%s\\n' "$(basename "$0")" "$*" "$marker" >>\(log.path)
      """

    try Self.write(
      """
      #!/bin/bash
      \(logLine)
      chmod u+w \(locked.path)
      touch \(flag)
      env -i PATH="\(bin.path):/usr/bin:/bin" SUDO_USER="$(id -un)" "$@"
      status=$?
      rm -f \(flag)
      chmod u-w \(locked.path)
      exit $status
      """, to: bin.appending(path: "sudo"))
    try Self.write(
      """
      #!/bin/bash
      \(logLine)
      case " $* " in *" --show-bin-path "*) echo \(build.path) ;; esac
      """, to: bin.appending(path: "swift"))
    if let uid {
      try Self.write(
        """
        #!/bin/bash
        if [ "$*" = -u ]; then echo \(uid); else exec /usr/bin/id "$@"; fi
        """, to: bin.appending(path: "id"))
    }

    try Self.write(
      """
      #!/bin/bash
      \(logLine)
      exec \(binary.path) "$@"
      """, to: build.appending(path: "reactor-demo"))
    let resources = "reactor-demo_ServicesLive.resources"
    try manager.createSymbolicLink(
      at: build.appending(path: resources),
      withDestinationURL: binary.deletingLastPathComponent().appending(path: resources))
  }

  /// `PATH` with the fakes first.
  var path: String { bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") }

  /// The commands the fakes were given, in order.
  var calls: [String] {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  /// Written through a descriptor closed on exec: a child another test starts meanwhile would
  /// otherwise inherit it open for writing, and running the script then fails with "text file
  /// busy" (exit 126) until that child ends.
  private static func write(_ script: String, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: Data((script + "\n").utf8))
    try handle.close()
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
  }
}
