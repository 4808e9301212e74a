import FlyingFox
import Foundation
import HTTPTesting
import Networking
import Synchronization
import Testing

/// A host that answers slowly is slow, not unreachable: a timeout once a connection exists
/// (new, reused, or waited for behind the per-host cap) is `.timeout`, which does not send the
/// app to sample data.
@Suite struct CurlHTTPClientTimeoutTests {
  /// Routes that answer `/now` at once and hold `/held` until `release` is called.
  private final class HeldRoutes: Sendable {
    let arrivals: AsyncStream<Void>
    private let arrived: AsyncStream<Void>.Continuation
    /// The held answers' continuations, or nil once released.
    private let waiting = Mutex<[CheckedContinuation<Void, Never>]?>([])

    init() {
      (arrivals, arrived) = AsyncStream.makeStream()
    }

    var routes: [LoopbackServer.Route] {
      [
        ("GET /now", { _ in Reply(statusCode: .ok, body: Data("now".utf8)) }),
        (
          "GET /held",
          { [self] _ in
            await withCheckedContinuation { continuation in
              let isHeld = waiting.withLock { list in
                list?.append(continuation)
                return list != nil
              }
              if !isHeld { continuation.resume() }
              arrived.yield()
            }
            return Reply(statusCode: .ok, body: Data("late".utf8))
          }
        ),
      ]
    }

    func release() {
      let held = waiting.withLock { list in
        defer { list = nil }
        return list ?? []
      }
      for continuation in held { continuation.resume() }
    }
  }

  private func error(sending request: Request, with client: CurlHTTPClient) async -> HTTPError? {
    do {
      _ = try await client.send(request)
      return nil
    } catch {
      return error
    }
  }

  @Test func aSlowAnswerOnAReusedConnectionIsATimeoutNotAnUnreachableHost() async throws {
    let held = HeldRoutes()
    try await LoopbackServer.with(held.routes) { server in
      let client = CurlHTTPClient()
      defer { client.shutdown() }
      // The first answer leaves a kept-alive connection that the second request reuses.
      let first = try await client.send(Request(url: server.url("/now")))
      #expect(first.status == 200)
      var slow = Request(url: server.url("/held"))
      slow.timeout = .milliseconds(300)
      let error = await error(sending: slow, with: client)
      held.release()
      #expect(error == .timeout)
      #expect(error?.isUnreachable == false)
    }
  }

  @Test func aRequestQueuedBehindThePerHostCapKeepsItsOwnTimeoutAndIsATimeout() async throws {
    let held = HeldRoutes()
    try await LoopbackServer.with(held.routes) { server in
      let client = CurlHTTPClient()
      defer { client.shutdown() }
      // Six held requests take every connection the client opens to one host.
      let holders = (0..<6).map { _ in
        Task { try? await client.send(Request(url: server.url("/held"))) }
      }
      var arrivals = held.arrivals.makeAsyncIterator()
      for _ in 0..<6 { await arrivals.next() }
      var queued = Request(url: server.url("/now"))
      queued.timeout = .milliseconds(300)
      let error = await error(sending: queued, with: client)
      held.release()
      for holder in holders {
        #expect(
          await holder.value?.status == 200, "the queued request gave up while those ahead still waited")
      }
      #expect(error == .timeout)
      #expect(error?.isUnreachable == false)
    }
  }

  @Test func aConnectionThatIsNeverAnsweredIsAConnectTimeout() async throws {
    try await Self.withFullListenQueue { port in
      let client = CurlHTTPClient()
      defer { client.shutdown() }
      var request = Request(url: "http://127.0.0.1:\(port)/")
      request.connectTimeout = .milliseconds(300)
      let error = await error(sending: request, with: client)
      #expect(error == .connectTimeout(host: "127.0.0.1"))
      #expect(error?.isUnreachable == true)
    }
  }

  /// Runs `body` with a port on 127.0.0.1 whose queue of connections to accept is full, so the
  /// system drops further attempts unanswered, as a network that loses packets does.
  private static func withFullListenQueue<T>(_ body: (UInt16) async throws -> T) async throws -> T {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(listener >= 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(listener, address, length) == 0 && listen(listener, 0) == 0
          && getsockname(listener, address, &length) == 0
      }
    }
    try #require(bound)
    // With a backlog of 0 one connection fills the queue; the listener never accepts it.
    let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(filler) }
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(filler, $0, length) == 0 }
    }
    try #require(connected)
    return try await body(UInt16(bigEndian: address.sin_port))
  }
}
