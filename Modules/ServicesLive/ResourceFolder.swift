import Foundation

/// Finds the files SwiftPM bundled with this module, without trapping.
///
/// `Bundle.module` stops the program when its folder is missing (a binary copied away from
/// `reactor-demo_ServicesLive.resources`); this returns nil instead, so the offline services
/// can say what is wrong.
enum ResourceFolder {
  static let name = "reactor-demo_ServicesLive.resources"

  /// The resource folder beside the executable (or the test bundle), if it is there.
  static var url: URL? {
    let places = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()]
    for case let place? in places {
      let folder = place.appendingPathComponent(name, isDirectory: true)
      if FileManager.default.fileExists(atPath: folder.path) { return folder }
    }
    return nil
  }

  /// The URL of a bundled file, if the folder and the file are there.
  static func file(_ relativePath: String) -> URL? {
    guard let file = url?.appendingPathComponent(relativePath),
      FileManager.default.fileExists(atPath: file.path)
    else { return nil }
    return file
  }
}

/// A bundled file that is not where the build put it.
struct MissingResource: Error, CustomStringConvertible {
  let file: String

  var description: String {
    "the bundled \(file) is missing: \(ResourceFolder.name) should be beside the binary"
  }
}
