import Models
import Networking
import Services

/// Random users from the network or the offline generator, as the data-source policy chooses.
public struct LiveRandomUserService: RandomUserService {
  private let api: RandomUserAPI
  private let generator: RandomUserGenerator
  private let policy: DataSourcePolicy

  public init(api: RandomUserAPI, generator: RandomUserGenerator, policy: DataSourcePolicy) {
    self.api = api
    self.generator = generator
    self.policy = policy
  }

  public func people(count: Int, seed: String, page: Int) async throws -> RandomUserPage {
    // A bad count is the caller's mistake in every mode: say so rather than fall back.
    try RandomUserError.validate(count: count)
    let sourced = try await policy.fetch(
      from: api.baseURL,
      live: { [api] in try await api.people(count: count, seed: seed, page: page) },
      offline: { [generator] in try generator.people(count: count, seed: seed, page: page) })
    return RandomUserPage(people: sourced.value, origin: sourced.origin)
  }
}
