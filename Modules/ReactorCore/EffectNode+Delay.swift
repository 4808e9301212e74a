// Unchecked: every stored property is a `let` of a Sendable type, set once in init.
final class DelayNode<Element: Sendable>: EffectNode<Element>, @unchecked Sendable {
  let inner: Mutations<Element>
  let duration: Duration
  let clock: any Clock<Duration>

  init(inner: Mutations<Element>, duration: Duration, clock: any Clock<Duration>) {
    self.inner = inner
    self.duration = duration
    self.clock = clock
  }

  // As Rx's `delay`: the inside starts now, each value and the inside's end go on `duration`
  // after they came, and an error goes on at once, dropping what was waiting. The inside
  // ending early (its `take(until:)` fired) is its end, delayed like any other. The line's end
  // comes on the main actor, in the same turn as a value due with it, so what encloses the
  // node goes on there, as an Rx `concat` subscribes to its next part at once.
  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    let scope = context.scope
    let line = DelayLine<Element>(clock: clock, duration: duration) { scope?.isCancelled == true }
    let fail = context.fail
    var inside = context.reading { line.add($0) }.failing { error in
      line.fail()
      fail(error)
    }
    inside.endsEarly = { line.sourceEnded() }
    let running = inner.start(in: inside)
    if let running {
      Task { @MainActor in
        await running.value
        line.sourceEnded()
      }
    } else {
      line.sourceEnded()
    }
    let (deliver, endsEarly) = (context.deliver, context.endsEarly)
    return context.spawn {
      await withTaskCancellationHandler {
        await line.run(delivering: deliver, ending: endsEarly)
      } onCancel: {
        running?.cancel()
      }
    }
  }

  override func execute(in context: EffectContext<Element>) async {
    if let task = start(in: context) { await join(task) }
  }
}

/// The values a ``DelayNode`` holds back, each with its own deadline, taken when it came on the
/// main actor (so a `TestClock` advanced before the line's task runs still wakes it at the right
/// time). Values due together go on in one turn of the main actor, their end with them.
@MainActor
final class DelayLine<Element: Sendable> {
  private let clock: any Clock<Duration>
  private let duration: Duration
  private var waiting: [(deadline: Deadline, element: Element)] = []
  private var head = 0
  /// The deadline of the line's own end, once its source has ended.
  private var end: Deadline?
  private var hasFailed = false
  /// Whether the node was ended from outside (a `take(until:)`, a cancelled id, an error that
  /// ended its effect): then nothing more comes in, and no deadline is taken for it.
  private let isEnded: @MainActor () -> Bool
  private let (signal, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))

  init(clock: any Clock<Duration>, duration: Duration, isEnded: @escaping @MainActor () -> Bool) {
    self.clock = clock
    self.duration = duration
    self.isEnded = isEnded
  }

  func add(_ element: Element) {
    guard end == nil, !hasFailed, !isEnded() else { return }
    waiting.append((clock.deadline(after: duration), element))
    wake.yield()
  }

  func sourceEnded() {
    guard end == nil, !hasFailed, !isEnded() else { return }
    end = clock.deadline(after: duration)
    wake.yield()
  }

  /// The source failed: nothing more is handed on, and the line ends.
  func fail() {
    hasFailed = true
    waiting = []
    head = 0
    wake.yield()
  }

  /// Hands each value on at its deadline, in order, and returns at the line's end, calling
  /// `ending` there, in the same turn (a return could let other jobs run first), or when it
  /// fails, or when the calling task is cancelled.
  func run(
    delivering deliver: @MainActor (Element) -> Void, ending: (@MainActor @Sendable () -> Void)?
  ) async {
    var wakes = signal.makeAsyncIterator()
    while !hasFailed {
      if head < waiting.count {
        let next = waiting[head]
        head += 1
        if head == waiting.count {
          waiting = []
          head = 0
        }
        // A deadline reached already is not awaited at all: even a call that does not suspend
        // may let other jobs of the main actor run first, between two values due together.
        if !next.deadline.isReached() {
          guard (try? await next.deadline.sleep()) != nil else { return }
        }
        guard !Task.isCancelled, !hasFailed else { return }
        deliver(next.element)
      } else if let end {
        if !end.isReached() {
          guard (try? await end.sleep()) != nil else { return }
        }
        if !Task.isCancelled, !hasFailed { ending?() }
        return
      } else if await wakes.next() == nil {
        return
      }
    }
  }
}
