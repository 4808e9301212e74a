import Dispatch
import Foundation
import Synchronization

/// Suspending the app to the shell that started it and coming back, as a terminal program
/// does: in raw mode Ctrl-Z is the byte 0x1A, not a signal, so the app stops itself; and a
/// SIGTSTP sent from elsewhere (`kill -TSTP`) gives the terminal back before the stop too.
///
/// Make one per process, when the terminal run starts: signal sources are set up once.
public final class JobControl: Sendable {
  private struct State {
    /// Ctrl-Z was pressed: the stop and the continue that ends it are the app's own.
    var isSuspending = false
    /// A SIGTSTP from elsewhere stopped the app: the continue hands the terminal back to it.
    var wasStoppedFromOutside = false
  }

  private let state = Mutex(State())
  private let stopping = DispatchSemaphore(value: 0)
  private let continued = DispatchSemaphore(value: 0)
  private let leave: @Sendable () -> Void
  private let enter: @MainActor @Sendable () -> Void
  private let watchers = Mutex<SignalWatchers?>(nil)

  /// - Parameters:
  ///   - leave: gives the terminal back as the shell lent it (main screen, cursor shown, lines);
  ///     called on any thread.
  ///   - enter: takes it again (raw mode, alternate screen) and redraws.
  public init(leave: @escaping @Sendable () -> Void, enter: @escaping @MainActor @Sendable () -> Void) {
    self.leave = leave
    self.enter = enter
    let watchers = SignalWatchers(signals: [SIGTSTP, SIGCONT]) { [weak self] signal in
      self?.received(signal)
    }
    self.watchers.withLock { $0 = watchers }
  }

  /// Stops watching the signals and puts back their earlier actions.
  public func stop() {
    watchers.withLock { $0?.cancel() }
  }

  /// Ctrl-Z: gives the terminal back, stops the app's whole job as the terminal's own Ctrl-Z
  /// would (a script that started it too), and returns once the shell has continued it in the
  /// foreground (`fg`), the terminal taken again. Continued in the background (`bg`), it stops
  /// again: drawing there would write over the shell.
  @MainActor public func suspend() {
    leave()
    state.withLock { $0.isSuspending = true }
    repeat {
      // A continue that came before this press (a `kill -CONT`) is not this one's.
      while continued.wait(timeout: .now()) == .success {}
      _ = kill(0, SIGTSTP)
      // The stop comes through the signal's watcher, on another thread. Should it never come,
      // the app goes on rather than hang. Once it has come, only the continue ends the wait,
      // however long the job stays stopped: a wait that timed out meanwhile would take the
      // terminal, and the continue's watcher would then take it a second time.
      if stopping.wait(timeout: .now() + .seconds(5)) == .success { continued.wait() }
    } while !Self.isForeground
    state.withLock { $0.isSuspending = false }
    enter()
  }

  private func received(_ signal: Int32) {
    switch signal {
    case SIGTSTP:
      let isOwn = state.withLock { state in
        if !state.isSuspending { state.wasStoppedFromOutside = true }
        return state.isSuspending
      }
      if !isOwn { leave() }
      if isOwn { stopping.signal() }
      // Watched, the signal stops nothing by itself: SIGSTOP does, and cannot be caught.
      _ = kill(getpid(), SIGSTOP)
    case SIGCONT:
      if state.withLock({ $0.isSuspending }) {
        continued.signal()
      } else if Self.isForeground {
        // A stop the app did not make (a SIGSTOP, a SIGTSTP from elsewhere): the shell took its
        // terminal settings back, and the screen may show anything now.
        state.withLock { $0.wasStoppedFromOutside = false }
        Task { @MainActor [enter] in enter() }
      } else {
        // Continued in the background (`bg`): drawing there would write over the shell.
        let hasLeft = state.withLock { state in
          defer { state.wasStoppedFromOutside = true }
          return state.wasStoppedFromOutside
        }
        if !hasLeft { leave() }
        _ = kill(getpid(), SIGSTOP)
      }
    default:
      break
    }
  }

  /// Whether the app's process group has the terminal: `fg` gives it, `bg` does not.
  public static var isForeground: Bool {
    let owner = tcgetpgrp(STDIN_FILENO)
    return owner == -1 || owner == getpgrp()
  }

  /// Whether a stop would be resumed: the app's job has a parent outside it in the same
  /// session, a shell with job control.
  ///
  /// The kernel discards a stop signal sent to an orphaned process group (one whose members'
  /// parents are all inside it or outside its session, as under `script` or `ssh host cmd`):
  /// nothing could run `fg`. A script that started the app is in its group; its shell is not.
  public static var canSuspend: Bool {
    let group = getpgrp()
    let session = getsid(0)
    var ancestor = getppid()
    // A chain of scripts is short; the bound only guards against a cycle read mid-change.
    for _ in 0..<32 {
      guard ancestor > 1 else { return false }
      guard getpgid(ancestor) == group else { return getsid(ancestor) == session }
      guard let parent = parent(of: ancestor) else { return false }
      ancestor = parent
    }
    return false
  }

  /// The parent of `process`, from its `/proc` stat line: after the command's name, which
  /// ends at the last `)`, come the state and the parent's id.
  private static func parent(of process: pid_t) -> pid_t? {
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? pid_t(fields[1]) : nil
  }

  /// What Ctrl-Z says where it cannot suspend.
  public static let cannotSuspend =
    "Ctrl-Z cannot suspend here: no shell with job control started the app, so nothing could resume it"
}
