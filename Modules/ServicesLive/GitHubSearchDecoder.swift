import Foundation
import Models
import Networking
import Services

/// Reads GitHub's search answers: the page of repositories, the next page from the `Link`
/// header, the rate limit, and the error an answer stands for. The offline catalog's items go
/// through the same `Repo` decoding.
public enum GitHubSearchDecoder {
  private struct Body: Decodable {
    var totalCount: Int
    var incompleteResults: Bool?
    var items: [Repo]

    enum CodingKeys: String, CodingKey {
      case totalCount = "total_count"
      case incompleteResults = "incomplete_results"
      case items
    }
  }

  /// An error body: `{"message": "Validation Failed", "errors": [{"field": "q", "code": "missing"}]}`.
  private struct Message: Decodable {
    var message: String?
    var errors: [Detail]?
  }

  /// One entry of `errors`: an object naming the field and what is wrong with it, or (in some
  /// of GitHub's answers) a bare string.
  private struct Detail: Decodable {
    var field: String?
    var code: String?
    var message: String?

    init(from decoder: any Decoder) throws {
      if let text = try? decoder.singleValueContainer().decode(String.self) {
        message = text
        return
      }
      let container = try decoder.container(keyedBy: CodingKeys.self)
      field = try? container.decodeIfPresent(String.self, forKey: .field)
      code = try? container.decodeIfPresent(String.self, forKey: .code)
      message = try? container.decodeIfPresent(String.self, forKey: .message)
    }

    private enum CodingKeys: String, CodingKey {
      case field, code, message
    }

    /// "q: missing", "q: invalid (Only the first 1000 search results are available)".
    var text: String? {
      // GitHub's code "custom" only says that the message explains.
      let code = self.code == "custom" ? nil : self.code
      let head = [field, code].compactMap { $0 }.joined(separator: ": ")
      switch (head.isEmpty, message) {
      case (true, let message?): return message
      case (false, let message?): return "\(head) (\(message))"
      case (false, nil): return head
      case (true, nil): return nil
      }
    }
  }

  /// How long to wait after a secondary rate limit that gives no `retry-after`: GitHub asks
  /// for at least a minute.
  public static let secondaryRateLimitWait: TimeInterval = 60

  /// How long to wait when no requests are left and GitHub gave no `x-ratelimit-reset`: a
  /// minute, the shortest window its limits are counted in.
  public static let primaryRateLimitDefaultWait: TimeInterval = 60

  /// The repositories, the total count and whether GitHub stopped early, in a
  /// `{"total_count": …, "incomplete_results": …, "items": […]}` body.
  public static func results(
    from body: Data
  ) throws(GitHubSearchError) -> (repos: [Repo], totalCount: Int, isIncomplete: Bool) {
    do {
      let decoded = try JSONDecoder().decode(Body.self, from: body)
      return (decoded.items, decoded.totalCount, decoded.incompleteResults ?? false)
    } catch let error as DecodingError {
      throw .malformed(summary(of: error))
    } catch {
      throw .malformed("\(error)")
    }
  }

  /// The error a non-2xx answer stands for; nil for a 2xx one.
  ///
  /// - Parameter now: the time a `retry-after` counts from.
  public static func error(for response: HTTPResponse, now: Date) -> GitHubSearchError? {
    let status = response.status
    guard !(200..<300).contains(status) else { return nil }
    let remaining = response.headers["x-ratelimit-remaining"].flatMap { Int($0) }
    // Seconds or an HTTP-date (RFC 9110 allows both), as whole seconds rounded up.
    let retryAfter = response.headers.retryAfter(now: now).map { Int(min($0.rounded(.up), 1e9)) }
    let body = decodedMessage(in: response.body)
    // GitHub's rules for a 403 or 429 (its REST API docs, "Rate limits for the REST API"): wait
    // for `retry-after` when it is there; with no requests left (the primary limit), until
    // `x-ratelimit-reset`; otherwise, for a secondary limit, at least a minute. A 429 is always
    // a rate limit; a 403 only when its headers or message say so.
    if status == 429 || status == 403 {
      if let retryAfter {
        return .rateLimited(
          resetsAt: now.addingTimeInterval(TimeInterval(retryAfter)), retryAfter: retryAfter)
      }
      if remaining == 0 {
        guard let reset = resetDate(response.headers) else {
          return .rateLimitedWithoutReset(until: now.addingTimeInterval(primaryRateLimitDefaultWait))
        }
        return .rateLimited(resetsAt: reset, retryAfter: nil)
      }
      if status == 429 || isSecondaryRateLimit(body?.message) {
        return .secondaryRateLimit(until: now.addingTimeInterval(secondaryRateLimitWait))
      }
    }
    let message = body.flatMap(errorText(of:))
    switch status {
    case 422: return .validation(message ?? "the query is not valid")
    case 500...599: return .server(status: status)
    default: return .status(status, message: message)
    }
  }

  /// Whether GitHub's message names a secondary rate limit (or, in older answers, its abuse
  /// detection, the same limit under its former name).
  private static func isSecondaryRateLimit(_ message: String?) -> Bool {
    guard let message = message?.lowercased() else { return false }
    return message.contains("secondary rate limit") || message.contains("abuse detection")
  }

  /// The rate limit the headers report, when they report one.
  public static func rateLimit(from headers: HTTPHeaders) -> GitHubRateLimit? {
    guard let remaining = headers["x-ratelimit-remaining"].flatMap({ Int($0) }) else { return nil }
    return GitHubRateLimit(
      limit: headers["x-ratelimit-limit"].flatMap { Int($0) }, remaining: remaining,
      resetsAt: resetDate(headers))
  }

  /// The page the `Link` header's `rel="next"` points to; nil when there is none, when its URL
  /// has no page number, or when that page would start beyond GitHub's 1000-result cap.
  public static func nextPage(from headers: HTTPHeaders, perPage: Int) -> Int? {
    let links = headers.values(for: "Link").joined(separator: ", ")
    guard let uri = LinkHeader.uri(for: "next", in: links),
      let item = URLComponents(string: uri)?.queryItems?.last(where: { $0.name == "page" }),
      let page = item.value.flatMap({ Int($0) }), page > 1
    else { return nil }
    return GitHubSearchError.isWithinResultCap(page: page, perPage: perPage) ? page : nil
  }

  /// `x-ratelimit-reset` as a time; nil unless it is a finite number of seconds (`nan` or `inf`
  /// would block nothing, or block for the whole run).
  private static func resetDate(_ headers: HTTPHeaders) -> Date? {
    guard let seconds = headers["x-ratelimit-reset"].flatMap({ TimeInterval($0) }), seconds.isFinite else {
      return nil
    }
    return Date(timeIntervalSince1970: seconds)
  }

  private static func decodedMessage(in body: Data) -> Message? {
    try? JSONDecoder().decode(Message.self, from: body)
  }

  /// GitHub's `message`, followed by what each entry of `errors` says:
  /// "Validation Failed: q: missing; sort: invalid".
  private static func errorText(of body: Message) -> String? {
    let details = (body.errors ?? []).compactMap(\.text)
    guard let message = body.message else { return details.isEmpty ? nil : details.joined(separator: "; ") }
    return details.isEmpty ? message : "\(message): \(details.joined(separator: "; "))"
  }

  /// Where decoding failed, in a few words: "items[3].full_name: missing".
  private static func summary(of error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context): "\(describe(context.codingPath + [key])): missing"
    case .valueNotFound(_, let context): "\(describe(context.codingPath)): missing"
    case .typeMismatch(_, let context): "\(describe(context.codingPath)): not the expected type"
    case .dataCorrupted(let context):
      context.codingPath.isEmpty ? "not JSON" : "\(describe(context.codingPath)): not a valid value"
    @unknown default: "not the expected JSON"
    }
  }

  private static func describe(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text.isEmpty ? "the body" : text
  }
}
