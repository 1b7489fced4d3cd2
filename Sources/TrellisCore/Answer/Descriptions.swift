// What `print` shows of the values an answer is made of: short, in the notation of the
// documents and answers (`[h, v]`, `[x, y, w, h]`), not the structures' fields.

extension AxisPair: CustomStringConvertible {
  /// The pair as documents write it, horizontal first: `[1024.0, 640.0]`, `[200.0, nil]`.
  public var description: String { "[\(Self.show(horizontal)), \(Self.show(vertical))]" }

  /// A value as `print` shows it, an optional one without `Optional(…)`.
  private static func show(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return String(describing: value) }
    return mirror.children.first.map { show($0.value) } ?? "nil"
  }
}

extension FrameTable: CustomStringConvertible {
  /// The frames with an id in document order, as a dictionary prints:
  /// `["logo": [16.0, 8.0, 32.0, 32.0], "search": [772.0, 8.0, 220.0, 32.0]]`.
  public var description: String {
    guard !isEmpty else { return "[:]" }
    return "[" + map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "]"
  }
}

extension LayoutAnswer: CustomStringConvertible {
  /// What the answer holds, in one line.
  ///
  /// `direct answer of size [1024.0, 640.0]: 18 frames, tracks of 1 grid, 1 diagnostic`, then
  /// how many rules gave way and the size of a conflict when there are. ``frames`` and
  /// ``json()`` show the rest.
  public var description: String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    var parts = [count(frames.count, "frame")]
    if !tracks.isEmpty { parts.append("tracks of \(count(tracks.count, "grid"))") }
    if !cells.isEmpty { parts.append("cells of \(count(cells.count, "grid tree"))") }
    parts.append(count(diagnostics.count, "diagnostic"))
    if !relaxed.isEmpty { parts.append("\(count(relaxed.count, "rule")) gave way") }
    if let conflict { parts.append("a conflict of \(count(conflict.rules.count, "rule"))") }
    return "\(engine.rawValue) answer of size \(size): " + parts.joined(separator: ", ")
  }
}

extension LayoutAnswer.Track: CustomStringConvertible {
  /// The track as the answer's JSON writes it: `[offset, length]`, such as `[16.0, 200.0]`.
  public var description: String { "[\(offset), \(length)]" }
}

extension LayoutAnswer.GridTracks: CustomStringConvertible {
  /// The columns and the rows, each `[offset, length]`:
  /// `columns [[16.0, 200.0], [232.0, 200.0]], rows [[16.0, 120.0]]`.
  public var description: String { "columns \(columns), rows \(rows)" }
}

extension LayoutAnswer.Diagnostic: CustomStringConvertible {
  /// The finding as `trellis` prints it: `warning root.children[1]: …`.
  public var description: String { "\(severity.rawValue) \(path): \(message)" }
}

extension RelaxedRule: CustomStringConvertible {
  /// The rule, its relation and how far it is from holding:
  /// `c1 (strong, weight 1.0): main.col[1].width >= 200 target 200.0, achieved 150.0,
  /// violation 50.0`.
  public var description: String {
    "\(rule) (\(tier.rawValue), weight \(weight)): \(expression) target \(target), "
      + "achieved \(achieved), violation \(violation)"
  }
}

extension RuleConflict: CustomStringConvertible {
  /// The rules and the conflict in grid terms: `c2, main.col[0].min: …`, with `(not minimal)`
  /// when the search stopped before proving it minimal.
  public var description: String {
    rules.joined(separator: ", ") + ": " + explanation + (isMinimal ? "" : " (not minimal)")
  }
}
