import Foundation
import FuzzSupport
import Storage
import Synchronization

// A session's copy of the database, as a replay meets it: any bytes are refused with a
// StorageError, or checked and opened, and then every store a screen reads answers or fails
// with a StorageError. Nothing traps, no query runs past the time limit without being stopped,
// the check never changes the file, and a foreign object is named in clean words only.

/// The folder the fuzzer's bytes are written into as the database, made once.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-database-\(getpid())")
let file = folder.appendingPathComponent(AppDatabase.fileName)

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzDatabase(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Data(FuzzInput(data, count).rest)
  try? FileManager.default.removeItem(at: folder)
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  guard (try? bytes.write(to: file)) != nil else { return 0 }
  let tooLong = Mutex(0)
  let limit = AppDatabase.QueryTimeLimit(.seconds(2)) { tooLong.withLock { $0 += 1 } }
  do {
    try AppDatabase.check(directory: folder, queryTimeLimit: limit)
    invariant((try? Data(contentsOf: file)) == bytes, "the check changed the file")
    let database = try AppDatabase.open(directory: folder, queryTimeLimit: limit)
    defer { database.close() }
    _ = try? ProfileStore(database: database).load()
    let posts = PostsCacheStore(database: database)
    _ = try? posts.snapshot()
    _ = try? posts.comments(postID: 1)
    _ = try? RepoCatalogStore(database: database).search(.init(words: ["swift"]), limit: 30, offset: 0)
    _ = try? HTTPCacheStore(database: database).entry(
      for: "https://api.github.com/search/repositories?q=swift")
  } catch .foreignSchema(_, let objects) {
    invariant(!objects.isEmpty, "a foreign schema with nothing named")
    for object in objects {
      let clean = object.unicodeScalars.allSatisfy {
        $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F || $0 == "…"
      }
      invariant(clean, "a name from the file not cleaned: \(object.debugDescription)")
    }
  } catch {
    // Damaged, not a database, newer, locked by nothing: a StorageError, as the typed throw says.
  }
  return 0
}

runFuzzer(fuzzDatabase)
