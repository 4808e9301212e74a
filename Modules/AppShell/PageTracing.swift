import ReactorCore
import ReactorTracing
import TextUI

/// The app's tracers, one per page that needs one: each sends its reactor's flow, as
/// ``TraceLine``s, to the trace file (`--trace-file`) and, for the page on top while the trace
/// is on, to the panel, keeping the page's states so the navigator can step through them.
///
/// A reactor has one tracer; this is the one place that sets it, so the file and the panel
/// never take it from each other.
@MainActor
public final class PageTracing {
  /// Takes every line of every page for the trace file: the page's title and the line.
  public typealias Export = @MainActor (_ screen: String, _ line: TraceLine) -> Void

  private let export: Export?
  private var traces: [ObjectIdentifier: any PageTrace] = [:]

  /// - Parameter export: the trace file's writer; nil when there is none.
  public init(export: Export? = nil) {
    self.export = export
  }

  /// Starts tracing `view`'s page for the trace file before `reactor` is bound to it, so the
  /// actions its `bind(reactor:)` sends (Home's `viewDidLoad`) are in the file.
  func prepare<V: View & Page>(_ view: V, reactor: V.Reactor) {
    guard export != nil, traces[ObjectIdentifier(view)] == nil else { return }
    // The title is read when a line is written: some views name their page once bound.
    let trace = ReactorPageTrace(
      view: view, title: { [weak view] in view?.title }, reactor: reactor, export: export)
    traces[ObjectIdentifier(view)] = trace
    trace.follow(nil)
  }

  /// Sends `page`'s lines to `panel` too, keeping its states from now on; nil stops that (and
  /// drops the states). Returns the page's trace while `panel` is set; nil for a page without
  /// a reactor.
  @discardableResult
  func follow(_ page: any Page, panel: ((TraceLine) -> Void)?) -> (any PageTrace)? {
    let key = ObjectIdentifier(page)
    if panel == nil, export == nil {
      traces.removeValue(forKey: key)?.stop()
      return nil
    }
    guard let trace = traces[key] ?? Self.makeTrace(of: page, export: export) else { return nil }
    traces[key] = trace
    trace.follow(panel)
    return panel == nil ? nil : trace
  }

  /// Stops tracing `page`, which has left the stack.
  func end(_ page: any Page) {
    traces.removeValue(forKey: ObjectIdentifier(page))?.stop()
  }

  private static func makeTrace(of page: any Page, export: Export?) -> (any PageTrace)? {
    guard let view = page as? any View else { return nil }
    return makeTrace(of: view, title: { [weak page] in page?.title }, export: export)
  }

  private static func makeTrace<V: View>(
    of view: V, title: @escaping @MainActor () -> String?, export: Export?
  ) -> (any PageTrace)? {
    guard let reactor = view.reactor else { return nil }
    return ReactorPageTrace(view: view, title: title, reactor: reactor, export: export)
  }
}

/// One page's trace, with its reactor's types erased for the navigator.
@MainActor
protocol PageTrace: AnyObject {
  /// The numbers of the oldest and newest states kept; nil while no panel follows the page.
  var steps: ClosedRange<Int>? { get }

  /// Sends the lines to `panel` too and keeps the states from now on; nil stops both.
  func follow(_ panel: ((TraceLine) -> Void)?)

  /// The mutation that made step `number`, in the trace's words; nil for the first step.
  func mutation(at number: Int) -> String?

  /// Step `number` drawn by the view's own render function; nil when the view cannot draw a
  /// past state or the step is not kept.
  func frame(at number: Int) -> Frame?

  /// The last step before the action that led to step `number`; nil when there is none kept.
  func stepBeforeAction(leadingTo number: Int) -> Int?

  /// The last step of what the next action after step `number` led to; nil after the newest.
  func lastStepOfNextAction(after number: Int) -> Int?

  /// Removes the tracer from the reactor.
  func stop()
}

/// The trace of a page whose view is a `V`.
@MainActor
private final class ReactorPageTrace<V: View>: PageTrace {
  typealias Reactor = V.Reactor
  typealias History = StateHistory<Reactor.Action, Reactor.Mutation, Reactor.State>

  private weak var reactor: Reactor?
  private let title: @MainActor () -> String?
  private let export: PageTracing.Export?
  private let render: ((Reactor.State) -> Frame?)?
  private var history: History?
  private var panel: ((TraceLine) -> Void)?

  init(view: V, title: @escaping @MainActor () -> String?, reactor: Reactor, export: PageTracing.Export?) {
    self.reactor = reactor
    self.title = title
    self.export = export
    render = (view as? any StateRendering<Frame>).map { Self.renderer(of: $0) }
  }

  /// The render function of `view`, which is the `V` this trace follows reached through
  /// another protocol: its reactor's `State` is `Reactor.State`, so the cast always succeeds.
  private static func renderer<S: StateRendering<Frame>>(of view: S) -> (Reactor.State) -> Frame? {
    { [weak view] state in
      guard let view, let state = state as? S.Reactor.State else { return nil }
      return view.render(state: state)
    }
  }

  var steps: ClosedRange<Int>? {
    history.map { $0.oldest...$0.newest }
  }

  func follow(_ panel: ((TraceLine) -> Void)?) {
    guard let reactor else { return }
    self.panel = panel
    history = panel == nil ? nil : History(initialState: reactor.currentState)
    guard panel != nil || export != nil else {
      reactor.trace(nil)
      return
    }
    reactor.trace(lines: { [weak self] line in self?.receive(line) }, history: history)
  }

  func mutation(at number: Int) -> String? {
    history?[number]?.mutation.map(TraceSummary.of)
  }

  func frame(at number: Int) -> Frame? {
    guard let render, let step = history?[number] else { return nil }
    return render(step.state)
  }

  func stepBeforeAction(leadingTo number: Int) -> Int? {
    history?.stepBeforeAction(leadingTo: number)
  }

  func lastStepOfNextAction(after number: Int) -> Int? {
    history?.lastStepOfNextAction(after: number)
  }

  func stop() {
    panel = nil
    history = nil
    reactor?.trace(nil)
  }

  private func receive(_ line: TraceLine) {
    var line = line
    line.text = Sanitizer.cleanLine(line.text)
    export?(Sanitizer.cleanLine(title() ?? ""), line)
    panel?(line)
  }
}
