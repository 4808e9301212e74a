import Foundation

/// Suspending the app to the shell that started it, as Ctrl-Z does in a program that reads
/// lines: in raw mode the key is the byte 0x1A, not a signal, so the app stops itself.
public enum JobControl {
  /// Whether a stop would be resumed: a shell with job control started the app in a process
  /// group of its own.
  ///
  /// The kernel discards a stop signal sent to an orphaned process group (one whose parents
  /// are all outside its session, as under `script` or `ssh host cmd`): nothing could run `fg`.
  public static var canSuspend: Bool {
    let parent = getppid()
    return getsid(parent) == getsid(0) && getpgid(parent) != getpgrp()
  }

  /// Stops the app as the terminal's Ctrl-Z would, and returns once the shell continues it
  /// (`fg`).
  public static func suspend() {
    // Sent to this thread, the signal stops the process before the call returns. Sent to the
    // process, another thread may take it while this one goes on to set raw mode again before
    // the stop, which the shell then undoes by taking back its own settings. The main actor
    // runs on a dispatch thread that blocks the signal, so it is let through here only.
    var only = sigset_t()
    var previous = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &only, &previous)
    _ = raise(SIGTSTP)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  /// What Ctrl-Z says where it cannot suspend.
  public static let cannotSuspend =
    "Ctrl-Z cannot suspend here: the app was not started by a shell with job control, so nothing could resume it"
}
