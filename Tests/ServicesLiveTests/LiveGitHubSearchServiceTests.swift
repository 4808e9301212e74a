import Foundation
import Models
import Networking
import Services
import ServicesLive
import Storage
import Testing

/// The policy around GitHub search: offline never touches the network, auto falls back when it
/// cannot be reached, live shows what went wrong.
struct LiveGitHubSearchServiceTests {
  func service(_ client: ScriptedHTTPClient, mode: DataSourcePolicy.Mode, folder: URL) throws
    -> LiveGitHubSearchService
  {
    let database = try AppDatabase.open(directory: folder)
    return LiveGitHubSearchService(
      api: GitHubSearchAPI(
        client: client, baseURL: "https://api.github.com", token: nil, userAgent: "t", cache: nil),
      catalog: OfflineRepoCatalog(store: RepoCatalogStore(database: database)),
      policy: .fixed(mode))
  }

  @Test func offlineSearchesTheCatalogAndNeverTheNetwork() async throws {
    try await TemporaryFolder.run { folder throws in
      let client = ScriptedHTTPClient { _ in .failure(.timeout) }
      let page = try await service(client, mode: .offline, folder: folder).repositories(
        matching: "rxswift", page: 1)
      #expect(page.repos.first?.fullName == "ReactiveX/RxSwift")
      #expect(page.origin == .offline(reason: nil))
      #expect(client.requests.isEmpty)
    }
  }

  @Test func autoFallsBackToTheCatalogWhenGitHubCannotBeReached() async throws {
    try await TemporaryFolder.run { folder throws in
      let client = ScriptedHTTPClient { _ in .failure(.dns(host: "api.github.com")) }
      let service = try service(client, mode: .auto, folder: folder)
      let page = try await service.repositories(matching: "grdb", page: 1)
      #expect(page.repos.first?.fullName == "groue/GRDB.swift")
      #expect(
        page.origin.banner
          == "offline, showing bundled sample data: "
          + "api.github.com is unreachable (could not resolve host api.github.com); trying it again after 13:53:50"
      )
      _ = try await service.repositories(matching: "swift", page: 1)
      #expect(client.requests.count == 1, "the host is left alone for 30 s")
    }
  }

  @Test func liveShowsFailuresInsteadOfFallingBack() async throws {
    try await TemporaryFolder.run { folder throws in
      let client = ScriptedHTTPClient { request in
        .success(HTTPResponse(status: 503, body: Data(), url: request.url))
      }
      await #expect(throws: GitHubSearchError.server(status: 503)) {
        try await service(client, mode: .auto, folder: folder).repositories(matching: "swift", page: 1)
      }
      let unreachable = ScriptedHTTPClient { _ in .failure(.connect(host: "api.github.com")) }
      await #expect(throws: HTTPError.connect(host: "api.github.com")) {
        try await service(unreachable, mode: .live, folder: folder).repositories(matching: "swift", page: 1)
      }
    }
  }
}
