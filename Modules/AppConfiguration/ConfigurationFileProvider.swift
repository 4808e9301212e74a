import Configuration
import Foundation

/// The configuration file as a provider, parsed from the bytes the loader read once within its
/// bound: the file is not read a second time, so what was checked is what is used.
struct ConfigurationFileProvider: ConfigProvider {
  private let contents: JSONSnapshot

  /// - Throws: when `bytes` are not a JSON object.
  init(bytes: Data, path: String) throws {
    contents = try JSONSnapshot(
      data: bytes.bytes, providerName: "configuration file \(path)", parsingOptions: .default)
  }

  var providerName: String { contents.providerName }

  func value(forKey key: AbsoluteConfigKey, type: ConfigType) throws -> LookupResult {
    try contents.value(forKey: key, type: type)
  }

  func fetchValue(forKey key: AbsoluteConfigKey, type: ConfigType) async throws -> LookupResult {
    try value(forKey: key, type: type)
  }

  func watchValue<Return: ~Copyable>(
    forKey key: AbsoluteConfigKey, type: ConfigType,
    updatesHandler:
      nonisolated(nonsending) (
        _ updates: ConfigUpdatesAsyncSequence<Result<LookupResult, any Error>, Never>
      ) async throws -> Return
  ) async throws -> Return {
    try await watchValueFromValue(forKey: key, type: type, updatesHandler: updatesHandler)
  }

  func snapshot() -> any ConfigSnapshot { contents }

  func watchSnapshot<Return: ~Copyable>(
    updatesHandler:
      nonisolated(nonsending) (_ updates: ConfigUpdatesAsyncSequence<any ConfigSnapshot, Never>)
      async throws -> Return
  ) async throws -> Return {
    try await watchSnapshotFromSnapshot(updatesHandler: updatesHandler)
  }
}
