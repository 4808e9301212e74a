import AppConfiguration
import AppLogging
import AppShell
import Foundation
import ImageDecoding
import Logging
import Models
import Networking
import Privacy
import Services
import ServicesLive
import Storage
import TextUI

/// The one place that builds live things from the configuration: the log, and the container
/// the features take their dependencies from.
///
/// `reactor-demo` builds one per run; `Tools/screenshots` builds one offline, with a fixed time
/// and seed, so its pictures show exactly what the app shows.
@MainActor
public final class CompositionRoot {
  /// The configuration everything here is built from.
  public let configuration: AppConfiguration
  /// The app's log: to `reactor-demo.log` in the data directory, secrets redacted.
  public let logger: Logger
  /// One line naming what is wrong with the data folder (others can write to it, or it is not
  /// this user's) and the fix; nil when it is the user's alone. Also in the log.
  public let dataFolderWarning: String?
  /// The one libcurl client: one thread, one connection cache, stopped at shutdown.
  private let curlClient: CurlHTTPClient
  /// What every service sends through: the libcurl client, or what `network` made of it (a
  /// recorder around it, or a replay of recorded answers in its place).
  let httpClient: any HTTPClient
  /// auto, live or offline, shared by every service that has both.
  let dataSource: DataSourcePolicy
  private let logFile: LogFile?
  private var notices: [String] = []
  /// Where the offline catalog lives when `database` could not be opened.
  private var scratchDirectory: URL?
  /// The databases this run opened, closed at shutdown so the next start can skip the full check.
  private var openedDatabases: [AppDatabase] = []
  /// The one source of the current time, and so of today's date.
  private let now: @Sendable () -> Date
  private let timeZone: TimeZone
  private let clock: any Clock<Duration>
  private let localWorkFinished: LocalWorkFinished?
  /// Where the services do local work (the database's reads and writes, offline answers),
  /// reported to `localWorkFinished`.
  private let localWork: LocalWork
  private let databaseQueryTimeLimit: AppDatabase.QueryTimeLimit?
  private let randomUserSeed: String
  private let imagePick: SeededPick
  /// The database `makeContainer` opened, for ``copyDatabaseWhenOpened(deliver:)``.
  private var database: AppDatabase?
  /// When set, the HTTP cache serves only answers saved from then on.
  private let cacheServesSavedSince: Date?

  /// Creates the root for one run.
  ///
  /// - Parameters:
  ///   - configuration: the effective configuration.
  ///   - now: the current time; `{ Date() }` in the app.
  ///   - randomUserSeed: randomuser.me's seed for this run (``randomSeed()`` in the app).
  ///   - imagePickSeed: what the Image Loader's random pick among `images.urls` starts from.
  ///   - timeZone: the zone today's date and reset times are read in.
  ///   - clock: drives every delay, debounce and timeout of the features.
  ///   - cachesOnlyThisRun: the HTTP cache serves only answers saved during this run, as a
  ///     recorded run and its replay must: a session carries no HTTP cache.
  ///   - localWorkFinished: told as local work (an image read and decoded, a database read or
  ///     write, an offline answer) finishes, by name: nil in the app, noted with `--record`,
  ///     held to its recorded moment with `--replay`.
  ///   - network: what the services send through, given the libcurl client: itself in the app,
  ///     a recorder around it with `--record`, recorded answers with `--replay`.
  ///   - databaseTookTooLong: when given, the database is a session's copy, a stranger's file:
  ///     each query is bounded by ``sessionDatabaseTimeLimit``, interrupted past it, and this
  ///     is told.
  public init(
    configuration: AppConfiguration, now: @escaping @Sendable () -> Date, randomUserSeed: String,
    imagePickSeed: UInt64 = 0, timeZone: TimeZone = .current, clock: any Clock<Duration> = ContinuousClock(),
    cachesOnlyThisRun: Bool = false, localWorkFinished: LocalWorkFinished? = nil,
    network: (CurlHTTPClient) -> any HTTPClient = { $0 },
    databaseTookTooLong: (@Sendable () -> Void)? = nil
  ) {
    self.configuration = configuration
    self.databaseQueryTimeLimit = databaseTookTooLong.map {
      AppDatabase.QueryTimeLimit(Self.sessionDatabaseTimeLimit, exceeded: $0)
    }
    self.now = now
    self.timeZone = timeZone
    self.clock = clock
    self.localWorkFinished = localWorkFinished
    localWork = localWorkFinished.map(LocalWork.init(reportingTo:)) ?? LocalWork()
    self.randomUserSeed = randomUserSeed
    self.imagePick = SeededPick(seed: imagePickSeed)
    cacheServesSavedSince = cachesOnlyThisRun ? now() : nil
    let redactor = Redactor(
      secrets: configuration.secrets,
      redactsAuthorization: true)
    let level = Logger.Level(rawValue: configuration.logLevel.rawValue) ?? .info
    // Made here, before the log and the database are: 0700 when it is new.
    try? PrivateFolder.create(configuration.dataDirectory)
    dataFolderWarning = PrivateFolder.warning(about: configuration.dataDirectory)
    let path = Self.logPath(inDataDirectory: configuration.dataDirectory)
    do {
      // A folder its owner made read-only is written to by no one, the log included.
      if let reason = PrivateFolder.readOnlyReason(configuration.dataDirectory) {
        throw PrivateFile.OpenError(path: path, reason: reason)
      }
      let file = try LogFile(path: path)
      logFile = file
      logger = Logger(label: "reactor-demo") { label in
        FileLogHandler(label: label, file: file, level: level, redactor: redactor)
      }
    } catch {
      logFile = nil
      logger = Logger(label: "reactor-demo") { _ in SwiftLogNoOpLogHandler() }
      notices.append("no log file: \(path) cannot be written (\(Self.reason(error)))")
    }
    if let dataFolderWarning { logger.warning("\(dataFolderWarning)") }
    curlClient = CurlHTTPClient(
      configuration: CurlHTTPClient.Configuration(
        userAgent: configuration.httpUserAgent,
        timeout: configuration.httpTimeout,
        connectTimeout: min(configuration.httpTimeout, .seconds(10)),
        maxBodyBytes: configuration.httpMaxBodyBytes,
        // Read here, so the client knows which proxy a failed connection was to.
        proxies: ProxySettings(environment: ProcessInfo.processInfo.environment)
      ))
    httpClient = network(curlClient)
    dataSource = DataSourcePolicy(
      mode: DataSourcePolicy.Mode(rawValue: configuration.dataSource.rawValue) ?? .auto, now: now,
      timeZone: timeZone, work: localWork)
  }

  /// The container handed to the app's feature pages, complete: the database opened once, the
  /// services built over it, and how the output draws.
  ///
  /// - Parameter isInteractive: a terminal (colour, a screen of fixed size) rather than plain
  ///   output (no colour, frames that scroll).
  public func makeContainer(isInteractive: Bool) -> AppContainer {
    let (colorDepth, screenSize) = Self.output(isInteractive: isInteractive)
    return makeContainer(colorDepth: colorDepth, screenSize: screenSize)
  }

  /// The container, for output of a known colour depth and size rather than this process's
  /// terminal.
  ///
  /// - Parameter effectExecutor: where the reactors' effects run their nonisolated work; nil
  ///   for the global executor (a live run), a main-actor one for a replay.
  public func makeContainer(
    colorDepth: ColorDepth, screenSize: @escaping @Sendable () -> (columns: Int, rows: Int?),
    effectExecutor: (any TaskExecutor)? = nil
  ) -> AppContainer {
    let database = openDatabase()
    self.database = database
    if database == nil {
      notices.append("nothing is saved this run: the profile and the posts cache are kept in memory only")
    }
    return AppContainer(
      clock: clock,
      now: now,
      timeZone: timeZone,
      services: liveServices(database),
      randomUserSeed: randomUserSeed,
      imageURLs: configuration.imageURLs,
      imagePick: { [imagePick] count in imagePick.index(below: count) },
      colorDepth: colorDepth,
      screenSize: screenSize,
      notices: notices,
      fallbackBanner: { [dataSource] in dataSource.fallback },
      effectExecutor: effectExecutor
    )
  }

  /// The app's clock, time and zone, which every service is built with: a service with no
  /// server (a fake kept in memory, a timer) waits on this clock.
  var serviceContext: ServiceContext {
    ServiceContext(clock: clock, now: now, timeZone: timeZone)
  }

  /// How the Image Loader draws: colour only on a terminal, and the room it has there.
  private static func output(
    isInteractive: Bool
  ) -> (ColorDepth, @Sendable () -> (columns: Int, rows: Int?)) {
    guard isInteractive else {
      let columns = Terminal.size()?.columns ?? 80
      return (.none, { (columns, nil) })
    }
    return (Terminal.colorDepth, { Terminal.size().map { ($0.columns, $0.rows) } ?? (80, 24) })
  }

  func makeImageService() -> any ImageService {
    let limits = ImageDecoder.Limits(
      maxSide: ImageDecoder.Limits.default.maxSide, maxBytes: configuration.httpMaxBodyBytes)
    let service = LiveImageService(
      client: httpClient, policy: dataSource, decoder: ImageDecoder(limits: limits))
    guard let localWorkFinished else { return service }
    return LocalWorkImageService(base: service, finished: localWorkFinished)
  }

  /// GitHub's search over the shared HTTP client, its answers cached in the database; and the
  /// offline catalog, in the database too, or in a scratch one when it could not be opened or
  /// can only be read.
  func makeGitHubSearch(
    _ database: AppDatabase?
  ) -> (search: any GitHubSearchService, catalog: OfflineRepoCatalog) {
    let api = GitHubSearchAPI(
      client: httpClient, baseURL: configuration.githubBaseURL, token: configuration.githubToken,
      secrets: configuration.secrets, userAgent: configuration.httpUserAgent,
      cache: database.map {
        HTTPCacheStore(
          database: $0, limits: .init(maxBodyBytes: configuration.httpCacheMaxBytes), now: now,
          servesSavedSince: cacheServesSavedSince)
      },
      now: now, work: localWork)
    // The catalog is loaded into the database; one that can only be read may not hold it yet.
    let catalogDatabase = database.flatMap { $0.readOnlyReason == nil ? $0 : nil } ?? openScratchDatabase()
    let catalog = OfflineRepoCatalog(
      store: catalogDatabase.map(RepoCatalogStore.init(database:)), work: localWork)
    return (LiveGitHubSearchService(api: api, catalog: catalog, policy: dataSource), catalog)
  }

  /// A database in a fresh temporary folder, removed at shutdown: the catalog is rebuilt from
  /// the bundled file, so nothing is lost with it.
  private func openScratchDatabase() -> AppDatabase? {
    guard let directory = try? PrivateFolder.temporary() else { return nil }
    scratchDirectory = directory
    let database = try? AppDatabase.open(directory: directory, now: now)
    if let database { openedDatabases.append(database) }
    return database
  }

  func makeRandomUserService() -> any RandomUserService {
    LiveRandomUserService(
      api: RandomUserAPI(client: httpClient, baseURL: configuration.randomUserBaseURL, now: now),
      generator: RandomUserGenerator(today: CalendarDate.today(in: timeZone, now: now())),
      policy: dataSource)
  }

  /// Why the database this run opened can only be read, when it can.
  public var databaseReadOnlyReason: String? { database?.readOnlyReason }

  /// Hands `deliver` a copy of the database as a screen first opens it, without a row that
  /// holds a secret and without the HTTP cache; nil when there is no database this run or the
  /// copy failed. A run whose screens never open it gets no call: none of it was shown.
  public func copyDatabaseWhenOpened(deliver: @escaping @Sendable (Data?) -> Void) {
    guard let database else { return deliver(nil) }
    database.copyWhenOpened(leavingOut: configuration.secrets) { [logger] copy in
      switch copy {
      case .success(let data): deliver(data)
      case .failure(let error):
        logger.error("cannot copy the database: \(error)")
        deliver(nil)
      }
    }
  }

  /// The files the app keeps under `configuration`'s data directory (the database, its
  /// companions and the log), which no other file the app writes (a session, a trace) may be.
  public nonisolated static func appFiles(for configuration: AppConfiguration) -> [String] {
    appFiles(inDataDirectory: configuration.dataDirectory)
  }

  /// The files the app keeps in the data directory `folder`.
  public nonisolated static func appFiles(inDataDirectory folder: String) -> [String] {
    AppDatabase.files(in: folder) + [logPath(inDataDirectory: folder)]
  }

  /// Why a file could not be opened, in the system's words or ours.
  private nonisolated static func reason(_ error: any Error) -> String {
    if let error = error as? PrivateFile.OpenError { return error.reason }
    return (error as NSError).localizedDescription
  }

  /// Where the log is.
  nonisolated static func logPath(inDataDirectory folder: String) -> String {
    folder + "/reactor-demo.log"
  }

  /// A new seed per run, shaped like the API's own (16 hex digits), so each run meets new people.
  public nonisolated static func randomSeed() -> String {
    let digits = String(UInt64.random(in: .min ... .max), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  func makeProfileService(_ database: AppDatabase?) -> any ProfileService {
    guard let database else { return InMemoryProfileService() }
    return LiveProfileService(store: ProfileStore(database: database), work: localWork)
  }

  /// Live posts from `posts.baseURL` or the bundled sample, as the data source says, cached in
  /// the database when there is one.
  func makePostsService(_ database: AppDatabase?) -> any PostsService {
    LivePostsService(
      live: PostsAPI(client: httpClient, baseURL: configuration.postsBaseURL),
      offline: BundledPosts(),
      policy: dataSource,
      liveURL: configuration.postsBaseURL,
      store: database.map { PostsCacheStore(database: $0) },
      now: now,
      work: localWork
    )
  }

  /// Opens the database, or reports why not: the app goes on without it.
  ///
  /// Only the read-only checks run here; the writer, whose opening writes and flushes to disk,
  /// opens when a screen first uses storage, so the menu's first frame waits on no disk flush.
  private func openDatabase() -> AppDatabase? {
    do {
      let database = try AppDatabase.open(
        directory: URL(fileURLWithPath: configuration.dataDirectory), opensOnFirstUse: true,
        queryTimeLimit: databaseQueryTimeLimit, now: now)
      if let notice = database.recoveryNotice {
        notices.append(notice)
        logger.warning("\(notice)")
      }
      if let reason = database.readOnlyReason {
        let notice =
          "the database \(database.path) can only be read, so screens show what it holds and no change is saved: \(reason)"
        notices.append(notice)
        logger.notice("\(notice)")
      }
      openedDatabases.append(database)
      return database
    } catch {
      notices.append("\(error)")
      logger.error("cannot open the database: \(error)")
      return nil
    }
  }

  /// What a signal that ends the run must still do, since `shutdown()` cannot run then: close
  /// the databases (emptying their logs, so the next start skips the whole-file check, as after
  /// `q`) and remove scratch files. Take it after ``makeContainer(isInteractive:)``.
  public func cleanupOnSignal() -> @Sendable () -> Void {
    let databases = openedDatabases
    let scratchDirectory = scratchDirectory
    return {
      for database in databases { database.close() }
      if let scratchDirectory { try? FileManager.default.removeItem(at: scratchDirectory) }
    }
  }

  /// Stops the HTTP client's thread, closes the databases, removes scratch files and closes the log.
  public func shutdown() {
    curlClient.shutdown()
    for database in openedDatabases { database.close() }
    if let scratchDirectory { try? FileManager.default.removeItem(at: scratchDirectory) }
    logger.info("stop")
    logFile?.close()
  }
}
