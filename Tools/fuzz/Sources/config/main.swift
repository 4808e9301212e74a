import AppConfiguration
import Foundation
import FuzzSupport

// The configuration: any JSON file and environment give a valid configuration or a
// ConfigurationError naming the key, never a trap; what loads is within the documented ranges;
// and the GitHub token appears neither in --print-config nor in an error.

/// The file the fuzzer's bytes are written to, one per process so parallel runs do not share it.
let filePath = FileManager.default.temporaryDirectory
  .appendingPathComponent("reactor-fuzz-config-\(ProcessInfo.processInfo.processIdentifier).json").path

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
  let loaded = waitFor { [environment] () -> Result<AppConfiguration, ConfigurationError> in
    do throws(ConfigurationError) {
      return .success(
        try await ConfigurationLoader.load(
          overrides: .init(configPath: filePath), environment: environment, defaultFile: filePath))
    } catch {
      return .failure(error)
    }
  }
  let token = environment[ConfigurationKey.githubToken.environmentName] ?? environment["GITHUB_TOKEN"]
  // A token short enough to turn up by chance in other text says nothing about leaks.
  let secret = token.flatMap { $0.count >= 8 ? $0 : nil }
  let elsewhere = String(decoding: file, as: UTF8.self) + environment.values.joined()
  switch loaded {
  case .success(let configuration):
    invariant(
      configuration.httpTimeout > .zero && configuration.httpTimeout <= Duration.seconds(600), "timeout")
    invariant(configuration.httpMaxBodyBytes > 0, "max body bytes \(configuration.httpMaxBodyBytes)")
    invariant(!configuration.imageURLs.isEmpty, "no image URLs")
    invariant(
      configuration.httpUserAgent.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F },
      "user agent with a control character")
    let printed = configuration.printedLines.joined(separator: "\n")
    if let secret { invariant(!printed.contains(secret), "--print-config shows the token") }
  case .failure(let error):
    let message = error.description
    if let secret, elsewhere.components(separatedBy: secret).count == 2 {
      invariant(!message.contains(secret), "the error shows the token: \(message)")
    }
  }
  return 0
}

runFuzzer(fuzzConfig)
