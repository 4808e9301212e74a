import Foundation
import Services

/// The offline images: small JPEGs and PNGs drawn for this project (gradients and shapes, by
/// `Tools/sample-images/make-sample-images.c`), bundled as resources.
public struct BundledImages: Sendable {
  /// The files, in the order URLs are mapped onto them.
  public static let names = ["sunset.jpg", "shapes.png", "aurora.jpg", "ocean.png"]

  private let directory: URL?

  /// - Parameter directory: where the files are; nil for the copies bundled with this module.
  public init(directory: URL? = nil) {
    self.directory = directory
  }

  /// The sample standing in for `url`: the same URL always gives the same sample, different
  /// URLs spread over all of them.
  public static func name(for url: String) -> String {
    // FNV-1a: stable across runs and platforms, unlike `hashValue`.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in url.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return names[Int(hash % UInt64(names.count))]
  }

  /// The bytes of the sample standing in for `url`, and its name.
  public func data(for url: String) throws -> (name: String, data: Data) {
    let name = Self.name(for: url)
    guard let folder = directory ?? ResourceFolder.url?.appendingPathComponent("SampleImages") else {
      throw ImageServiceError.noSample("\(ResourceFolder.name) is not beside the binary")
    }
    do {
      return (name, try Data(contentsOf: folder.appendingPathComponent(name)))
    } catch {
      throw ImageServiceError.noSample("\(name) cannot be read")
    }
  }
}
