#if canImport(Glibc)
  import Glibc
#endif

/// One fuzz iteration: the bytes libFuzzer chose, returning 0.
public typealias FuzzBody = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ body: FuzzBody
) -> CInt

/// Hands the command line to libFuzzer, which then calls `body` for each input, and exits.
///
/// SwiftPM renames an executable's entry point (`<module>_main`) and links with `main` defined
/// as that name, so libFuzzer's own `main` never runs: each target's top-level code calls this
/// instead. Its `main` is still linked in and needs the `LLVMFuzzerTestOneInput` symbol, which
/// is why each target also exports `body` under that name.
public func runFuzzer(_ body: FuzzBody) -> Never {
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(llvmFuzzerRunDriver(&argc, &argv, body))
}
