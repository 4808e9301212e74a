import Foundation

/// A fresh folder for one test, removed when the test's body returns or throws.
enum TemporaryDirectory {
  /// Runs `body` with a new, empty folder and removes the folder afterwards.
  static func run<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("storage-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
  }
}
