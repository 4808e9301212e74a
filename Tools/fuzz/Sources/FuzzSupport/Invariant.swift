/// Stops the run when something that must always hold does not; libFuzzer then saves the input.
///
/// A trap rather than a thrown error, so the failure is a crash libFuzzer reports with the input
/// that caused it, like any other.
public func invariant(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  guard !condition() else { return }
  fatalError("invariant broken: \(message())", file: file, line: line)
}
