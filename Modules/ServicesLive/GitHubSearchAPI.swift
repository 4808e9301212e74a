import Foundation
import Models
import Networking
import Privacy
import Services
import Storage
import Synchronization

/// GitHub's repository search over an ``HTTPClient``:
/// `GET {base}/search/repositories?q=&per_page=&page=`.
///
/// Answers are kept in the HTTP cache with their `ETag`; asking again sends `If-None-Match`, and
/// a `304 Not Modified` is served from the cache. The cache's key is the URL without a user and
/// password, and an answer to a URL that holds the token (typed as a query) is never kept. After a rate limit, nothing is sent until it
/// resets, `retry-after` (seconds or a date) has passed, or (for a limit without either) a
/// minute has.
public final class GitHubSearchAPI: Sendable {
  /// GitHub's default page size.
  public static let defaultPerPage = 30
  /// The REST API version the requests ask for.
  public static let apiVersion = "2022-11-28"

  private let client: any HTTPClient
  private let baseURL: String
  private let token: String?
  private let userAgent: String
  private let cache: HTTPCacheStore?
  private let work: LocalWork
  /// Finds the token or the base URL's password, whole or in part, in a URL that must then not
  /// be cached.
  private let tokenFinder: Redactor
  private let perPage: Int
  private let maxBodyBytes: Int?
  private let now: @Sendable () -> Date
  /// Set by a rate-limited answer: the error it was, and no request goes out before its time.
  private let block = Mutex<(error: GitHubSearchError, until: Date)?>(nil)
  /// The cache's writes, in order, off the path of the answer: a database another process has
  /// locked delays only the cache, never the results.
  private let cacheWrites = DispatchQueue(label: "GitHubSearchAPI.cacheWrites")

  /// - Parameters:
  ///   - baseURL: `https://api.github.com`, or a loopback server in tests.
  ///   - token: sent as `Authorization: Bearer …` when not empty; never put in errors.
  ///   - secrets: other values (a URL's password) that, typed as a query, keep its answer out
  ///     of the cache as the token does.
  ///   - cache: where answers and their ETags are kept; nil sends every request unconditionally.
  ///   - maxBodyBytes: the largest body accepted; nil leaves it to the client.
  ///   - now: the time rate limits are measured against.
  ///   - work: where each read of the cache runs, off the cooperative pool.
  public init(
    client: any HTTPClient, baseURL: String, token: String?, secrets: [String] = [], userAgent: String,
    cache: HTTPCacheStore?,
    perPage: Int = GitHubSearchAPI.defaultPerPage, maxBodyBytes: Int? = nil,
    now: @escaping @Sendable () -> Date = Date.init, work: LocalWork = LocalWork()
  ) {
    self.work = work
    self.client = client
    self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
    self.token = token.flatMap { $0.isEmpty ? nil : $0 }
    self.userAgent = userAgent
    self.cache = cache
    // The base URL's user and password, typed as a query, are as secret as the token.
    tokenFinder = Redactor(
      secrets: [token].compactMap { $0 } + URLCredentials.secrets(in: baseURL) + secrets)
    self.perPage = perPage
    self.maxBodyBytes = maxBodyBytes
    self.now = now
  }

  /// The request for `page` of `query`, without the conditional header.
  ///
  /// A `sort:stars` (or `sort:forks`, `sort:updated`, with `-asc`/`-desc`) in the query becomes
  /// the API's `sort` and `order` parameters; the rest goes in `q`, percent-encoded.
  public func request(query: String, page: Int) -> HTTPRequest {
    var words: [Substring] = []
    var sort: (field: String, order: String)?
    for word in query.split(whereSeparator: \.isWhitespace) {
      if let parsed = Self.sort(word) { sort = parsed } else { words.append(word) }
    }
    var parameters = [("q", words.joined(separator: " "))]
    if let sort { parameters += [("sort", sort.field), ("order", sort.order)] }
    parameters += [("per_page", "\(perPage)"), ("page", "\(page)")]
    let query = parameters.map { "\($0)=\(Self.encode($1))" }.joined(separator: "&")
    var headers: HTTPHeaders = [
      "Accept": "application/vnd.github+json",
      "User-Agent": userAgent,
      "X-GitHub-Api-Version": Self.apiVersion,
    ]
    if let token { headers["Authorization"] = "Bearer \(token)" }
    var request = HTTPRequest(url: "\(baseURL)/search/repositories?\(query)", headers: headers)
    request.maxBodyBytes = maxBodyBytes
    return request
  }

  /// Fetches and decodes `page` of the results for `query`.
  ///
  /// - Throws: ``GitHubSearchError`` for an empty query, a page beyond the 1000-result cap, a
  ///   rate limit, an error status or a malformed body; ``HTTPError`` when the transfer failed.
  public func repositories(matching query: String, page: Int) async throws -> RepoSearchPage {
    guard !query.allSatisfy(\.isWhitespace) else {
      throw GitHubSearchError.unreadableQuery("the query is empty")
    }
    guard GitHubSearchError.isWithinResultCap(page: page, perPage: perPage) else {
      throw GitHubSearchError.beyondResultCap
    }
    if let block = block.withLock({ $0 }), now() < block.until {
      throw block.error
    }
    let plain = request(query: query, page: page)
    var request = plain
    // The cache only saves requests; a cache that cannot be read is the same as an empty one.
    // The lookup is a read, which no writer holds up.
    let key = cacheKey(for: request.url)
    let (cache, url) = (key == nil ? nil : self.cache, key ?? request.url)
    let cached = try? await work.runBlocking("database cached answer") { try cache?.entry(for: url) }
    if let etag = cached?.etag { request.headers["If-None-Match"] = etag }

    var response = try await client.send(request)
    if response.status == 304, let cached {
      writeToCache { try $0.markUsed(url: url) }
      var headers = HTTPHeaders(cached.headers.map { ($0.key, $0.value) })
      for field in response.headers where field.name.lowercased().hasPrefix("x-ratelimit-") {
        headers[field.name] = field.value
      }
      do {
        return try decodePage(cached.body, headers: headers)
      } catch {
        // A body this build cannot read (saved by another version, or damaged) would be
        // confirmed by every later 304: drop it and ask for the whole answer once.
        writeToCache { try $0.remove(url: url) }
        request = plain
        response = try await client.send(request)
      }
    }
    if let error = GitHubSearchDecoder.error(for: response, now: now()) {
      if let blocked = Self.blocking(error) { block.withLock { $0 = blocked } }
      throw redacted(error)
    }
    let result = try decodePage(response.body, headers: response.headers)
    if let etag = response.headers["ETag"] {
      // Failing to save only costs the next request its 304; the answer is good either way.
      let kept = URLCredentials.redacted(inText: response.headers.values(for: "Link").joined(separator: ", "))
      let entry = HTTPCacheStore.Entry(
        url: url, etag: etag, body: response.body, headers: kept.isEmpty ? [:] : ["Link": kept],
        fetchedAt: now())
      if cache != nil { writeToCache { try $0.save(entry) } }
    }
    return result
  }

  /// The key an answer to `url` is cached under: the URL without its user and password; nil
  /// when the URL holds the token (pasted into the search box), whose answer is never kept.
  private func cacheKey(for url: String) -> String? {
    let key = URLCredentials.removed(from: url)
    // The query is percent-encoded: the token's `_` is `%5F` there.
    let holdsToken = tokenFinder.finds(in: key) || tokenFinder.finds(in: key.removingPercentEncoding ?? key)
    return holdsToken ? nil : key
  }

  /// Returns once the cache writes queued so far are done (or failed), for a caller that reads
  /// the cache next, as tests do.
  public func cacheWritesFinished() async {
    await withCheckedContinuation { continuation in cacheWrites.async { continuation.resume() } }
  }

  /// Queues `write` after the cache writes before it; failing costs only a later 304.
  private func writeToCache(_ write: @escaping @Sendable (HTTPCacheStore) throws -> Void) {
    guard let cache else { return }
    cacheWrites.async { try? write(cache) }
  }

  private func decodePage(_ body: Data, headers: HTTPHeaders) throws(GitHubSearchError) -> RepoSearchPage {
    let (repos, totalCount, isIncomplete) = try GitHubSearchDecoder.results(from: body)
    return RepoSearchPage(
      repos: repos, totalCount: totalCount,
      nextPage: GitHubSearchDecoder.nextPage(from: headers, perPage: perPage),
      rateLimit: GitHubSearchDecoder.rateLimit(from: headers), origin: .live, isIncomplete: isIncomplete)
  }

  /// For a rate limit, what later searches are refused with, and until when: the same words,
  /// less the server's own `retry-after`, which only the answer that carried it reports.
  private static func blocking(_ error: GitHubSearchError) -> (error: GitHubSearchError, until: Date)? {
    switch error {
    case .rateLimited(let resetsAt?, _): (.rateLimited(resetsAt: resetsAt, retryAfter: nil), resetsAt)
    case .secondaryRateLimit(let until), .rateLimitedWithoutReset(let until): (error, until)
    default: nil
    }
  }

  /// The error with the token taken out of GitHub's words, should a server ever echo it.
  private func redacted(_ error: GitHubSearchError) -> GitHubSearchError {
    guard let token else { return error }
    switch error {
    case .validation(let message): return .validation(message.replacing(token, with: "[redacted]"))
    case .status(let status, let message?):
      return .status(status, message: message.replacing(token, with: "[redacted]"))
    default: return error
    }
  }

  /// `sort:stars`, `sort:forks-asc`…: the API's sort field and order.
  private static func sort(_ word: Substring) -> (field: String, order: String)? {
    let lowered = word.lowercased()
    guard lowered.hasPrefix("sort:") else { return nil }
    var field = String(lowered.dropFirst(5))
    var order = "desc"
    for suffix in ["-asc", "-desc"] where field.hasSuffix(suffix) {
      field.removeLast(suffix.count)
      order = String(suffix.dropFirst())
    }
    return ["stars", "forks", "updated", "help-wanted-issues"].contains(field) ? (field, order) : nil
  }

  /// Percent-encodes a query value: everything but RFC 3986's unreserved characters.
  private static func encode(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
  }

  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
