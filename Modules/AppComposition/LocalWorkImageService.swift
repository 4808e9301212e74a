import Privacy
import Services
import ServicesLive

/// What local work reports to, for the app's command to hand the composition root.
public typealias LocalWorkFinished = ServicesLive.LocalWorkFinished

/// The image service, each outcome it gives (an image read from the bundled samples or
/// downloaded, then decoded; or the failure) reported as local work as the screen takes it.
///
/// Decoding, and reading a bundled sample, take as long as the machine makes them take: a key
/// typed meanwhile comes first or after by chance. A recording notes where among the keys the
/// screen took each image; a replay hands it over there, so a burst of `l` replays as it was
/// recorded.
struct LocalWorkImageService: ImageService {
  let base: any ImageService
  let finished: LocalWorkFinished

  func image(at url: String, progress: @escaping @Sendable (ImageProgress) -> Void) async throws
    -> LoadedImage
  {
    try await base.image(at: url, progress: progress)
  }

  @MainActor
  func taking(_ url: String) async -> Bool {
    // Given up already (a newer pick came first): the screen drops it, in a replay as well.
    guard !Task.isCancelled else { return true }
    // Named as a session names it: a URL's user and password replaced, in a replay as well.
    return await finished("image \(URLCredentials.redacted(in: url))")
  }
}
