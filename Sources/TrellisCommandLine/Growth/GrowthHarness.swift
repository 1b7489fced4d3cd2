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
      var last: GrowthRun?
      for n in sizes {
        if let last, Self.skips(after: last, at: n, limit: limit) {
          let skipped = GrowthRun(family: family.name, n: n, result: .skipped)
          progress(Self.line(skipped))
          runs.append(skipped)
          continue
        }
        let run = try measure(n)
        runs.append(run)
        last = run
      }
    }
    return runs
  }

  /// Whether to skip size `n` after `last`: it timed out, or ended abnormally, or growing
  /// linearly from it (the least any family grows) passes the limit.
  static func skips(after last: GrowthRun, at n: Int, limit: Double) -> Bool {
    switch last.result {
    case .timeout, .skipped: return true
    case .ok: return (last.seconds ?? 0) * Double(n) / Double(last.n) > limit
    case .exit, .signal: return false
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
