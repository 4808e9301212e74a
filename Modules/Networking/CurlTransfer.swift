import CCurl
import Foundation
import Synchronization

/// One request's state from submission until its continuation is resumed.
// Safe to share: a transfer is built on the calling task and handed to the driver thread
// through the driver's lock-protected inbox, which orders that hand-over; from then on
// every stored `var` is read and written only on the driver thread. The one field other
// threads touch after the hand-over, `cancelRequested`, is an Atomic.
final class CurlTransfer: @unchecked Sendable {
  typealias Completion = CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>

  let request: HTTPRequest
  let progress: HTTPProgress?
  let userAgent: String
  let timeoutMilliseconds: Int
  let connectTimeoutMilliseconds: Int
  let maxBodyBytes: Int
  /// The proxy the request goes through, or nil when it goes directly.
  let proxy: String?
  /// Set by the task's cancellation handler, possibly before the driver has seen the transfer.
  let cancelRequested = Atomic<Bool>(false)

  var continuation: Completion?
  /// The easy handle while the transfer is attached to the multi handle.
  var easy: CurlEasy?
  /// The `CURLOPT_HTTPHEADER` list; libcurl reads it during the transfer, so it lives until detach.
  var headerList: UnsafeMutablePointer<curl_slist>?
  var body = Data()
  var responseHeaders = HTTPHeaders()
  /// Why a callback stopped the transfer, which libcurl itself reports only as a write error.
  var abortError: HTTPError?
  var reportedBytes: Int64 = -1
  /// Whether libcurl is looking up or connecting to the host (or proxy) for this transfer, with
  /// no connection ready for the request yet. A transfer waiting for a free connection (behind
  /// the per-host cap) or sending on a reused one is not: a timeout there says nothing about
  /// whether the host can be reached.
  var isReachingHost = false
  /// When the whole transfer must be over, from when it was added to the multi handle.
  var deadline: ContinuousClock.Instant?

  init(request: HTTPRequest, configuration: CurlHTTPClient.Configuration, progress: HTTPProgress?) {
    self.request = request
    self.progress = progress
    userAgent = configuration.userAgent
    timeoutMilliseconds = (request.timeout ?? configuration.timeout).curlMilliseconds
    connectTimeoutMilliseconds = (request.connectTimeout ?? configuration.connectTimeout).curlMilliseconds
    maxBodyBytes = max(0, request.maxBodyBytes ?? configuration.maxBodyBytes)
    proxy = configuration.proxies.proxy(for: request.url)
  }

  deinit {
    curl_slist_free_all(headerList)
  }

  /// Recovers the transfer from a callback's user-data pointer.
  static func from(_ pointer: UnsafeMutableRawPointer?) -> CurlTransfer {
    // The pointer was made by `attach(to:)` from an instance the driver keeps alive in its
    // table of active transfers for as long as libcurl can call back.
    Unmanaged<CurlTransfer>.fromOpaque(pointer!).takeUnretainedValue()
  }

  /// Resumes the waiting task once; later calls do nothing.
  func finish(_ result: Result<HTTPResponse, HTTPError>) {
    continuation?.resume(returning: result)
    continuation = nil
  }

  /// Releases what libcurl no longer needs once the handle has left the multi handle.
  func detach() {
    easy = nil
    curl_slist_free_all(headerList)
    headerList = nil
  }

  /// The outcome of a transfer libcurl reports as done with `code`.
  func result(for code: CURLcode) -> Result<HTTPResponse, HTTPError> {
    guard let easy else { return .failure(.cancelled) }
    var urlPointer: UnsafeMutablePointer<CChar>?
    ccurl_easy_getinfo_string(easy.handle, CURLINFO_EFFECTIVE_URL, &urlPointer)
    let finalURL = urlPointer.map { String(cString: $0) } ?? request.url
    guard code == CURLE_OK else {
      if let abortError { return .failure(abortError) }
      return .failure(
        HTTPError(
          curlCode: code, message: easy.errorMessage, url: finalURL, maxBodyBytes: maxBodyBytes,
          wasReachingHost: isReachingHost, proxy: proxy))
    }
    var status = 0
    ccurl_easy_getinfo_long(easy.handle, CURLINFO_RESPONSE_CODE, &status)
    if progress != nil {
      var downloaded: curl_off_t = 0
      ccurl_easy_getinfo_off_t(easy.handle, CURLINFO_SIZE_DOWNLOAD_T, &downloaded)
      reportProgress(received: downloaded, isFinal: true)
    }
    return .success(HTTPResponse(status: status, headers: responseHeaders, body: body, url: finalURL))
  }
}
