import Foundation

/// Whether a file or folder may be written, as its owner and its file system decide.
enum WriteAccess {
  /// Why `path` (with `status`, from `stat`) can only be read, naming it as `what`; nil when it
  /// can be written.
  ///
  /// The owner's write bit is read as the owner's wish even for root, whom `access(2)` lets
  /// write anything: a user who made their database `0400` meant it.
  static func refusal(at path: String, status: stat, what: String) -> String? {
    var fileSystem = statvfs()
    if statvfs(path, &fileSystem) == 0, fileSystem.f_flag & UInt(ST_RDONLY) != 0 {
      return "\(what) is on a read-only file system"
    }
    let octal = String(status.st_mode & 0o777, radix: 8)
    if status.st_mode & S_IWUSR == 0 {
      return "\(what) is read-only (mode \(octal))"
    }
    if access(path, W_OK) != 0 {
      return "\(what) cannot be written by this user (mode \(octal), \(String(cString: strerror(errno))))"
    }
    return nil
  }
}
