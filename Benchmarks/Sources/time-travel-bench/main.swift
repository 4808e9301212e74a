import Dispatch
import TimeTravelScenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A synchronous main, so it runs under valgrind (instructions.sh).

let usage = """
  usage: time-travel-bench <scenario> [count]
    counter          count actions on Counter's state and reduce, not traced (default 20000)
    counter-history  the same, keeping a history of 500 states only
    counter-traced   the same, traced as the app traces the screen on top: history and panel lines
    search           count pages of 30 repositories on GitHub Search's state, not traced (default 20000)
    search-history   the same, keeping a history of 500 states only
    search-traced    the same, traced as the app traces the screen on top
    memory           heap held by the trace of 500 Counter states and of 500 GitHub Search states
  """

let arguments = Array(CommandLine.arguments.dropFirst())
guard let scenario = arguments.first, let count = arguments.count > 1 ? Int(arguments[1]) : 20_000, count > 0
else {
  print(usage)
  exit(2)
}

func mode(_ scenario: String) -> TimeTravelScenario.Mode {
  scenario.hasSuffix("-traced") ? .app : scenario.hasSuffix("-history") ? .history : .off
}

MainActor.assumeIsolated {
  switch scenario {
  case "counter", "counter-history", "counter-traced":
    print("\(scenario): \(TimeTravelScenario.counter(count, trace: mode(scenario)))")
  case "search", "search-history", "search-traced":
    print("\(scenario): \(TimeTravelScenario.search(count, trace: mode(scenario)))")
  case "memory":
    let history = TimeTravelScenario.memory(withLines: false)
    let app = TimeTravelScenario.memory(withLines: true)
    print("500 Counter states, history only: \(history.counter) heap bytes")
    print("500 Counter states, history and panel lines: \(app.counter) heap bytes")
    print("500 GitHub Search states of 30 repositories, history only: \(history.search) heap bytes")
    print("500 GitHub Search states of 30 repositories, history and panel lines: \(app.search) heap bytes")
    print("the 500 pages of 30 repositories alone: \(TimeTravelScenario.pagesMemory()) heap bytes")
  default:
    print(usage)
    exit(2)
  }
}
