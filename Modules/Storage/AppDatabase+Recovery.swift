import Foundation
import Privacy

/// Moving a damaged file out of the way, so the app can start with a fresh database without
/// destroying what the user had.
extension AppDatabase {
  /// Moves `path` (and its `-wal`, `-shm` and `-journal`) to `<path>.corrupt-<yyyyMMdd-HHmmss>`
  /// and returns the notice to show the user.
  static func moveAside(_ path: String, detail: String, at date: Date) throws(StorageError) -> String {
    let files = FileManager.default
    let companions = ["-wal", "-shm", "-journal"]
    let base = "\(path).corrupt-\(timestamp(date))"
    var target = base
    var attempt = 1
    // Two recoveries within one second must not overwrite the first file moved aside.
    while ([""] + companions).contains(where: { files.fileExists(atPath: target + $0) }) {
      attempt += 1
      target = "\(base)-\(attempt)"
    }
    do {
      try files.moveItem(atPath: path, toPath: target)
      for suffix in companions where files.fileExists(atPath: path + suffix) {
        try files.moveItem(atPath: path + suffix, toPath: target + suffix)
      }
      // What was moved aside holds the profile and caches as the database did.
      for suffix in [""] + companions { try? PrivateFile.protect(target + suffix, creating: false) }
    } catch {
      throw .cannotOpen(
        path: path,
        reason: "it is not a usable database (\(detail)) and could not be moved aside"
          + " (\(error.localizedDescription))")
    }
    let name = URL(fileURLWithPath: target).lastPathComponent
    return "the database \(path) could not be read (\(detail)); it was moved to \(name);"
      + " started a fresh database"
  }

  /// `yyyyMMdd-HHmmss` in UTC, so the name sorts by time and does not depend on the machine's zone.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func pad(_ value: Int?, _ width: Int) -> String {
      let digits = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "-"
      + pad(parts.hour, 2) + pad(parts.minute, 2) + pad(parts.second, 2)
  }
}
