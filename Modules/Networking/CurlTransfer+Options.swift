import CCurl
import Foundation

extension CurlTransfer {
  /// Configures `easy` for this request; returns an error instead if libcurl refuses an option.
  ///
  /// `easy` must be freshly reset: every option this client relies on is set here.
  ///
  /// - Parameter appendHeader: `curl_slist_append`, or a test's stand-in.
  func attach(
    to easy: CurlEasy,
    appendHeader: (UnsafeMutablePointer<curl_slist>?, String) -> UnsafeMutablePointer<curl_slist>? = {
      curl_slist_append($0, $1)
    }
  ) -> HTTPError? {
    self.easy = easy
    let handle = easy.handle
    var failure = CURLE_OK
    func check(_ code: CURLcode) {
      if failure == CURLE_OK { failure = code }
    }
    check(ccurl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, easy.errorBuffer))
    check(ccurl_easy_setopt_string(handle, CURLOPT_URL, request.url))
    check(ccurl_easy_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"))
    check(ccurl_easy_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"))
    check(ccurl_easy_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 1))
    check(ccurl_easy_setopt_long(handle, CURLOPT_MAXREDIRS, 5))
    // An empty string offers every encoding this libcurl was built with and decodes it.
    check(ccurl_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""))
    check(ccurl_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, timeoutMilliseconds))
    check(ccurl_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, connectTimeoutMilliseconds))
    // Signals would hit arbitrary threads of this process; the threaded resolver needs none.
    check(ccurl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
    // Always set, so libcurl uses the proxy decided here and never reads the environment: an
    // empty string means none.
    check(ccurl_easy_setopt_string(handle, CURLOPT_PROXY, proxy ?? ""))
    check(ccurl_easy_setopt_long(handle, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1))
    // Lets libcurl refuse a declared Content-Length over the cap before reading the body.
    check(ccurl_easy_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maxBodyBytes)))
    if !request.headers.contains(name: "User-Agent") {
      check(ccurl_easy_setopt_string(handle, CURLOPT_USERAGENT, userAgent))
    }
    check(setMethodAndBody(on: handle))
    check(setHeaderList(on: handle, appendHeader: appendHeader))
    check(setCallbacks(on: handle))
    guard failure == CURLE_OK else {
      if failure == CURLE_OUT_OF_MEMORY, easy.errorMessage == nil {
        return .transport(
          code: Int(failure.rawValue), message: "out of memory while setting up the request; nothing was sent"
        )
      }
      return HTTPError(
        curlCode: failure, message: easy.errorMessage, url: request.url, maxBodyBytes: maxBodyBytes)
    }
    return nil
  }

  private func setMethodAndBody(on handle: UnsafeMutableRawPointer) -> CURLcode {
    switch request.method {
    case .get:
      return ccurl_easy_setopt_long(handle, CURLOPT_HTTPGET, 1)
    case .head:
      return ccurl_easy_setopt_long(handle, CURLOPT_NOBODY, 1)
    case .post:
      let code = ccurl_easy_setopt_long(handle, CURLOPT_POST, 1)
      return code == CURLE_OK ? setBody(request.body ?? Data(), on: handle) : code
    case .put, .patch, .delete:
      let code = ccurl_easy_setopt_string(handle, CURLOPT_CUSTOMREQUEST, request.method.rawValue)
      // PUT and PATCH always carry a body (Content-Length: 0 when empty); DELETE only if given.
      let body = request.method == .delete ? request.body : request.body ?? Data()
      guard code == CURLE_OK, let body else { return code }
      return setBody(body, on: handle)
    }
  }

  /// Copies the body into libcurl, which then owns it, so no Swift buffer must stay pinned.
  private func setBody(_ body: Data, on handle: UnsafeMutableRawPointer) -> CURLcode {
    let code = ccurl_easy_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
    guard code == CURLE_OK else { return code }
    // One extra byte keeps the buffer non-empty, so its base address is never nil.
    var bytes = [UInt8](body)
    bytes.append(0)
    return bytes.withUnsafeMutableBytes { buffer in
      ccurl_easy_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, buffer.baseAddress)
    }
  }

  /// Builds the header list; a header that cannot be added fails the request (it may be the
  /// `Authorization` the server needs), rather than sending it without.
  private func setHeaderList(
    on handle: UnsafeMutableRawPointer,
    appendHeader: (UnsafeMutablePointer<curl_slist>?, String) -> UnsafeMutablePointer<curl_slist>?
  ) -> CURLcode {
    var list: UnsafeMutablePointer<curl_slist>?
    var isComplete = true
    func append(_ line: String) {
      guard isComplete else { return }
      if let longer = appendHeader(list, line) { list = longer } else { isComplete = false }
    }
    for (name, value) in request.headers {
      // libcurl's syntax: "Name;" sends an empty value, while "Name:" would remove the header.
      append(value.isEmpty ? "\(name);" : "\(name): \(value)")
    }
    // "Name:" removes a header libcurl would add on its own: no 100-continue round trip,
    // and no form Content-Type guessed for bodies the caller did not label.
    if request.method != .get, request.method != .head {
      if !request.headers.contains(name: "Expect") { append("Expect:") }
      if !request.headers.contains(name: "Content-Type") { append("Content-Type:") }
    }
    // Kept even when incomplete, so detach frees what was built.
    headerList = list
    guard isComplete else { return CURLE_OUT_OF_MEMORY }
    return ccurl_easy_setopt_slist(handle, CURLOPT_HTTPHEADER, list)
  }

  private func setCallbacks(on handle: UnsafeMutableRawPointer) -> CURLcode {
    // Unretained: the driver's table of active transfers owns `self` while libcurl may call back.
    let context = Unmanaged.passUnretained(self).toOpaque()
    var codes = [
      ccurl_easy_setopt_write_function(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
        CurlTransfer.from(context).receiveBody(data, length: size * count)
      },
      ccurl_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, context),
      ccurl_easy_setopt_write_function(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
        CurlTransfer.from(context).receiveHeader(data, length: size * count)
      },
      ccurl_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, context),
      // Whether a timeout found the transfer still reaching the host: a name lookup or a new
      // socket starts that; a connection ready for the request (new or reused) ends it.
      ccurl_easy_setopt_resolver_start_function(handle) { _, _, context in
        CurlTransfer.from(context).isReachingHost = true
        return 0
      },
      ccurl_easy_setopt_pointer(handle, CURLOPT_RESOLVER_START_DATA, context),
      ccurl_easy_setopt_sockopt_function(handle) { context, _, _ in
        CurlTransfer.from(context).isReachingHost = true
        return CURL_SOCKOPT_OK
      },
      ccurl_easy_setopt_pointer(handle, CURLOPT_SOCKOPTDATA, context),
      ccurl_easy_setopt_prereq_function(handle) { context, _, _, _, _ in
        CurlTransfer.from(context).isReachingHost = false
        return CURL_PREREQFUNC_OK
      },
      ccurl_easy_setopt_pointer(handle, CURLOPT_PREREQDATA, context),
    ]
    if progress != nil {
      codes += [
        ccurl_easy_setopt_xferinfo_function(handle) { context, _, received, _, _ in
          CurlTransfer.from(context).reportProgress(received: received)
          return 0
        },
        ccurl_easy_setopt_pointer(handle, CURLOPT_XFERINFODATA, context),
        ccurl_easy_setopt_long(handle, CURLOPT_NOPROGRESS, 0),
      ]
    }
    return codes.first { $0 != CURLE_OK } ?? CURLE_OK
  }
}
