import Foundation
import Models
import Services
import TextUI

/// What the features are built from: the composition root fills every field with live values
/// once, and ``FeaturePages`` hands each feature only what it needs.
///
/// Its services are ``ServiceValues``, found by key: a case study with a service of its own
/// adds a key beside the service's protocol and one line where the composition root registers
/// the live services, and nothing here.
public struct AppContainer: Sendable {
  /// Drives delays and timeouts; a `TestClock` in tests.
  public let clock: any Clock<Duration>
  /// The current time: how old cached posts are, and (as a calendar date) today, for ages.
  public let now: @Sendable () -> Date
  /// The zone today's date and rate-limit reset times are read in.
  public let timeZone: TimeZone
  /// The case studies' services, each under its key: the composition root registers the live
  /// ones in `CompositionRoot+CaseStudies.swift`; a test's container names the fakes it uses.
  public let services: ServiceValues
  /// The randomuser.me seed for this run: the same seed and page give the same people.
  public let randomUserSeed: String
  /// The Image Loader's URLs (`images.urls`).
  public let imageURLs: [String]
  /// The Image Loader's pick: an index below the count it is given, from the run's seed.
  public let imagePick: @MainActor @Sendable (Int) -> Int
  /// The colours the output shows: none in plain mode or under `NO_COLOR`.
  public let colorDepth: ColorDepth
  /// The output's size in cells; rows are nil when frames scroll (plain mode).
  public let screenSize: @Sendable () -> (columns: Int, rows: Int?)
  /// Problems found while starting (a log that cannot be written, a database moved aside),
  /// shown once on the menu.
  public let notices: [String]
  /// The banner the menu shows once the app has fallen back to sample data (`auto` with the
  /// network unreachable), asked on every frame; nil while live.
  public let fallbackBanner: @Sendable () -> String?
  /// Where the reactors' effects run their nonisolated work: nil in the app (the global
  /// executor); tests give one that runs it on the main actor, so they can drain it.
  public let effectExecutor: (any TaskExecutor)?

  public init(
    clock: any Clock<Duration>,
    now: @escaping @Sendable () -> Date,
    timeZone: TimeZone,
    services: ServiceValues,
    randomUserSeed: String,
    imageURLs: [String],
    imagePick: @escaping @MainActor @Sendable (Int) -> Int,
    colorDepth: ColorDepth,
    screenSize: @escaping @Sendable () -> (columns: Int, rows: Int?),
    notices: [String] = [],
    fallbackBanner: @escaping @Sendable () -> String? = { nil },
    effectExecutor: (any TaskExecutor)? = nil
  ) {
    self.clock = clock
    self.now = now
    self.timeZone = timeZone
    self.services = services
    self.randomUserSeed = randomUserSeed
    self.imageURLs = imageURLs
    self.imagePick = imagePick
    self.colorDepth = colorDepth
    self.screenSize = screenSize
    self.notices = notices
    self.fallbackBanner = fallbackBanner
    self.effectExecutor = effectExecutor
  }

  /// Today's date where the app runs, from ``now``.
  public var today: CalendarDate { CalendarDate.today(in: timeZone, now: now()) }
}
