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
    var items: [Repo]

    enum CodingKeys: String, CodingKey {
      case totalCount = "total_count"
      case items
    }
  }

  private struct Message: Decodable {
    struct Detail: Decodable {
      var message: String?
    }
    var message: String?
    var errors: [Detail]?
  }

  /// The repositories and the total count in a `{"total_count": …, "items": […]}` body.
  public static func results(from body: Data) throws(GitHubSearchError) -> (repos: [Repo], totalCount: Int) {
    do {
      let decoded = try JSONDecoder().decode(Body.self, from: body)
      return (decoded.items, decoded.totalCount)
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
    let retryAfter = response.headers["retry-after"].flatMap { Int($0) }.map { max($0, 0) }
    // GitHub answers 403 for the primary limit (no requests left) and for secondary limits
    // (with retry-after); 429 is always a rate limit.
    if status == 429 || (status == 403 && (remaining == 0 || retryAfter != nil)) {
      let resetsAt =
        retryAfter.map { now.addingTimeInterval(TimeInterval($0)) } ?? resetDate(response.headers)
      return .rateLimited(resetsAt: resetsAt, retryAfter: retryAfter)
    }
    let message = message(in: response.body)
    switch status {
    case 422: return .validation(message ?? "the query is not valid")
    case 500...599: return .server(status: status)
    default: return .status(status, message: message)
    }
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

  private static func resetDate(_ headers: HTTPHeaders) -> Date? {
    headers["x-ratelimit-reset"].flatMap { TimeInterval($0) }.map { Date(timeIntervalSince1970: $0) }
  }

  /// GitHub's `message`, with the first detail of `errors` when there is one.
  private static func message(in body: Data) -> String? {
    guard let decoded = try? JSONDecoder().decode(Message.self, from: body),
      let message = decoded.message
    else { return nil }
    guard let detail = decoded.errors?.compactMap(\.message).first else { return message }
    return "\(message): \(detail)"
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
