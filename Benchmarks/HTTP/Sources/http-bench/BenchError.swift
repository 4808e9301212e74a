/// Why a benchmark run stopped.
enum BenchError: Error {
  /// A client got something other than the server's fixed 200 response.
  case badResponse
}
