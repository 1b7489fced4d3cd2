// swift-tools-version: 6.1
// Trellis fuzzing: a nested package with a libFuzzer target, built only by scripts/fuzz
// (swift build -Xswiftc -sanitize=fuzzer,address), never by the root package's build or tests.

import PackageDescription

let package = Package(
  name: "TrellisFuzz",
  dependencies: [.package(name: "Trellis", path: "..")],
  targets: [
    .executableTarget(
      name: "TrellisFuzz",
      dependencies: [
        .product(name: "Trellis", package: "Trellis"),
        .product(name: "TrellisCommandLine", package: "Trellis"),
      ],
      // libFuzzer supplies `main`.
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
  ]
)
