/// One screen of the app as the navigator sees it: a feature's view, its title, its About text
/// and where its commands go.
@MainActor
public protocol Page: AnyObject {
  /// The title line.
  var title: String { get }

  /// The About page (`?`): the idea the screen shows and the files to read.
  var about: String { get }

  /// Every key the page answers to, in the order its hints name them: the one declaration its
  /// hint lines and its About page are rendered from. The keys every screen shares (`b`, `q`,
  /// `?`, `t`) are the navigator's and are not listed here.
  var keys: [KeyBinding] { get }

  /// Where the navigator delivers this page's commands.
  var input: CommandInput { get }

  /// Returns once work the page runs outside its reactor has finished (the Image Loader's
  /// download), so plain mode waits for it before the next line.
  func waitUntilIdle() async

  /// What going back (`b`, Esc) does here, as its hint says it: `back`, or what else it means
  /// on a page that holds an edit (`back, unsaved`).
  var backHint: String { get }

  /// What going back from here now drops, said on the page below once it shows ("the
  /// birthdate 1990-05-17 was not saved"); nil when nothing is lost.
  var leavingNote: String? { get }
}

extension Page {
  /// Most pages do all their work in their reactor: nothing to wait for.
  public func waitUntilIdle() async {}

  /// Going back loses nothing on most pages.
  public var backHint: String { "back" }

  /// Going back loses nothing on most pages.
  public var leavingNote: String? { nil }
}
