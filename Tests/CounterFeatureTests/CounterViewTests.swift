import CounterFeature
import ReactorCore
import SnapshotTesting
import Testing
import TextUI
import TextUITesting

@MainActor
struct CounterViewTests {
  @Test func rendersTheValue() {
    let frame = CounterView(screen: NullScreen()).render(state: .init(value: 3))
    assertSnapshot(of: frame.render(width: 72, mode: .plain).joined(separator: "\n"), as: .lines)
  }

  @Test func rendersASpinnerWhileLoading() {
    let frame = CounterView(screen: NullScreen()).render(state: .init(value: -2, isLoading: true))
    assertSnapshot(of: frame.render(width: 72, mode: .plain).joined(separator: "\n"), as: .lines)
  }

  @Test func commandsBecomeActions() {
    let view = CounterView(screen: RecordingScreen())
    let reactor = CounterReactor()
    reactor.isStubEnabled = true
    view.reactor = reactor

    #expect(view.input.deliver(.line("+")) == .handled)
    #expect(view.input.deliver(.line("-")) == .handled)
    #expect(view.input.deliver(.key(.up)) == .handled)
    #expect(view.input.deliver(.line("x")) == .unknown)
    #expect(reactor.stub.actions == [.increase, .decrease, .increase])
  }

  @Test func drawsEveryStateAndFlashesEveryAlert() {
    let screen = RecordingScreen()
    let view = CounterView(screen: screen)
    let reactor = CounterReactor()
    reactor.isStubEnabled = true
    view.reactor = reactor

    reactor.stub.state.value.value = 5
    reactor.stub.state.alertMessage = "increased!"
    reactor.stub.state.alertMessage = "increased!"

    #expect(screen.frames.map { $0.lines.contains("  value: 5") } == [false, true, true, true])
    #expect(screen.flashes == ["increased!", "increased!"])
  }

  @Test func reassigningTheReactorDropsTheOldOne() {
    let screen = RecordingScreen()
    let view = CounterView(screen: screen)
    let old = CounterReactor()
    old.isStubEnabled = true
    view.reactor = old
    view.reactor = CounterReactor(initialState: .init(value: 7))

    old.stub.state.value.value = 99
    #expect(screen.frames.last?.lines.contains("  value: 7") == true)
    #expect(!screen.frames.contains { $0.lines.contains("  value: 99") })
  }
}
