import Foundation

/// The app's data folder and its scratch folders: the owner's alone (`0700`), whatever the umask.
public enum PrivateFolder {
  /// Owner read, write and search: `0700`.
  public static let mode: mode_t = 0o700

  /// Creates the folder at `path` when it is missing, and each missing folder above it, `0700`
  /// whatever the umask, as the XDG Base Directory spec asks of the folders it names: `mkdir -p`
  /// under umask 000 would make them `0777`, and another user could swap the data folder's
  /// parent. An existing folder is left as it is (see ``warning(about:)``).
  ///
  /// - Throws: the file system's error, when a folder cannot be made.
  public static func create(_ path: String) throws {
    var folder = URL(fileURLWithPath: path).standardizedFileURL
    var missing: [String] = []
    // Bounded by the path's depth; `/` always exists.
    for _ in folder.pathComponents where !FileManager.default.fileExists(atPath: folder.path) {
      missing.append(folder.path)
      folder = folder.deletingLastPathComponent()
    }
    for path in missing.reversed() {
      try makeFolder(path, existingIsFine: true)
    }
  }

  /// A new folder of the app's own under the system's temporary folder, `0700`: for copies of
  /// the database (a session's, a replay's), which hold the user's data.
  public static func temporary(named prefix: String = "reactor-demo") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    // The temporary folder itself is the system's: one that is missing is an error, not made.
    try makeFolder(url.path, existingIsFine: false)
    return url
  }

  /// `mkdir` with the owner's bits, then set again, on the folder just made: the umask may have
  /// taken some away. A folder someone else made first is left as it is.
  private static func makeFolder(_ path: String, existingIsFine: Bool) throws {
    guard mkdir(path, mode) == 0 else {
      if errno == EEXIST, existingIsFine { return }
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    // On the folder opened, never through a link put in its place.
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    _ = fchmod(descriptor, mode)
  }

  /// Why nothing can be added to or removed from the folder at `path`, in a few words: its owner
  /// took write away (`0500`), this user may not write it, or its file system is read-only. Nil
  /// when it can be written, or is missing.
  public static func readOnlyReason(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
    return WriteAccess.refusal(at: path, status: status, what: "the folder \(path)")
  }

  /// `path` as a shell reads it back: in single quotes unless it is plain.
  private static func shellQuoted(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || "0123456789/._-+".unicodeScalars.contains($0))
    }
    return plain ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// One line naming what is wrong with the folder at `path` and the fix, when others could
  /// write to it (group or world writable) or it is not this user's: nil when it is fine or
  /// missing.
  public static func warning(about path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
    if status.st_uid != geteuid() {
      return "the data folder \(path) belongs to another user (uid \(status.st_uid)), who can read "
        + "and change the profile and caches: point data.dir (--data-dir) at a folder of your own"
    }
    let permissions = status.st_mode & 0o777
    guard permissions & 0o022 != 0 else { return nil }
    let octal = String(permissions, radix: 8)
    return "the data folder \(path) can be written by other users (mode \(octal)), who could "
      + "replace the database or plant links in it: run chmod 700 \(shellQuoted(path))"
  }
}
