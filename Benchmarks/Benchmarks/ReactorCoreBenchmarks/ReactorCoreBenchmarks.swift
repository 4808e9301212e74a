import Benchmark
import ReactorScenarios

// The scenarios of reactor-bench, measured by package-benchmark: `swift package benchmark` from
// Benchmarks/. Each one builds its reactor on the main actor outside the measured region, then
// measures one hop to the main actor and a loop of `scaledIterations` operations there, so the
// per-operation figures are the loop's (the hop is shared by 1,000 or 1,000,000 operations).

/// Heap bytes held by each idle reactor of scenario (d), per `mallinfo2().uordblks`; under the
/// malloc interposer these include its per-allocation header.
let heapBytesPerReactor = BenchmarkMetric.custom("heap bytes/reactor", useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.instructions, .mallocCountTotal, .wallClock, .throughput],
    warmupIterations: 2,
    maxDuration: .seconds(5),
    maxIterations: 20
  )

  Benchmark("a send, mutate → .just", configuration: .init(scalingFactor: .mega)) { benchmark in
    let count = benchmark.scaledIterations.count
    let scenario = await MainActor.run { SingleMutationScenario() }
    benchmark.startMeasurement()
    await MainActor.run { scenario.run(count) }
    benchmark.stopMeasurement()
  }

  Benchmark(
    "b send, mutate → .concat(.just, .just, .just)",
    configuration: .init(scalingFactor: .mega)
  ) { benchmark in
    let count = benchmark.scaledIterations.count
    let scenario = await MainActor.run { ConcatMutationScenario() }
    benchmark.startMeasurement()
    await MainActor.run { scenario.run(count) }
    benchmark.stopMeasurement()
  }

  Benchmark(
    "c create, observe, send one, release",
    configuration: .init(scalingFactor: .kilo, maxIterations: 100)
  ) { benchmark in
    let count = benchmark.scaledIterations.count
    let sink = await MainActor.run { Sink() }
    benchmark.startMeasurement()
    await MainActor.run { LifecycleScenario.run(count, into: sink) }
    benchmark.stopMeasurement()
  }

  Benchmark(
    "d idle reactor with one observer",
    configuration: .init(
      metrics: [.mallocCountTotal, .memoryLeakedBytes, heapBytesPerReactor, .wallClock],
      scalingFactor: .kilo,
      maxIterations: 100
    )
  ) { benchmark in
    let count = benchmark.scaledIterations.count
    let sink = await MainActor.run { Sink() }
    benchmark.startMeasurement()
    // The reactors outlive the measured region, so what they hold counts as not freed.
    let (reactors, bytes) = await MainActor.run { IdleScenario.make(count, into: sink) }
    benchmark.stopMeasurement()
    benchmark.measurement(heapBytesPerReactor, bytes / count)
    await MainActor.run { withExtendedLifetime(reactors) {} }
  }

  Benchmark("e floor: the same reduce, bare", configuration: .init(scalingFactor: .mega)) {
    benchmark in
    let count = benchmark.scaledIterations.count
    let sink = await MainActor.run { Sink() }
    benchmark.startMeasurement()
    await MainActor.run { FloorScenario.run(count, into: sink) }
    benchmark.stopMeasurement()
  }
}
