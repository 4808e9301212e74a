import ReactorCore

/// The Image Loader (`MainReactor` in the image-loading article (iyOmSd's blog)): a tap picks one of the configured image URLs
/// and turns loading on; loading ends only when the view reports, with `finishImageLoad`, that
/// the image is really there.
public final class ImageLoaderReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// The load button (`l`): show the URL at `index`, picked at random by the view.
    case imageLoadButtonTap(index: Int)
    /// The view's image component has shown the image of the current URL, or given up on it.
    case finishImageLoad
  }

  public enum Mutation: Equatable, Sendable {
    case setImage(url: String)
    case setLoading(Bool)
  }

  public struct State: Equatable, Sendable {
    /// The configured URLs (`images.urls`) the button picks from.
    public let urls: [String]
    /// The URL to show. A pulse, so picking the same URL again loads it again (picsum.photos
    /// gives a new image for the same random URL), where the article's distinct-until-changed
    /// binding would leave loading on forever.
    @Pulse public var image: String?
    public var isLoading = false

    public init(urls: [String]) {
      self.urls = urls
    }
  }

  public let initialState: State
  public let runtime = Runtime()

  public init(urls: [String]) {
    initialState = State(urls: urls)
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .imageLoadButtonTap(let index):
      // The index comes from the view; one outside the list changes nothing.
      guard currentState.urls.indices.contains(index) else { return .empty() }
      return .concat(.just(.setLoading(true)), .just(.setImage(url: currentState.urls[index])))
    case .finishImageLoad:
      return .just(.setLoading(false))
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setImage(let url):
      state.image = url
    case .setLoading(let isLoading):
      state.isLoading = isLoading
    }
    return state
  }
}
