import Benchmark
import Trellis

/// The linear-programming layer over GLPK: cold solves (validate + load + solve + read back +
/// free) of one-axis grid programs, validation alone, warm re-solves after a ±7 point resize,
/// and big steps between 1.0× and 1.5× the width, at 4 to 1,024 variables.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    maxDuration: .seconds(2),
    maxIterations: 100_000
  )
  let solver = GLPKSolver()
  directEngineBenchmarks()
  sessionBenchmarks()
  directSessionBenchmarks()
  engineComparisonBenchmarks()
  lpMemoryBenchmarks()
  longRunBenchmarks()
  fairCapsBenchmarks()
  conflictBenchmarks()
  growthBenchmarks()
  documentIOBenchmarks()
  for variables in [4, 16, 64, 256, 1024] {
    Benchmark("LP/cold/\(variables)") { benchmark, workload in
      for _ in benchmark.scaledIterations {
        blackHole(try solver.solve(workload.program))
      }
    } setup: {
      Workloads.axis(variables: variables)
    }

    Benchmark("LP/validate/\(variables)") { benchmark, workload in
      for _ in benchmark.scaledIterations { blackHole(try workload.program.validate()) }
    } setup: {
      Workloads.axis(variables: variables)
    }

    resizeBenchmark("LP/warm-resize/\(variables)", variables: variables, solver: solver) { workload, step in
      workload.width + (step % 2 == 0 ? 7 : -7)
    }
    resizeBenchmark("LP/big-step/\(variables)", variables: variables, solver: solver) { workload, step in
      workload.width * (step % 2 == 0 ? 1.0 : 1.5)
    }
  }
}

/// A warm re-solve benchmark: the session solves once outside the measurement, then each
/// iteration sets the container width to `width(workload, step)` and re-solves.
func resizeBenchmark(
  _ name: String, variables: Int, solver: GLPKSolver,
  width: @escaping @Sendable (Workloads.Axis, Int) -> Double
) {
  Benchmark(name) { benchmark, workload in
    try solver.withSession(workload.program) { session in
      blackHole(session.solve())
      var step = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        step += 1
        let total = width(workload, step)
        try session.setBounds(workload.total, lower: total, upper: total)
        blackHole(session.solve())
      }
      benchmark.stopMeasurement()
    }
  } setup: {
    Workloads.axis(variables: variables)
  }
}
