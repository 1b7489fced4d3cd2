// swift-tools-version: 6.1
// The playground's server (`trellis serve`): a nested package, so that the root package neither
// resolves nor builds Hummingbird, SwiftNIO or swift-log. `trellis serve` runs its executable,
// `trellis-serve`. From the root: swift build --package-path Server --product trellis-serve

import PackageDescription

let package = Package(
  name: "TrellisServer",
  products: [
    /// The playground server `trellis serve` runs.
    .executable(name: "trellis-serve", targets: ["TrellisServe"])
  ],
  dependencies: [
    .package(name: "Trellis", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
    // No traits: neither swift-configuration nor the full Foundation is needed.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // scripts/docs builds the server module's documentation too.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    /// The playground's HTTP server: its handlers (solve, render, explain, check, program over
    /// JSON), the sessions kept per document and the page (`Page/`, plain HTML, CSS and
    /// JavaScript read at run time, not compiled in).
    .target(
      name: "TrellisServer",
      dependencies: [
        .product(name: "Trellis", package: "Trellis"),
        // The answers `trellis explain` and `trellis lp` write (TrellisTool).
        .product(name: "TrellisCommandLine", package: "Trellis"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ],
      exclude: ["Page"]
    ),
    /// `trellis-serve`: a `main` parsing the command line.
    .executableTarget(
      name: "TrellisServe",
      dependencies: [
        "TrellisServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    /// The handlers called directly, compared with `trellis`'s answers, and the server run as
    /// `trellis serve` runs it (a live server on a free port, asked over HTTP). Not
    /// HummingbirdTesting, which would build AsyncHTTPClient and TLS.
    .testTarget(
      name: "TrellisServerTests",
      dependencies: [
        "TrellisServer", "TrellisServe", .product(name: "trellis", package: "Trellis"),
      ]
    ),
  ]
)
