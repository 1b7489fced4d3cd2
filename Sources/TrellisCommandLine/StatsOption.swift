import ArgumentParser
import Foundation
import Trellis

/// `--stats` (hidden): the simplex iterations of each stage of the solve, one JSON line on
/// stderr after the answer, for `scripts/growth`.
struct StatsOption: ParsableArguments {
  @Flag(name: .customLong("stats"), help: .hidden)
  var enabled = false

  /// Starts counting when asked.
  func start() { Self.start(enabled) }

  /// Prints what was counted, when asked.
  func finish() { Self.finish(enabled) }

  /// Starts counting when `enabled`.
  static func start(_ enabled: Bool) {
    if enabled { SolveStatistics.shared.enable() }
  }

  /// Prints what was counted when `enabled`.
  static func finish(_ enabled: Bool) {
    guard enabled else { return }
    FileHandle.standardError.write(Data((Self.line(SolveStatistics.shared.entries) + "\n").utf8))
  }

  /// `{"iterations":N,"stages":[{"stage":"…","calls":N,"iterations":N},…]}`.
  static func line(_ entries: [SolveStatistics.Entry]) -> String {
    let stages = entries.map {
      "{\"stage\":\"\($0.stage)\",\"calls\":\($0.calls),\"iterations\":\($0.iterations)}"
    }
    let total = entries.reduce(0) { $0 + $1.iterations }
    return "{\"iterations\":\(total),\"stages\":[\(stages.joined(separator: ","))]}"
  }
}
