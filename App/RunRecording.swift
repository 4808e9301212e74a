import AppComposition
import Foundation
import Privacy
import SessionRecording
import Synchronization
import TextUI

/// `--record`: the session file of this run, and the places the run reports to it.
final class RunRecording: Sendable {
  let recorder: SessionRecorder
  /// Why the database this run showed could only be read, when it could.
  private let readOnlyDatabase = Mutex<String?>(nil)

  init(recorder: SessionRecorder) {
    self.recorder = recorder
  }

  /// Tells the user, on standard error, where the session is and what it holds, or that it is
  /// not whole and why; false when it is not. Called once the file is closed.
  func tellUser() -> Bool {
    let path = Sanitizer.cleanLine(recorder.path)
    if let failure = recorder.failure {
      FileHandle.standardError.write(
        Data("reactor-demo: the session in \(path) is not whole: \(failure)\n".utf8))
      return false
    }
    FileHandle.standardError.write(
      Data(
        ("reactor-demo: session recorded to \(path); it holds what the screens showed "
          + "(people, posts, the profile) and what was typed; the GitHub token is left out of what "
          + "the app showed and sent\n").utf8))
    if let reason = readOnlyDatabase.withLock({ $0 }) {
      FileHandle.standardError.write(
        Data(
          ("reactor-demo: note: the database could only be read (\(Sanitizer.cleanLine(reason))); a replay "
            + "works on a copy it can write, so an edit this run refused is saved there, and the "
            + "replay differs from that frame on\n").utf8))
    }
    return true
  }

  /// The database as a screen first opens it, kept in the session for a replay to start from;
  /// a run whose screens never open it (Counter's) keeps none.
  @MainActor
  func recordDatabase(of root: CompositionRoot) {
    let readOnlyReason = root.databaseReadOnlyReason
    root.copyDatabaseWhenOpened { [recorder, self] data in
      // Without it a replay would start from another profile and caches than this run did.
      guard let data else { return recorder.fail("the database could not be copied into it") }
      recorder.record(.database(data))
      readOnlyDatabase.withLock { $0 = readOnlyReason }
    }
  }

  /// Records local work (an image read and decoded, a database read or write) finished now, for
  /// a replay to hold it to.
  var localWorkFinished: LocalWorkFinished {
    { @MainActor [recorder] name in
      recorder.record(.localWork(name))
      return true
    }
  }

  /// `screen`, its every frame recorded.
  @MainActor
  func screen(_ screen: any Screen) -> any Screen {
    FrameRecordingScreen(screen) { [recorder] title, lines in
      recorder.recordFrame(screen: title, lines: lines)
    }
  }

  /// Records an event the session takes, as ``AppSession/run(_:taken:)`` hands it: on the main
  /// actor, a secret field's keys already stand-ins.
  @MainActor
  func taken(_ event: InputEvent) {
    switch event {
    // Ctrl-D in a field edits it, and comes here as a key (``Navigator/recorded(_:)``).
    case .end: recorder.record(.end(.endOfInput))
    case .key(.interrupt): recorder.record(.end(.interrupt))
    default: if let input = RecordedInput(event) { recorder.record(.input(input)) }
    }
  }

  /// Records the new size of the terminal.
  func resized(to size: (columns: Int, rows: Int)) {
    recorder.record(.resize(columns: size.columns, rows: size.rows))
  }

  /// Records how the run ended (unless its input already did), and closes the file: on each way
  /// out, a signal's included, so a session always says how its run ended.
  func finish(_ exit: Int32) {
    recorder.close(ending: exit == 130 ? .interrupt : .quit)
  }
}
