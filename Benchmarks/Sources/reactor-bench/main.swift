import CMainQueueHops
import Dispatch
import Foundation
import ReactorScenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The main stays synchronous: an async main parks the main thread in dispatchMain(), which
// valgrind 3.19 cannot run, and instructions.sh runs this under callgrind.

let usage = """
  usage: reactor-bench <scenario> [count]
    a       count actions; mutate returns .just (default 1000000)
    b       count actions; mutate returns .concat(.just, .just, .just) (default 1000000)
    c       count reactors created, observed, sent one action, released (default 100000)
    d       count live idle reactors with one observer: heap bytes each (default 100000)
    e       count bare reduce calls, the floor for a (default 1000000)
    f       count actions; mutate returns .concat(.just, .task answering at once, .just),
            the main run loop run until the effect is done (default 100000)
    g       as f, the main run loop run once all the actions are sent (default 100000)
    states  count states to an AsyncStream consumer: main-actor hops each (default 100000)
    concat  one action whose mutate returns a concat of count tasks answering at once
            (default 10000)
    merge   one action whose mutate returns a merge of count tasks answering at once
            (default 10000)
    paging  one action whose mutate returns a chain of count pages, each a task answering at
            once flat-mapped to the next page's request (default 10000)
  """

let arguments = Array(CommandLine.arguments.dropFirst())
guard let scenario = arguments.first,
  let count = arguments.count > 1 ? Int(arguments[1]) : defaultCount(scenario), count > 0
else {
  print(usage)
  exit(2)
}

func defaultCount(_ scenario: String) -> Int? {
  switch scenario {
  case "a", "b", "e": 1_000_000
  case "c", "d", "f", "g", "states": 100_000
  case "concat", "merge", "paging": 10_000
  default: nil
  }
}

/// Runs `body` once and prints its wall-clock cost per operation.
func measure(_ label: String, _ count: Int, unit: String, _ body: () -> Void) {
  let elapsed = ContinuousClock().measure(body)
  let nanoseconds =
    Double(elapsed.components.seconds) * 1e9
    + Double(elapsed.components.attoseconds) / 1e9
  let perOp = nanoseconds / Double(count)
  print("\(label): \(count) \(unit)s in \(format(nanoseconds / 1e6)) ms")
  print("ns/\(unit): \(format(perOp))")
  print("\(unit)s/s: \(Int((1e9 / perOp).rounded()))")
}

func format(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

func check(_ condition: Bool, _ message: String) {
  if !condition {
    print("error: \(message)")
    exit(1)
  }
}

MainActor.assumeIsolated {
  switch scenario {
  case "a":
    let bench = SingleMutationScenario()
    measure("a", count, unit: "action") { bench.run(count) }
    check(bench.sink.value == count, "observer saw \(bench.sink.value), expected \(count)")
  case "b":
    let bench = ConcatMutationScenario()
    measure("b", count, unit: "action") { bench.run(count) }
    check(bench.sink.value == 3 * count, "observer saw \(bench.sink.value)")
  case "c":
    let sink = Sink()
    measure("c", count, unit: "reactor") { LifecycleScenario.run(count, into: sink) }
    check(sink.value == 1, "observer saw \(sink.value), expected 1")
  case "d":
    let sink = Sink()
    let (reactors, bytes) = IdleScenario.make(count, into: sink)
    print("d: \(reactors.count) idle reactors hold \(bytes) heap bytes (mallinfo2 uordblks)")
    print("bytes/reactor: \(format(Double(bytes) / Double(count)))")
    withExtendedLifetime(reactors) {}
  case "e":
    let sink = Sink()
    measure("e", count, unit: "action") { FloorScenario.run(count, into: sink) }
    check(sink.value == count, "floor saw \(sink.value), expected \(count)")
  case "f":
    let bench = StubRequestScenario()
    // The main run loop runs what the effect queued on the main actor, if anything: a
    // synchronous main cannot await, and dispatchMain would never return.
    measure("f", count, unit: "action") {
      bench.run(count) { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
    }
    check(bench.sink.value == 3 * count, "observer saw \(bench.sink.value), expected \(3 * count)")
  case "g":
    let bench = StubRequestScenario()
    measure("g", count, unit: "action") {
      bench.runThenDrain(count) { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
    }
    check(bench.sink.value == 3 * count, "observer saw \(bench.sink.value), expected \(3 * count)")
  case "concat", "merge", "paging":
    let bench = ChainScenario()
    let action = ChainReactor.Action(scenario: scenario, count: count)!
    measure(scenario, count, unit: "part") { bench.run(action) }
    check(bench.sink.value == count, "observer saw \(bench.sink.value), expected \(count)")
  case "states":
    let states = StatesScenario { Int(c_main_queue_enqueues()) }
    Task { @MainActor in
      let lockstep = await states.lockstep(count)
      print("states: \(count) states, consumer awaiting each one")
      print("hops/emission (lockstep): \(format(lockstep))")
      let burst = await states.burst(count)
      print("states: \(count) states sent in one synchronous burst")
      print("hops/emission (burst): \(format(burst))")
      exit(0)
    }
  default:
    print(usage)
    exit(2)
  }
}

// Only `states` gets here with work left: its consumer needs the main queue drained.
if scenario == "states" { dispatchMain() }
