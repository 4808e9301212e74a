/// Runs a reactor's nested effect steps as a loop once they nest deep, so no chain of effects
/// that answer at once can overflow the thread's stack.
///
/// A step that starts a `flatMap`'s part, or lets what encloses an ended part go on, may run
/// another step inside it: a page's value starts the next page's request, an event published
/// from an effect starts the next effect, and each nested start is a task started at once on
/// top of the one before. Below ``maximumDepth`` a step runs at once, in today's order. At that
/// depth it waits in a queue instead, and the outermost step, as it returns, runs the queue
/// in the order it filled, each queued step from the bottom of the stack again. So such a chain
/// finishes inside the `send` that began it, at any length; only the steps of one that deep run
/// after what their callers do next. (RxSwift keeps its order at any depth, and overflows.)
@MainActor
final class Trampoline {
  /// How many steps may nest before the next one waits: deep enough for any screen's effects,
  /// shallow enough for a thread's stack in a debug build.
  static let maximumDepth = 64

  private var depth = 0
  private var queue: [@MainActor () -> Void] = []
  private var head = 0

  /// Runs `step` now, or, when ``maximumDepth`` steps are running already, once the outermost
  /// of them returns.
  func run(_ step: @escaping @MainActor () -> Void) {
    guard depth < Self.maximumDepth else {
      queue.append(step)
      return
    }
    depth += 1
    step()
    depth -= 1
    guard depth == 0, !queue.isEmpty else { return }
    depth = 1
    while head < queue.count {
      let next = queue[head]
      head += 1
      next()
    }
    queue = []
    head = 0
    depth = 0
  }
}
