import Foundation
import Storage

/// A session's copy of the database is a stranger's file: a replay checks it before it builds
/// the app on it, and bounds every query against it.
extension CompositionRoot {
  /// How long one query against a session's copy of the database may run: 5 s, thousands of
  /// times what any query of the app takes on its own data.
  public nonisolated static let sessionDatabaseTimeLimit: Duration = .seconds(5)

  /// Checks the session's copy of the database in `directory` (read whole, against the schema
  /// this build's migrations make) before anything in it runs; nil when the app can use it, else
  /// one sentence naming what is wrong, which quotes only cleaned names from the file.
  ///
  /// - Parameter tookTooLong: told when a query of the check runs past
  ///   ``sessionDatabaseTimeLimit``.
  public static func checkSessionDatabase(
    in directory: String, tookTooLong: @escaping @Sendable () -> Void
  ) -> String? {
    let limit = AppDatabase.QueryTimeLimit(sessionDatabaseTimeLimit, exceeded: tookTooLong)
    do {
      try AppDatabase.check(directory: URL(fileURLWithPath: directory), queryTimeLimit: limit)
      return nil
    } catch .foreignSchema(_, let objects) {
      let named = objects.prefix(3).joined(separator: ", ") + (objects.count > 3 ? " and more" : "")
      return "the session's database holds \(named): it may be damaged or hostile, and nothing in it was run"
    } catch .oversizedValue {
      return
        "the session's database holds a value or row over 64 MiB, which no run can show: it may be damaged or hostile"
    } catch .newerSchema {
      return "the session's database was written by a newer reactor-demo: replay it with that build"
    } catch {
      return "the session's database cannot be read: it is damaged"
    }
  }
}
