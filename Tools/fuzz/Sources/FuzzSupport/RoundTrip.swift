import Foundation

/// Stops the run unless `value` encodes to JSON and decodes back equal, which is what the
/// offline data and the caches rely on when they store what the network gave.
public func invariantRoundTrips<Value: Codable & Equatable>(
  _ value: Value, file: StaticString = #fileID, line: UInt = #line
) {
  let decoded = Result { try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value)) }
  invariant(
    (try? decoded.get()) == value, "\(value) does not survive JSON: \(decoded)", file: file, line: line)
}
