import Foundation

/// Files that hold the user's data (the database, the log, a trace, a session): no one but their
/// owner may read or write them, whatever the umask, and whether or not they existed before.
///
/// Only others' access is ever taken away: a file its owner made read-only (`0400`) stays so.
public enum PrivateFile {
  /// Owner read and write, for a file the app creates: `0600`.
  public static let mode: mode_t = 0o600

  /// Why a file could not be opened as a private one.
  public struct OpenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// The system's words, or what was wrong with the file.
    public var reason: String

    /// Creates an error for `path`.
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// Opens `path` for writing, creating it when missing, and takes others' access to it away on
  /// the open descriptor, so an existing file that others could read is closed to them before a byte
  /// is written. Anything but a regular file (a folder, a device, a pipe) is refused and left as
  /// it is.
  ///
  /// - Parameters:
  ///   - flags: added to `O_WRONLY | O_CREAT | O_CLOEXEC`: `O_APPEND`, say. Truncate with
  ///     `ftruncate` after this returns, so a refused file keeps its bytes.
  ///   - followsLinks: a shell's `>` writes through a link, and a file the user named does too;
  ///     a file the app names itself in its own folder (the log) is never written through one,
  ///     which could point at any file the user can write.
  /// - Returns: the descriptor; the caller closes it.
  public static func open(_ path: String, flags: Int32 = 0, followsLinks: Bool) throws(OpenError) -> Int32 {
    let noFollow = followsLinks ? 0 : O_NOFOLLOW
    // O_NONBLOCK, so a FIFO at the path is refused below instead of waiting for a reader.
    let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK | noFollow | flags, mode)
    guard descriptor >= 0 else {
      let error = errno
      var status = stat()
      // A folder (EISDIR) or a pipe no one reads (ENXIO) is refused by the open itself: say what
      // is wrong with it.
      if error != ELOOP, stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
        throw OpenError(path: path, reason: "it is not a regular file")
      }
      let reason =
        error == ELOOP && !followsLinks ? "it is a symbolic link" : String(cString: strerror(error))
      throw OpenError(path: path, reason: reason)
    }
    do throws(OpenError) {
      try makePrivate(descriptor: descriptor, path: path)
      // Writes block as usual once the file is known to be a regular one.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      return descriptor
    } catch {
      close(descriptor)
      throw error
    }
  }

  /// Takes others' access to the regular file at `path` away, creating it empty when `creating`
  /// and it is missing: for files another library opens itself (SQLite's database, which gives its
  /// `-wal` and `-shm` the database's mode). Links are not followed.
  public static func protect(_ path: String, creating: Bool) throws(OpenError) {
    let create = creating ? O_CREAT : 0
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | create, mode)
    guard descriptor >= 0 else {
      if errno == ENOENT, !creating { return }
      let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
      throw OpenError(path: path, reason: reason)
    }
    defer { close(descriptor) }
    try makePrivate(descriptor: descriptor, path: path)
  }

  private static func makePrivate(descriptor: Int32, path: String) throws(OpenError) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw OpenError(path: path, reason: String(cString: strerror(errno)))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw OpenError(path: path, reason: "it is not a regular file")
    }
    // Its owner could read what is written, whatever the mode (root can change it and still
    // not take it over).
    guard status.st_uid == geteuid() else {
      throw OpenError(path: path, reason: "it belongs to another user, who could read it")
    }
    // The owner's own bits are theirs to set; the group's, others' and the special bits go.
    let ownerOnly = status.st_mode & 0o700
    guard status.st_mode & 0o7777 == ownerOnly || fchmod(descriptor, ownerOnly) == 0 else {
      throw OpenError(
        path: path,
        reason: "it cannot be made readable by its owner only (\(String(cString: strerror(errno))))")
    }
  }

  /// Why the file at `path` can only be read, in a few words: its owner took write away (even
  /// from root, who could write it anyway), this user may not write it, or its file system is
  /// read-only. Nil when it can be written, or is missing.
  ///
  /// - Parameter what: how the reason names the file.
  public static func readOnlyReason(_ path: String, naming what: String = "the file") -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return WriteAccess.refusal(at: path, status: status, what: what)
  }
}
