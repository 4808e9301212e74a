import Foundation
import Networking
import Privacy

/// One HTTP request and what came back, as a session records it: never an `Authorization`
/// header or the token.
public struct HTTPExchange: Codable, Equatable, Sendable {
  /// Milliseconds since the start of the run when the request was sent.
  public var started: Int64
  /// Milliseconds since the start of the run when the answer (or the failure) came back.
  public var ended: Int64
  /// `GET`, `POST`…
  public var method: String
  /// The URL requested.
  public var url: String
  /// The request's headers, `[name, value]`, without credentials.
  public var requestHeaders: [[String]]
  /// The answer; nil when the transfer failed.
  public var response: Response?
  /// Why the transfer failed; nil when there is a response.
  public var failure: Failure?
  /// The download's progress as the client reported it, each change once; nil when it
  /// reported none, so a replay reports it at the same moments.
  public var progress: [ProgressMark]?

  /// One progress report: when, and how many bytes of how many had arrived.
  public struct ProgressMark: Codable, Equatable, Sendable {
    /// Milliseconds since the start of the run.
    public var at: Int64
    public var received: Int64
    public var expected: Int64?

    public init(at: Int64, received: Int64, expected: Int64?) {
      self.at = at
      self.received = received
      self.expected = expected
    }
  }

  /// A response: status, headers, body, and the body's length, checked when read back.
  public struct Response: Codable, Equatable, Sendable {
    public var status: Int
    public var headers: [[String]]
    public var url: String
    public var bodyLength: Int
    public var body: Data

    public init(_ response: HTTPResponse) {
      status = response.status
      headers = response.headers.map { [$0.name, $0.value] }
      url = response.url
      bodyLength = response.body.count
      body = response.body
    }

    private enum CodingKeys: String, CodingKey {
      case status, headers, url, bodyLength, body
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      status = try container.decode(Int.self, forKey: .status)
      headers = try container.decode([[String]].self, forKey: .headers)
      url = try container.decode(String.self, forKey: .url)
      bodyLength = try container.decode(Int.self, forKey: .bodyLength)
      body = try container.decode(Data.self, forKey: .body)
      guard body.count == bodyLength else {
        throw SessionDamage(
          reason: "a response body holds \(body.count) bytes where \(bodyLength) were recorded")
      }
    }

    /// The response as the client returns it.
    public var httpResponse: HTTPResponse {
      HTTPResponse(
        status: status, headers: HTTPHeaders(headers.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }),
        body: body, url: url)
    }
  }

  /// A transport failure, by the ``HTTPError`` case and its values.
  public struct Failure: Codable, Equatable, Sendable {
    public var kind: String
    public var text: String?
    public var number: Int?

    public init(_ error: HTTPError) {
      switch error {
      case .dns(let host): (kind, text) = ("dns", host)
      case .connect(let host): (kind, text) = ("connect", host)
      case .connectTimeout(let host): (kind, text) = ("connectTimeout", host)
      case .timeout: kind = "timeout"
      case .proxy(let message): (kind, text) = ("proxy", message)
      case .tls(let message): (kind, text) = ("tls", message)
      case .tooLarge(let limit): (kind, number) = ("tooLarge", limit)
      case .tooManyRedirects: kind = "tooManyRedirects"
      case .cancelled: kind = "cancelled"
      case .invalidURL(let url): (kind, text) = ("invalidURL", url)
      case .transport(let code, let message): (kind, text, number) = ("transport", message, code)
      }
    }

    /// The error as the client throws it; an unknown kind reads as a transport failure.
    public var error: HTTPError {
      let text = text ?? ""
      switch kind {
      case "dns": return .dns(host: text)
      case "connect": return .connect(host: text)
      case "connectTimeout": return .connectTimeout(host: text)
      case "timeout": return .timeout
      case "proxy": return .proxy(text)
      case "tls": return .tls(text)
      case "tooLarge": return .tooLarge(limit: number ?? 0)
      case "tooManyRedirects": return .tooManyRedirects
      case "cancelled": return .cancelled
      case "invalidURL": return .invalidURL(text)
      default: return .transport(code: number ?? 0, message: text)
      }
    }
  }

  /// Records `request`, leaving out `Authorization`, the user and password in a URL, and
  /// `secrets` wherever they appear (a header, a URL, a body, an error's text), each replaced
  /// by `[redacted]`: in text (headers, an error, a body that is UTF-8) pieces of 8 characters
  /// or more too, as in frames; in a body of other bytes (an image), the whole secret.
  public init(
    started: Int64, ended: Int64, request: HTTPRequest, secrets: [String],
    result: Result<HTTPResponse, HTTPError>, progress: [ProgressMark] = []
  ) {
    // As the recorder's: shorter than 4 characters is no token.
    let secrets = secrets.filter { $0.count >= 4 }
    let clean = Redactor(secrets: secrets)
    // In a URL, as the app writes `[redacted]` typed in a query: a replay's request matches it.
    let cleanInURL = Redactor(secrets: secrets, replacement: "%5Bredacted%5D")
    func cleanURL(_ url: String) -> String { cleanInURL(URLCredentials.removed(from: url)) }
    self.started = started
    self.ended = ended
    self.progress = progress.isEmpty ? nil : progress
    method = request.method.rawValue
    url = cleanURL(request.url)
    requestHeaders = request.headers
      .filter { $0.name.lowercased() != "authorization" }
      .map { [$0.name, clean($0.value)] }
    switch result {
    case .success(let value):
      var recorded = Response(value)
      recorded.headers = recorded.headers.map { $0.map { clean($0) } }
      recorded.url = cleanURL(recorded.url)
      if !secrets.isEmpty, let text = String(data: recorded.body, encoding: .utf8) {
        recorded.body = Data(clean(text).utf8)
      } else {
        for secret in secrets {
          recorded.body = recorded.body.replacing(Data(secret.utf8), with: Data("[redacted]".utf8))
        }
      }
      recorded.bodyLength = recorded.body.count
      response = recorded
    case .failure(let error):
      var recorded = Failure(error)
      recorded.text = recorded.text.map { clean(URLCredentials.removed(from: $0)) }
      failure = recorded
    }
  }
}
