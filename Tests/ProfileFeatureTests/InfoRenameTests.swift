import Models
import ProfileFeature
import ReactorCore
import ReactorTesting
import Services
import SnapshotTesting
import Testing
import TextUI
import TextUITesting

/// Renaming on a terminal: `n` opens an edit line that takes every key (the `q` and `b` of a
/// name too) until Enter saves or Esc closes it.
@MainActor
struct InfoRenameTests {
  let today = CalendarDate(year: 2026, month: 11, day: 22)!

  @Test func theEditLineOpensTakesTextAndSavesOnEnter() async {
    let service = InMemoryProfileService()
    let tester = ReactorTester(InfoReactor(service: service, today: today))
    tester.send(.load)
    await tester.receive { $0.profile = .default }

    tester.send(.editName(""))
    tester.expect { $0.nameEntry = "" }
    tester.send(.rename(""))
    tester.expect { $0.message = "type a name, then Enter; Esc keeps the old one" }
    tester.send(.editName("Bob"))
    tester.expect { $0.nameEntry = "Bob" }
    tester.send(.rename("Bob"))
    tester.expect { $0.nameEntry = nil }
    await tester.receive { $0.profile?.name = "Bob" }
    tester.expectNoMoreStates()
  }

  @Test func escapeClosesTheLineAndKeepsTheName() async {
    let tester = ReactorTester(InfoReactor(service: InMemoryProfileService(), today: today))
    tester.send(.load)
    await tester.receive { $0.profile = .default }
    tester.send(.editName("Zed"))
    tester.expect { $0.nameEntry = "Zed" }
    tester.send(.editName(nil))
    tester.expect { $0.nameEntry = nil }
    tester.expectNoMoreStates()
    #expect(tester.state.profile?.name == Profile.default.name)
  }

  @Test func keysBecomeEditsWhileTheLineIsOpen() {
    let view = InfoView(screen: NullScreen(), navigation: NullNavigation()) { _, _ in fatalError("not routed")
    }
    let reactor = InfoReactor(service: InMemoryProfileService(), today: today)
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    reactor.stub.state.value = InfoReactor.State(profile: .default, today: today)
    view.reactor = reactor
    #expect(!view.input.capturesKeys)

    #expect(view.input.deliver(.key(.character("n"))) == .handled)
    reactor.stub.state.nameEntry = "Bo"
    #expect(view.input.capturesKeys, "q and b are letters of the name now")
    for key in [Key.character("b"), .character("q"), .backspace, .enter, .escape] {
      #expect(view.input.deliver(.key(key)) == .handled)
    }
    #expect(view.input.deliver(.key(.up)) == .unknown)
    reactor.stub.state.nameEntry = nil
    #expect(!view.input.capturesKeys)
    #expect(
      reactor.stub.actions == [
        .load, .editName(""), .editName("Bob"), .editName("Boq"), .editName("B"), .rename("Bo"),
        .editName(nil),
      ])
  }

  @Test func theLineShowsUnderTheNameWithItsOwnHints() {
    var state = InfoReactor.State(profile: .default, today: today)
    state.nameEntry = "Ada \u{1B}[2JLove"
    let text = InfoView.render(state).render(width: 80, mode: .terminal).joined(separator: "\n")
    assertSnapshot(of: text, as: .lines)
    #expect(!text.contains("\u{1B}"))
  }
}
