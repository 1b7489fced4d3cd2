// swift-tools-version: 6.1
// Trellis: a grid-layout solver with a closed-form direct engine and an exact LP engine (GLPK).

import PackageDescription

let package = Package(
  name: "Trellis",
  products: [
    // MARK: - Public API
    /// Everything: the layout library and the LP engine (links GLPK, GPL-3).
    .library(name: "Trellis", targets: ["Trellis"]),
    /// The layout library without the LP engine: the model, reading and writing, the direct
    /// engine and rendering. Links no GLPK (Apache-2.0 only).
    .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
    .executable(name: "trellis", targets: ["TrellisCLI"]),
    /// The `trellis` command's parsing, batch reading and answers, for the fuzzer (Fuzz/), the
    /// benchmarks (Benchmarks/) and the playground's server (Server/); not a stable API.
    .library(name: "TrellisCommandLine", targets: ["TrellisCommandLine"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
    // `swift package generate-documentation --target Trellis` builds the DocC catalog.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // MARK: - Public API
    /// Umbrella module: re-exports the layout library and the LP engine.
    .target(
      name: "Trellis",
      // TrellisCore and TrellisDirect are named although TrellisLayout brings them, so that the
      // combined DocC documentation resolves this module's links to their symbols.
      dependencies: ["TrellisLayout", "TrellisLP", "TrellisCore", "TrellisDirect"]
    ),
    /// The GLPK-free library: re-exports the model and the direct engine, and draws answers.
    .target(
      name: "TrellisLayout",
      dependencies: ["TrellisCore", "TrellisDirect"]
    ),
    /// A program built from `TrellisLayout` alone; the tests check its link holds no GLPK.
    .executableTarget(name: "TrellisLayoutExample", dependencies: ["TrellisLayout"]),
    /// The `trellis` command-line tool: a `main` calling `TrellisTool.main()`.
    .executableTarget(name: "TrellisCLI", dependencies: ["TrellisCommandLine"]),
    /// The command line's commands, parsing and output; a library so that the fuzzer (Fuzz/)
    /// runs the same argument parsing and batch reading in-process.
    .target(
      name: "TrellisCommandLine",
      dependencies: [
        "Trellis", "TrellisBench",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Implementation details
    /// The layout model: documents, validation, lowering, placement and rounding. No dependencies.
    .target(name: "TrellisCore"),
    /// The seeded workloads `trellis bench`, the Benchmarks package and the tests measure; in
    /// no library's API (the Benchmarks package reaches it through `TrellisCommandLine`).
    .target(name: "TrellisBench", dependencies: ["TrellisCore"]),
    /// The direct engine: closed-form solutions of the lowered sizing problems.
    .target(name: "TrellisDirect", dependencies: ["TrellisCore"]),
    /// The LP engine and the linear-programming layer over GLPK. Only `Sources/TrellisLP/GLPK/`
    /// imports `CGLPK`.
    .target(name: "TrellisLP", dependencies: ["TrellisCore", "CGLPK"]),
    /// GLPK 5.0, the GNU Linear Programming Kit (GPL-3), from the system (`libglpk-dev`).
    /// Debian ships no `glpk.pc`, so there is no `pkgConfig`: the module map links `glpk`.
    .systemLibrary(
      name: "CGLPK",
      providers: [.apt(["libglpk-dev"]), .brew(["glpk"])]
    ),

    // MARK: - Unit test bundles
    /// Helpers shared by the test bundles (a seedable random number generator).
    .target(
      name: "TrellisTestSupport", dependencies: ["TrellisCore"], path: "Tests/TrellisTestSupport"),
    .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore", "TrellisTestSupport"]),
    /// Every fixture (semantics.md worked examples) through the engines.
    .testTarget(
      name: "ConformanceTests", dependencies: ["Trellis", "TrellisBench", "TrellisTestSupport"],
      exclude: ["Golden"], resources: [.copy("Fixtures"), .copy("Tiered"), .copy("Chrome")]),
    .testTarget(name: "TrellisLPTests", dependencies: ["TrellisLP", "TrellisTestSupport"]),
    .testTarget(
      name: "TrellisCLITests",
      dependencies: [
        "TrellisCLI", "TrellisCommandLine", "TrellisLayoutExample", "TrellisTestSupport",
      ]),
  ]
)
