/// The one place that names reactor-demo's version.
///
/// `--version` prints it, the default User-Agent carries it, the log's start line records it and
/// the man page (generated from `--version`'s command) shows it. CHANGELOG.md's newest release
/// names the same number.
public enum AppVersion {
  /// The version of this build, as CHANGELOG.md names its release.
  public static let current = "0.1.0"
}
