import Foundation

/// One family at one size: a child `trellis` on the generated document, what it cost and what
/// its answer showed.
struct GrowthRun: Sendable {
  /// How the run ended.
  enum Result: Sendable, Equatable {
    /// Exit 0.
    case ok
    /// Killed at the time limit.
    case timeout
    /// Exited with another status.
    case exit(Int32)
    /// Ended by a signal (a crash).
    case signal(Int32)
    /// Not run: a smaller size timed out, or growing linearly from it passes the limit.
    case skipped

    var text: String {
      switch self {
      case .ok: "ok"
      case .timeout: "timeout"
      case .exit(let status): "exit \(status)"
      case .signal(let signal): "signal \(signal)"
      case .skipped: "skipped"
      }
    }
  }

  /// A stage of the solve from `--stats`.
  struct Stage: Sendable, Equatable {
    var stage: String
    var calls: Int
    var iterations: Int

    /// The stages of a `--stats` line or a saved run (`[{"stage", "calls", "iterations"}]`).
    static func list(_ value: Any?) -> [Stage] {
      (value as? [[String: Any]] ?? []).map {
        Stage(
          stage: $0["stage"] as? String ?? "?", calls: $0["calls"] as? Int ?? 0,
          iterations: $0["iterations"] as? Int ?? 0)
      }
    }
  }

  var family: String
  var n: Int
  var result: Result
  var seconds: Double?
  var cpuSeconds: Double?
  var megabytes: Double?
  /// Simplex iterations in all, from `--stats`.
  var iterations: Int?
  /// The child's own peak resident memory, from `--stats`.
  var peakBytes: Int?
  var stages: [Stage] = []
  /// How many rules of each tier gave way.
  var relaxed: [String: Int] = [:]
  /// The size of the required conflict, if any, and whether it is proven minimal.
  var conflict: Int?
  var minimal = true
  /// What the answer should have shown and did not, or the child's error line.
  var problems: [String] = []

  /// Whether the run finished and its answer shows what its family says.
  var isSound: Bool { result == .ok && problems.isEmpty }

  /// Runs `family` at `n`: writes its document to `directory`, runs `executable` on it under
  /// `limit` seconds, and reads the answer and the `--stats` line.
  static func measure(
    _ family: GrowthFamily, n: Int, seed: UInt64, executable: String, directory: URL,
    limit: Double
  ) throws -> GrowthRun {
    let base = directory.appendingPathComponent("\(family.name)-\(n)")
    let (input, output, errors) = (base.path + ".json", base.path + ".out", base.path + ".err")
    defer {
      for path in [input, output, errors] { try? FileManager.default.removeItem(atPath: path) }
    }
    do {
      try family.document(n: n, seed: seed).write(toFile: input, atomically: false, encoding: .utf8)
    } catch {
      throw GrowthError("cannot write \(input): \(error.localizedDescription)")
    }
    let arguments =
      family.command == .explain
      ? ["explain", "--format", "json", "--stats", input] : ["solve", "--stats", input]
    let outcome = try GrowthChild.run(
      executable, arguments, stdout: output, stderr: errors, limit: limit)
    var run = GrowthRun(
      family: family.name, n: n, result: .ok, seconds: outcome.seconds,
      cpuSeconds: outcome.cpuSeconds,
      megabytes: outcome.peakBytes > 0 ? Double(outcome.peakBytes) / 1e6 : nil)
    let errorText = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    if outcome.timedOut {
      run.result = .timeout
    } else if let signal = outcome.signal {
      run.result = .signal(signal)
    } else if let status = outcome.exitStatus, status != 0 {
      run.result = .exit(status)
    }
    run.readStats(errorText)
    if let peak = run.peakBytes { run.megabytes = Double(max(peak, outcome.peakBytes)) / 1e6 }
    if run.result != .ok && run.result != .timeout {
      run.problems += errorText.split(separator: "\n").filter { $0.hasPrefix("error") }.prefix(1)
        .map(String.init)
    }
    if run.result == .ok {
      run.readAnswer(FileManager.default.contents(atPath: output) ?? Data())
      run.check(family.expectations(n))
    }
    return run
  }

  /// Reads the last `--stats` line of standard error.
  mutating func readStats(_ text: String) {
    guard
      let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{\"iterations\"") }),
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else { return }
    iterations = object["iterations"] as? Int
    peakBytes = object["peakBytes"] as? Int
    stages = Stage.list(object["stages"])
  }

  /// Reads the rules that gave way and the conflict from the answer's JSON.
  mutating func readAnswer(_ data: Data) {
    guard let answer = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      problems.append("the answer is not JSON")
      return
    }
    for rule in answer["relaxed"] as? [[String: Any]] ?? [] {
      relaxed[rule["tier"] as? String ?? "?", default: 0] += 1
    }
    if let found = answer["conflict"] as? [String: Any] {
      conflict = (found["rules"] as? [Any])?.count ?? 0
      minimal = found["minimal"] as? Bool ?? true
    }
  }

  /// Notes each expectation the answer does not meet.
  mutating func check(_ expectations: [GrowthFamily.Expectation]) {
    for expectation in expectations {
      switch expectation {
      case .relaxedAtLeast(let tier, let count) where relaxed[tier, default: 0] < count:
        problems.append("\(relaxed[tier, default: 0]) \(tier) rules gave way, expected ≥ \(count)")
      case .relaxedExactly(let tier, let count) where relaxed[tier, default: 0] != count:
        problems.append("\(relaxed[tier, default: 0]) \(tier) rules gave way, expected \(count)")
      case .conflict(let size) where conflict != size || !minimal:
        let found = conflict.map { "\($0)\(minimal ? "" : ", not minimal")" } ?? "none"
        problems.append("conflict of \(found), expected a minimal one of \(size)")
      case .noConflict where conflict != nil:
        problems.append("a conflict of \(conflict ?? 0), expected none")
      default: break
      }
    }
  }
}
