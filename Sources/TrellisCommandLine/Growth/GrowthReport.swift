import Foundation

/// The growth harness's report: a row per run, and per family the time and memory at 8,000,
/// the growth exponent from 2,000 to 8,000 and the targets it misses.
struct GrowthReport {
  var runs: [GrowthRun]
  var families: [GrowthFamily]
  var seed: UInt64
  var limit: Double
  /// Whether the runs were made by a debug build of `trellis`.
  var debugBuild = Self.isDebugBuild
  /// The machine's load average (one minute) when the runs started and ended, when known.
  var load: (start: String, end: String)?

  /// The targets: at 8,000 at most 1 s and 300 MB, an exponent of at most 1.3 from 2,000 to
  /// 8,000, and `explain` at 16,000 in at most 2 s.
  enum Target {
    static let size = 8000
    static let seconds = 1.0
    static let megabytes = 300.0
    static let exponent = 1.3
    static let range = 2000...8000
    static let explainSize = 16000
    static let explainSeconds = 2.0
  }

  /// A family's line: its exponents and what it misses.
  struct Summary {
    var family: GrowthFamily
    var atTarget: GrowthRun?
    var atExplainSize: GrowthRun?
    /// The log–log slope of time (least squares), or a lower bound (`censored`) when a run in
    /// the range timed out or was skipped.
    var exponent: Double?
    var censored = false
    var iterationExponent: Double?
    /// The slope of CPU time (the child's own work, whatever else the machine runs).
    var cpuExponent: Double?
    /// The slope of time between the last two sizes that finished, and the larger of them.
    var lastExponent: (Double, Int)?
    var misses: [String] = []
  }

  /// The slope of log y against log x by least squares (nil below two points).
  static func slope(_ points: [(Double, Double)]) -> Double? {
    let usable = points.filter { $0.0 > 0 && $0.1 > 0 }
    guard usable.count >= 2 else { return nil }
    let logs = usable.map { (log($0.0), log($0.1)) }
    let meanX = logs.reduce(0) { $0 + $1.0 } / Double(logs.count)
    let meanY = logs.reduce(0) { $0 + $1.1 } / Double(logs.count)
    let sxx = logs.reduce(0) { $0 + ($1.0 - meanX) * ($1.0 - meanX) }
    let sxy = logs.reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
    return sxx > 0 ? sxy / sxx : nil
  }

  func summary(_ family: GrowthFamily) -> Summary {
    let mine = runs.filter { $0.family == family.name }.sorted { $0.n < $1.n }
    var summary = Summary(
      family: family, atTarget: mine.first { $0.n == Target.size },
      atExplainSize: mine.first { $0.n == Target.explainSize })
    let inRange = mine.filter { Target.range.contains($0.n) }
    let timed = inRange.filter { $0.result == .ok }
    if let cut = inRange.first(where: { $0.result == .timeout || $0.result == .skipped }) {
      // A lower bound: from the first finished run of the range (else the last one before
      // it) to the limit at the size that did not finish.
      let before = mine.filter { $0.result == .ok && $0.n < cut.n && $0.seconds != nil }
      if let first = before.first(where: { Target.range.contains($0.n) }) ?? before.last,
        let seconds = first.seconds
      {
        summary.exponent = Self.slope([(Double(first.n), seconds), (Double(cut.n), limit)])
        summary.censored = true
      }
    } else {
      summary.exponent = Self.slope(
        timed.compactMap { run in run.seconds.map { (Double(run.n), $0) } })
    }
    let finished = mine.filter { $0.result == .ok && $0.seconds != nil }
    if finished.count >= 2 {
      let (a, b) = (finished[finished.count - 2], finished[finished.count - 1])
      if let slope = Self.slope([(Double(a.n), a.seconds ?? 0), (Double(b.n), b.seconds ?? 0)]) {
        summary.lastExponent = (slope, b.n)
      }
    }
    summary.cpuExponent = Self.slope(
      timed.compactMap { run in run.cpuSeconds.map { (Double(run.n), $0) } })
    summary.iterationExponent = Self.slope(
      timed.compactMap { run in run.iterations.map { (Double(run.n), Double($0)) } })
    if let run = summary.atTarget {
      if run.result != .ok {
        summary.misses.append("\(run.result.text) at \(Self.count(run.n))")
      } else {
        if let s = run.seconds, s > Target.seconds {
          summary.misses.append("\(Self.seconds(s)) s at \(Self.count(run.n))")
        }
        if let mb = run.megabytes, mb > Target.megabytes {
          summary.misses.append("\(Self.megabytes(mb)) MB at \(Self.count(run.n))")
        }
      }
    }
    if let exponent = summary.exponent, exponent > Target.exponent {
      summary.misses.append("exponent \(summary.censored ? "≥ " : "")\(Self.fixed(exponent, 2))")
    }
    if family.command == .explain, let run = summary.atExplainSize {
      if run.result != .ok {
        summary.misses.append("\(run.result.text) at \(Self.count(run.n))")
      } else if let s = run.seconds, s > Target.explainSeconds {
        summary.misses.append("\(Self.seconds(s)) s at \(Self.count(run.n))")
      }
    }
    for run in mine where run.result != .ok && run.result != .timeout && run.result != .skipped {
      summary.misses.append("\(run.result.text) at \(Self.count(run.n))")
    }
    for run in mine where run.result == .ok && !run.problems.isEmpty {
      summary.misses.append("wrong shape at \(Self.count(run.n))")
    }
    return summary
  }

  /// Every run and family summary as JSON.
  var json: String {
    let runObjects: [[String: Any]] = runs.map { run in
      var object: [String: Any] = [
        "family": run.family, "n": run.n, "result": run.result.text,
        "relaxed": run.relaxed, "problems": run.problems,
        "stages": run.stages.map {
          ["stage": $0.stage, "calls": $0.calls, "iterations": $0.iterations] as [String: Any]
        },
      ]
      object["seconds"] = run.seconds
      object["cpuSeconds"] = run.cpuSeconds
      object["megabytes"] = run.megabytes
      object["iterations"] = run.iterations
      if let conflict = run.conflict {
        object["conflict"] = ["rules": conflict, "minimal": run.minimal] as [String: Any]
      }
      return object
    }
    let familyObjects: [[String: Any]] = families.map { family in
      let summary = summary(family)
      var object: [String: Any] = [
        "family": family.name, "command": family.command.rawValue, "summary": family.summary,
        "misses": summary.misses, "exponentIsLowerBound": summary.censored,
      ]
      object["exponent"] = summary.exponent
      object["iterationExponent"] = summary.iterationExponent
      object["cpuExponent"] = summary.cpuExponent
      object["lastExponent"] = summary.lastExponent?.0
      return object
    }
    var root: [String: Any] = [
      "seed": seed, "timeLimit": limit, "runs": runObjects, "families": familyObjects,
    ]
    if let load { root["loadAverage"] = ["start": load.start, "end": load.end] }
    if debugBuild { root["debugBuild"] = true }
    let data =
      (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]))
      ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The stages summed by name (a stage recurs when the solve lays the document out again).
  static func merged(_ stages: [GrowthRun.Stage]) -> [GrowthRun.Stage] {
    var merged: [GrowthRun.Stage] = []
    for stage in stages {
      if let index = merged.firstIndex(where: { $0.stage == stage.stage }) {
        merged[index].calls += stage.calls
        merged[index].iterations += stage.iterations
      } else {
        merged.append(stage)
      }
    }
    return merged
  }

  /// Whether this `trellis` is a debug build.
  static var isDebugBuild: Bool {
    #if DEBUG
    true
    #else
    false
    #endif
  }

  /// The one-minute load average (`/proc/loadavg`), when the system has one.
  static func loadAverage() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return text.split(separator: " ").first.map(String.init)
  }

  static func count(_ value: Int) -> String {
    let digits = String(value)
    guard digits.count > 3 else { return digits }
    var out = ""
    for (index, character) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
      out.append(character)
    }
    return out
  }

  static func fixed(_ value: Double, _ places: Int) -> String {
    String(format: "%.\(places)f", value)
  }

  static func seconds(_ value: Double) -> String {
    value < 0.1 ? fixed(value, 3) : value < 10 ? fixed(value, 2) : fixed(value, 1)
  }

  static func megabytes(_ value: Double) -> String { fixed(value, value < 10 ? 1 : 0) }
}
