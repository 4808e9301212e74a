/// The one place that names reactor-demo's version.
///
/// `--version` prints it, the default User-Agent carries it, the log's start line and a trace
/// file's first line record it, and the man page (`Tools/man/generate.sh`) shows it.
/// CHANGELOG.md's newest release names the same number.
public enum AppVersion {
  /// The version of this build, as CHANGELOG.md names its release.
  public static let current = "0.1.0"

  /// The User-Agent sent when `http.userAgent` is left empty.
  public static let userAgent = "reactor-demo/\(current)"
}
