import Foundation

/// The first line of a session file: what a replay needs to build the same app before the
/// first event.
public struct SessionHeader: Codable, Equatable, Sendable {
  /// The name every session file starts with, so any other JSON is refused at once.
  public static let formatName = "reactor-demo-session"
  /// The newest format version this build reads and the one it writes: 2 adds the `localWork`
  /// event, which a build that reads only 1 would refuse as damage rather than as newer; 3 notes
  /// each database read and write, and each offline answer, as local work too (``ReplayLocalWork/firstVersions``).
  public static let currentVersion = 3

  /// How the run drew: frames printed line by line, or a terminal redrawn in place.
  public enum Mode: String, Codable, Sendable {
    case plain
    case terminal
  }

  /// Always ``formatName``.
  public var format: String
  /// The format version the file was written in.
  public var version: Int
  /// The app's version when the session was recorded.
  public var appVersion: String
  /// The effective configuration as `--print-config` prints it: secrets are never in it.
  public var configuration: [String]
  /// Plain or terminal.
  public var mode: Mode
  /// The output's width in cells.
  public var columns: Int
  /// The terminal's height; nil in plain mode, where frames scroll.
  public var rows: Int?
  /// `none`, `palette256` or `trueColor`.
  public var colorDepth: String
  /// When the run started, in milliseconds since 1970: the replay's `now` starts here.
  public var startTime: Int64
  /// The time zone the run saw, by identifier (`Europe/Paris`).
  public var timeZone: String
  /// Every seed the run used.
  public var seeds: Seeds
  /// The feature opened at start, if one was named on the command line.
  public var feature: String?
  /// GitHub Search's first query (`--query`), if any.
  public var searchQuery: String?
  /// Whether the trace was on from the start (`--trace`); absent in sessions that predate it.
  public var isTracing: Bool?
  /// In plain mode, the longest wait for a step's effects (`--step-timeout`), in ms; absent on
  /// a terminal, and in sessions that predate it (they waited the default 10 s).
  public var stepTimeout: Int64?

  /// The random seeds of everything the app picks at random.
  public struct Seeds: Codable, Equatable, Sendable {
    /// randomuser.me's seed.
    public var randomUser: String
    /// What the Image Loader's random pick among `images.urls` starts from.
    public var imagePick: UInt64

    public init(randomUser: String, imagePick: UInt64) {
      self.randomUser = randomUser
      self.imagePick = imagePick
    }
  }

  /// Creates a header in the current format.
  public init(
    appVersion: String, configuration: [String], mode: Mode, columns: Int, rows: Int?, colorDepth: String,
    startTime: Date, timeZone: TimeZone, seeds: Seeds, feature: String? = nil, searchQuery: String? = nil,
    isTracing: Bool = false, stepTimeout: Int64? = nil
  ) {
    self.format = Self.formatName
    self.version = Self.currentVersion
    self.appVersion = appVersion
    self.configuration = configuration
    self.mode = mode
    self.columns = columns
    self.rows = rows
    self.colorDepth = colorDepth
    self.startTime = Int64((startTime.timeIntervalSince1970 * 1000).rounded())
    self.timeZone = timeZone.identifier
    self.seeds = seeds
    self.feature = feature
    self.searchQuery = searchQuery
    self.isTracing = isTracing ? true : nil
    self.stepTimeout = stepTimeout
  }

  /// ``startTime`` as a date.
  public var startDate: Date { Date(timeIntervalSince1970: Double(startTime) / 1000) }
}
