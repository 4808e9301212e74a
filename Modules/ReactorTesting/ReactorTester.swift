import CustomDump
import ReactorCore

/// Drives a reactor step by step and checks every state it emits, in order, as a whole.
///
/// ```swift
/// let tester = ReactorTester(CounterReactor(clock: clock))
/// tester.send(.increase)
/// tester.expect { $0.isLoading = true }
/// await tester.advance(clock, by: .milliseconds(500))
/// tester.expect({ $0.value = 1 }, { $0.isLoading = false }, { $0.alertMessage = "increased!" })
/// tester.expectNoMoreStates()
/// ```
/// Each closure describes how the next state differs from the one before it; the whole state is
/// compared, so an unexpected change anywhere fails the test with a diff.
@MainActor
public final class ReactorTester<R: Reactor> where R.State: Equatable {
  /// The reactor under test.
  public let reactor: R
  private let recorder: StateRecorder<R>
  private var checked = 1

  /// Starts testing `reactor`; its current state is the baseline.
  public init(_ reactor: R) {
    self.reactor = reactor
    recorder = StateRecorder(reactor)
  }

  /// The last state checked.
  public var state: R.State {
    recorder.states[checked - 1]
  }

  /// Every state emitted so far, the baseline first.
  public var states: [R.State] {
    recorder.states
  }

  /// Sends an action.
  public func send(_ action: R.Action) {
    reactor.send(action)
  }

  /// Checks the next states: each step turns the previous expected state into the next one.
  public func expect(
    _ steps: (inout R.State) -> Void...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    var expected = state
    for step in steps {
      step(&expected)
      guard checked < recorder.states.count else {
        expectNoDifference(
          Optional(expected), nil,
          "expected another state, but the reactor emitted no more",
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      expectNoDifference(
        recorder.states[checked], expected,
        fileID: fileID, filePath: filePath, line: line, column: column)
      checked += 1
    }
  }

  /// Waits (real time, bounded) for `count` more states, then checks them like ``expect(_:fileID:filePath:line:column:)``.
  public func receive(
    _ steps: (inout R.State) -> Void...,
    timeout: Duration = .seconds(5),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await recorder.waitForStates(count: checked + steps.count, timeout: timeout)
    var expected = state
    for step in steps {
      step(&expected)
      guard checked < recorder.states.count else {
        expectNoDifference(
          Optional(expected), nil,
          "expected another state within \(timeout), but none came",
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      expectNoDifference(
        recorder.states[checked], expected,
        fileID: fileID, filePath: filePath, line: line, column: column)
      checked += 1
    }
  }

  /// Checks that no state was emitted beyond those already checked.
  public func expectNoMoreStates(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let unchecked = Array(recorder.states[checked...])
    expectNoDifference(
      unchecked, [], "the reactor emitted states the test did not expect",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
