import ReactorCore
import ReactorTesting
import Synchronization
import Testing

@testable import Editor

@MainActor
struct EditorTests {
  @Test func cancellingWithUnsavedChangesShowsTheAlertEachTime() {
    let reactor = EditorReactor(text: "Hello", service: FakeDraftService(accepts: true))
    var alerts: [String?] = []
    let subscription = reactor.pulse(\.$alertMessage) { alerts.append($0) }
    defer { subscription.cancel() }

    reactor.send(.updateText("Hello, world"))
    reactor.send(.cancel)
    reactor.send(.cancel)  // the same message again: a pulse fires on every assignment

    #expect(alerts == ["Discard your changes?", "Discard your changes?"])
    #expect(!reactor.currentState.isDismissed)
    reactor.send(.discard)
    #expect(reactor.currentState.isDismissed)
  }

  @Test func cancellingWithoutChangesDismissesWithoutAnAlert() {
    let tester = ReactorTester(EditorReactor(text: "Hello", service: FakeDraftService(accepts: true)))
    tester.send(.cancel)
    tester.expect { $0.isDismissed = true }
  }

  @Test func aSavedDraftDismissesTheEditor() async {
    let service = FakeDraftService(accepts: true)
    let tester = ReactorTester(EditorReactor(text: "Hello", service: service))
    tester.send(.updateText("Hello, world"))
    tester.expect { $0.text = "Hello, world" }

    tester.send(.save)
    await tester.receive({ $0.savedText = "Hello, world" }, { $0.isDismissed = true })
    #expect(service.saved == ["Hello, world"])
  }

  /// `flatMap { saved in saved ? … : .empty() }`: a refused save changes nothing.
  @Test func aRefusedDraftStaysOpen() async {
    let service = FakeDraftService(accepts: false)
    let tester = ReactorTester(EditorReactor(text: "Hello", service: service))
    tester.send(.updateText("Hello, world"))
    tester.expect { $0.text = "Hello, world" }

    tester.send(.save)
    await tester.drain()
    tester.expectNoMoreStates()
    #expect(service.saved == ["Hello, world"])
  }

  @Test func theViewSendsActionsAndShowsTheStubbedState() {
    let reactor = EditorReactor(text: "", service: FakeDraftService(accepts: true))
    reactor.isStubEnabled = true
    let view = EditorView()
    view.reactor = reactor

    reactor.stub.state.value = EditorReactor.State(text: "Draft", savedText: "")
    #expect(view.text == "Draft")
    #expect(view.isSaveEnabled)

    view.tapCancel()
    #expect(reactor.stub.actions.last == .cancel)
    view.type("Draft 2")
    #expect(reactor.stub.actions.last == .updateText("Draft 2"))
    #expect(view.text == "Draft")  // a stubbed reactor is inert: only the stub's state changes it

    reactor.stub.state.alertMessage = "Discard your changes?"
    reactor.stub.state.alertMessage = "Discard your changes?"
    #expect(view.alerts == ["Discard your changes?", "Discard your changes?"])
  }
}

/// Saves in memory, or refuses every draft.
final class FakeDraftService: DraftService {
  let accepts: Bool
  private let log = Mutex<[String]>([])

  init(accepts: Bool) {
    self.accepts = accepts
  }

  /// The drafts it was asked to save.
  var saved: [String] { log.withLock { $0 } }

  func save(_ draft: String) async throws -> Bool {
    log.withLock { $0.append(draft) }
    return accepts
  }
}
