import TrellisCore

/// The seeded generator of the tests: the core's SplitMix64, so tests, `trellis bench` and
/// the benchmark package draw the same sequences.
package typealias SplitMix64 = TrellisCore.SplitMix64
