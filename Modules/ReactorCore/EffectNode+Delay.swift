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
  // ending early (its `take(until:)` fired) is its end, delayed like any other.
  override func start(in context: EffectContext<Element>) -> Task<Void, Never>? {
    let line = DelayLine<Element>(clock: clock, duration: duration)
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
    let deliver = context.deliver
    return context.spawn {
      await withTaskCancellationHandler {
        await line.run(delivering: deliver)
      } onCancel: {
        running?.cancel()
      }
    }
  }

  override func execute(in context: EffectContext<Element>) async {
    if let task = start(in: context) { await join(task) }
  }
}

/// The values a ``DelayNode`` holds back, each with the sleep to its own deadline, taken when it
/// came on the main actor (so a `TestClock` advanced before the line's task runs still wakes it
/// at the right time).
@MainActor
final class DelayLine<Element: Sendable> {
  private typealias Sleep = @Sendable () async throws -> Void

  private let clock: any Clock<Duration>
  private let duration: Duration
  private var waiting: [(sleep: Sleep, element: Element)] = []
  private var head = 0
  /// The sleep to the line's own end, once its source has ended.
  private var end: Sleep?
  private var hasFailed = false
  private let (signal, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))

  init(clock: any Clock<Duration>, duration: Duration) {
    self.clock = clock
    self.duration = duration
  }

  func add(_ element: Element) {
    guard end == nil, !hasFailed else { return }
    waiting.append((clock.deadlineSleep(after: duration), element))
    wake.yield()
  }

  func sourceEnded() {
    guard end == nil else { return }
    end = clock.deadlineSleep(after: duration)
    wake.yield()
  }

  /// The source failed: nothing more is handed on, and the line ends.
  func fail() {
    hasFailed = true
    waiting = []
    head = 0
    wake.yield()
  }

  /// Hands each value on at its deadline, in order, and returns at the line's end, when it
  /// fails, or when the calling task is cancelled.
  func run(delivering deliver: @MainActor (Element) -> Void) async {
    var wakes = signal.makeAsyncIterator()
    while !hasFailed {
      if head < waiting.count {
        let next = waiting[head]
        head += 1
        if head == waiting.count {
          waiting = []
          head = 0
        }
        guard (try? await next.sleep()) != nil, !Task.isCancelled, !hasFailed else { return }
        deliver(next.element)
      } else if let end {
        _ = try? await end()
        return
      } else if await wakes.next() == nil {
        return
      }
    }
  }
}
