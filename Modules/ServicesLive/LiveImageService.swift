import Foundation
import ImageDecoding
import Models
import Networking
import Services

/// Images from the network (picsum.photos or any http URL) or from the bundled samples, as the
/// data-source policy chooses, decoded with libjpeg-turbo or libpng.
public struct LiveImageService: ImageService {
  private let client: any HTTPClient
  private let policy: DataSourcePolicy
  private let decoder: ImageDecoder
  private let bundled: BundledImages

  /// - Parameter decoder: its byte cap is also the download's, so an oversized image stops
  ///   arriving as soon as it passes the cap.
  public init(
    client: any HTTPClient, policy: DataSourcePolicy, decoder: ImageDecoder,
    bundled: BundledImages = BundledImages()
  ) {
    self.client = client
    self.policy = policy
    self.decoder = decoder
    self.bundled = bundled
  }

  public func image(at url: String, progress: @escaping @Sendable (ImageProgress) -> Void) async throws
    -> LoadedImage
  {
    let sourced = try await policy.fetch(
      from: url,
      live: { try await download(url, progress: progress) },
      offline: { try sample(for: url) })
    let file = sourced.value
    // Decoding takes milliseconds; it runs here, off the main actor, like the download.
    let decoded = try decoder.decode(file.data)
    return LoadedImage(
      image: decoded.image, format: decoded.format, byteCount: file.data.count, url: file.url, id: file.id,
      origin: sourced.origin, warning: decoded.warning.map { "\($0)" })
  }

  /// Encoded bytes and where they came from.
  private struct File: Sendable {
    var data: Data
    var url: String
    var id: String?
  }

  private func download(_ url: String, progress: @escaping @Sendable (ImageProgress) -> Void) async throws
    -> File
  {
    var request = HTTPRequest(url: url, headers: ["Accept": "image/jpeg, image/png;q=0.9"])
    request.maxBodyBytes = decoder.limits.maxBytes
    let response = try await client.send(request) { received, expected in
      progress(ImageProgress(received: received, expected: expected))
    }
    guard (200..<300).contains(response.status) else { throw ImageServiceError.status(response.status) }
    // picsum.photos names the image it chose in this header; the redirect's URL names it too.
    return File(data: response.body, url: response.url, id: response.headers["Picsum-ID"])
  }

  /// The bundled sample for `url`: read from disk, not downloaded, so it reports no progress
  /// (a download bar would say the app went to the network).
  private func sample(for url: String) throws -> File {
    let (name, data) = try bundled.data(for: url)
    return File(data: data, url: url, id: name)
  }
}
