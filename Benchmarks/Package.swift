// swift-tools-version: 6.1
// Trellis benchmarks: a nested package, so `swift test` at the root never builds the benchmark
// stack. Run from the root: swift package --package-path Benchmarks benchmark

import PackageDescription

let package = Package(
  name: "TrellisBenchmarks",
  dependencies: [
    .package(name: "Trellis", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "LinearProgramSolve",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Trellis", package: "Trellis"),
        // The workloads (TrellisBench, which no library product exports) and the growth
        // harness's documents (TrellisTool.growthDocument).
        .product(name: "TrellisCommandLine", package: "Trellis"),
      ],
      path: "Benchmarks/LinearProgramSolve",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
