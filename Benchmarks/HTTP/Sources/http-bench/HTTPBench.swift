import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Compares `CurlHTTPClient` with FoundationNetworking's `URLSession` on the same loopback
/// server in one run: 1,000 sequential GETs and 1,000 GETs with 16 in flight, each measured
/// in several rounds after a warm-up; the median requests per second is reported.
@main
struct HTTPBench {
  static let requestsPerRun = 1_000
  static let inFlight = 16
  static let rounds = 5

  static func main() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let url = "http://127.0.0.1:\(server.port)/hello"
    let curl = CurlHTTPClient()
    let session = URLSession(configuration: .ephemeral)
    let curlFetch: Fetch = {
      let response = try await curl.send(HTTPRequest(url: url))
      guard response.status == 200, response.body == LoopbackServer.body else { throw BenchError.badResponse }
    }
    let sessionFetch: Fetch = {
      let (data, response) = try await session.data(from: URL(string: url)!)
      guard (response as? HTTPURLResponse)?.statusCode == 200, data == LoopbackServer.body else {
        throw BenchError.badResponse
      }
    }
    print("http-bench: \(requestsPerRun) GETs per run, median of \(rounds) rounds after a warm-up")
    print("server: plain-socket keep-alive HTTP/1.1 on 127.0.0.1:\(server.port), one thread per connection")

    let clients = [("CurlHTTPClient", curlFetch), ("URLSession", sessionFetch)]
    for (_, fetch) in clients {
      _ = try await Runner.sequential(count: 100, fetch)
      _ = try await Runner.concurrent(count: 100, width: inFlight, fetch)
    }
    // Rounds alternate between the clients so a change in machine load hits both alike.
    var sequentialRuns: [String: [Double]] = [:]
    var concurrentRuns: [String: [Double]] = [:]
    for _ in 0..<rounds {
      for (name, fetch) in clients {
        sequentialRuns[name, default: []].append(try await Runner.sequential(count: requestsPerRun, fetch))
      }
      for (name, fetch) in clients {
        concurrentRuns[name, default: []].append(
          try await Runner.concurrent(count: requestsPerRun, width: inFlight, fetch)
        )
      }
    }
    let sequential = sequentialRuns.mapValues(median)
    let concurrent = concurrentRuns.mapValues(median)
    for name in ["CurlHTTPClient", "URLSession"] {
      print("\(pad("sequential")) \(pad(name)) \(String(format: "%8.0f", sequential[name]!)) requests/s")
    }
    for name in ["CurlHTTPClient", "URLSession"] {
      print(
        "\(pad("\(inFlight) in flight")) \(pad(name)) \(String(format: "%8.0f", concurrent[name]!)) requests/s"
      )
    }
    print("server answered \(server.requestCount) requests")
    curl.shutdown()
    session.invalidateAndCancel()
    print(
      String(
        format: "curl/urlsession %d-in-flight ratio: %.2f", inFlight,
        concurrent["CurlHTTPClient"]! / concurrent["URLSession"]!))
    print(
      String(
        format: "curl/urlsession sequential ratio: %.2f",
        sequential["CurlHTTPClient"]! / sequential["URLSession"]!))
  }

  private static func pad(_ name: String) -> String {
    name.padding(toLength: 15, withPad: " ", startingAt: 0)
  }

  private static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }
}
