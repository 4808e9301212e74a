/// Plays a track and reports its position through a callback, as AVPlayer's periodic time
/// observer does; the app's plays audio, the tests' is a stub that calls back when told. A
/// ReactorKit app wraps such a callback in `Observable.create`.
@MainActor
protocol PlayerServiceType: AnyObject, Sendable {
  /// Called on the main actor with the position, in seconds, each time it moves.
  var onProgress: (@MainActor (Int) -> Void)? { get set }
}
