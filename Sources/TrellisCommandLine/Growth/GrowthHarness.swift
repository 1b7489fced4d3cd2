import Foundation

/// `trellis bench --growth`: every family at every size, each run a child process of its own
/// under a wall-clock limit.
struct GrowthHarness {
  var families: [GrowthFamily]
  var sizes: [Int]
  var limit: Double
  var seed: UInt64
  /// The `trellis` the children run.
  var executable = GrowthChild.executable

  /// The size each family is checked at before it is measured: its document must solve (exit
  /// 0) and show what the family says.
  static let checkSize = 50

  /// Runs everything, reporting each run on `progress` as it ends.
  func run(progress: (String) -> Void) throws -> [GrowthRun] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-growth-\(ProcessInfo.processInfo.processIdentifier)")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw GrowthError("cannot create \(directory.path): \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    var runs: [GrowthRun] = []
    for family in families {
      func measure(_ n: Int) throws -> GrowthRun {
        let run = try GrowthRun.measure(
          family, n: n, seed: seed, executable: executable, directory: directory, limit: limit)
        progress(Self.line(run))
        return run
      }
      if !sizes.contains(Self.checkSize) {
        let check = try measure(Self.checkSize)
        guard check.isSound else {
          runs.append(check)
          continue
        }
      }
      var done: [GrowthRun] = []
      for n in sizes {
        if Self.skips(after: done, at: n, limit: limit) {
          let skipped = GrowthRun(family: family.name, n: n, result: .skipped)
          progress(Self.line(skipped))
          runs.append(skipped)
          continue
        }
        let run = try measure(n)
        runs.append(run)
        done.append(run)
      }
    }
    return runs
  }

  /// Whether to skip size `n` after the family's runs `done`: the last one timed out, or `n` is
  /// above the targets' size (8,000, always run) and growing from the last run as the last two
  /// grew (their CPU times; at least linearly) passes the limit.
  static func skips(after done: [GrowthRun], at n: Int, limit: Double) -> Bool {
    guard let last = done.last else { return false }
    switch last.result {
    case .timeout, .skipped: return true
    case .exit, .signal: return false
    case .ok where n <= GrowthReport.Target.size: return false
    case .ok:
      guard let seconds = last.seconds else { return false }
      var exponent = 1.0
      let previous = done.count >= 2 ? done[done.count - 2] : nil
      if let previous, previous.result == .ok, let before = previous.cpuSeconds,
        let after = last.cpuSeconds,
        let slope = GrowthReport.slope([(Double(previous.n), before), (Double(last.n), after)])
      {
        exponent = max(1, slope)
      }
      return seconds * pow(Double(n) / Double(last.n), exponent) > limit
    }
  }

  /// A progress line for standard error.
  static func line(_ run: GrowthRun) -> String {
    var parts = ["growth: \(run.family) n=\(run.n): \(run.result.text)"]
    if run.result != .skipped {
      if let seconds = run.seconds { parts.append("\(GrowthReport.seconds(seconds)) s") }
      if let megabytes = run.megabytes {
        parts.append("\(GrowthReport.megabytes(megabytes)) MB")
      }
      if let iterations = run.iterations { parts.append("\(iterations) iterations") }
    }
    if !run.problems.isEmpty { parts.append(run.problems.joined(separator: "; ")) }
    return parts.joined(separator: ", ")
  }

  /// Writes every family's document at every size to `directory` as `FAMILY-N.json`.
  static func write(families: [GrowthFamily], sizes: [Int], seed: UInt64, to directory: String)
    throws
  {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      for family in families {
        for n in sizes {
          try family.document(n: n, seed: seed).write(
            toFile: "\(directory)/\(family.name)-\(n).json", atomically: true, encoding: .utf8)
        }
      }
    } catch {
      throw InputError(
        path: directory, message: "cannot write the workloads (\(error.localizedDescription))")
    }
  }
}
