import ArgumentParser
import Foundation
import Trellis

/// `--stats` (hidden): the simplex iterations of each stage of the solve and the process's peak
/// resident memory, one JSON line on stderr after the answer, for `scripts/growth`.
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
    let line = Self.line(SolveStatistics.shared.entries, peakBytes: Self.peakResidentBytes())
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// `{"iterations":N,"stages":[{"stage":"…","calls":N,"iterations":N},…],"peakBytes":N}`
  /// (`peakBytes` when known).
  static func line(_ entries: [SolveStatistics.Entry], peakBytes: Int? = nil) -> String {
    let stages = entries.map {
      "{\"stage\":\"\($0.stage)\",\"calls\":\($0.calls),\"iterations\":\($0.iterations)}"
    }
    let total = entries.reduce(0) { $0 + $1.iterations }
    let peak = peakBytes.map { ",\"peakBytes\":\($0)" } ?? ""
    return "{\"iterations\":\(total),\"stages\":[\(stages.joined(separator: ","))]\(peak)}"
  }

  /// This process's peak resident memory in bytes: on Linux its address space's high-water
  /// mark (`VmHWM` in `/proc/self/status`), which starts afresh at `exec` — unlike
  /// `ru_maxrss`, which also holds the high-water mark of the process that spawned it (the
  /// kernel keeps the replaced address space's at `exec`); elsewhere `ru_maxrss`.
  static func peakResidentBytes() -> Int? {
    #if os(Linux)
    return GrowthChild.highWaterMark(of: "self")
    #else
    var usage = rusage()
    guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
    return Int(usage.ru_maxrss)
    #endif
  }
}
