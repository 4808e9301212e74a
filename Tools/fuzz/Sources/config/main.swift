import AppConfiguration
import Foundation
import FuzzSupport

// The configuration: any JSON file and environment give a valid configuration or a
// ConfigurationError naming the key, never a trap; what loads is within the documented ranges;
// and the GitHub token appears neither in --print-config nor in an error.

/// The file the fuzzer's bytes are written to, one per process so parallel runs do not share it.
let filePath = FileManager.default.temporaryDirectory
  .appendingPathComponent("reactor-fuzz-config-\(ProcessInfo.processInfo.processIdentifier).json").path

/// A GitHub token that cannot turn up in any message unless the token itself was put there.
let sentinel = "ghp_fuzzSentinel0123456789"

/// The variables an input line can set, chosen by its first byte.
let variables =
  ConfigurationKey.allCases.map(\.environmentName) + ["GITHUB_TOKEN", "HOME", "XDG_DATA_HOME"]

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  let file = Data(input.part(upTo: 0))
  var environment: [String: String] = [:]
  for line in input.rest.split(separator: UInt8(ascii: "\n")) {
    let name = variables[Int(line.first!) % variables.count]
    // The environment cannot carry NUL; the split above already took them out.
    environment[name] = String(decoding: line.dropFirst(), as: UTF8.self)
  }
  guard FileManager.default.createFile(atPath: filePath, contents: file) else {
    fatalError("cannot write \(filePath)")
  }
  switch load(environment) {
  case .success(let configuration):
    invariant(
      configuration.httpTimeout > .zero && configuration.httpTimeout <= Duration.seconds(600), "timeout")
    invariant(configuration.httpMaxBodyBytes > 0, "max body bytes \(configuration.httpMaxBodyBytes)")
    invariant(!configuration.imageURLs.isEmpty, "no image URLs")
    invariant(
      configuration.httpUserAgent.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F },
      "user agent with a control character")
  case .failure(let error):
    invariant(!error.description.isEmpty, "an error without a message")
  }

  // Whether the token leaks is asked with a token no other text can contain by chance (a
  // fuzzed token can be a word of Foundation's own error messages).
  var withSentinel = environment
  for name in [ConfigurationKey.githubToken.environmentName, "GITHUB_TOKEN"] where environment[name] != nil {
    withSentinel[name] = sentinel
  }
  // The fuzzer learns the sentinel, too; in any other value it is no longer the token.
  let others =
    String(decoding: file, as: UTF8.self)
    + environment.filter { withSentinel[$0.key] == $0.value }
    .values.joined()
  guard withSentinel != environment, !others.contains(sentinel) else { return 0 }
  switch load(withSentinel) {
  case .success(let configuration):
    let printed = configuration.printedLines.joined(separator: "\n")
    invariant(!printed.contains(sentinel), "--print-config shows the token: \(printed)")
  case .failure(let error):
    invariant(!error.description.contains(sentinel), "the error shows the token: \(error)")
  }
  return 0
}

/// Loads the configuration from the file the input was written to and `environment`.
private func load(_ environment: [String: String]) -> Result<AppConfiguration, ConfigurationError> {
  waitFor { () -> Result<AppConfiguration, ConfigurationError> in
    do throws(ConfigurationError) {
      return .success(
        try await ConfigurationLoader.load(
          overrides: .init(configPath: filePath), environment: environment, defaultFile: filePath))
    } catch {
      return .failure(error)
    }
  }
}

runFuzzer(fuzzConfig)
