import TrellisCore

/// A session's tiered program patched rather than compiled: at a new size or with desired
/// sizes edited, a pass that poses the same problems (their available lengths and segment
/// sizings aside) and traces the same frames poses the program of the last layout with new
/// targets.
extension TieredProgram {
  /// What a session keeps of one round's compile: the program and what it was compiled from.
  ///
  /// Unchecked `Sendable`: a ``TieredRule`` is a class, but none is changed after the build,
  /// and the kept program's start source is empty (a patched program gets its own).
  struct Compiled: @unchecked Sendable {
    /// The program (its start source dropped).
    var program: TieredProgram
    /// The document it was compiled from.
    var document: LayoutDocument
    /// What the compile read of the pass's trace: the frames the constraints name, the
    /// chains and the tracks.
    var frames: [Int: AffineRect]
    var chains: [FrameTrace.Chain]
    var tracks: [String: FrameTrace.Tracks]

    /// What a session keeps of `program`, compiled from `document`'s pass traced as `trace`.
    init(_ program: TieredProgram, document: LayoutDocument, trace: FrameTrace) {
      var kept = program
      kept.startSource = StartSource()
      self.program = kept
      self.document = document
      frames = Self.named(trace, document)
      chains = trace.chains
      tracks = trace.tracks
    }

    /// The frames of `trace` that `document`'s constraints name, by node number.
    static func named(_ trace: FrameTrace, _ document: LayoutDocument) -> [Int: AffineRect] {
      var frames: [Int: AffineRect] = [:]
      for number in LPEngine.framesNamed(by: document) { frames[number] = trace.frames[number] }
      return frames
    }

    /// Whether `trace` is what the compile of ``program`` read: the same named frames and
    /// tracks, and the same chains as far as the program has positions along them.
    func reads(_ trace: FrameTrace, _ document: LayoutDocument) -> Bool {
      guard tracks == trace.tracks, chains.count == trace.chains.count,
        program.positionCounts.count == chains.count, frames == Self.named(trace, document)
      else { return false }
      for (index, count) in program.positionCounts.enumerated() where count > 0 {
        let (was, now) = (chains[index], trace.chains[index])
        guard was.container == now.container, was.axis == now.axis, was.origin == now.origin,
          was.steps.prefix(count - 1).elementsEqual(now.steps.prefix(count - 1))
        else { return false }
      }
      return true
    }

    /// Whether every size the compile read as a constant (a segment of a problem the
    /// program does not size, named by the frames, tracks and chains it read) is the same in
    /// `sizes`, a pass's.
    ///
    /// - Complexity: O(terms of what the compile read).
    func sameConstants(_ sizes: [Int: [Double]]) -> Bool {
      func same(_ length: AffineLength) -> Bool {
        length.terms.allSatisfy { term in
          guard case .size(let problem, let segment) = term.unknown,
            program.sizes[problem] == nil
          else { return true }
          let (was, now) = (program.passSizes[problem], sizes[problem])
          let before = was.flatMap { $0.indices.contains(segment) ? $0[segment] : nil }
          let after = now.flatMap { $0.indices.contains(segment) ? $0[segment] : nil }
          return before?.bitPattern == after?.bitPattern
        }
      }
      for frame in frames.values
      where !(same(frame.x) && same(frame.y) && same(frame.width) && same(frame.height)) {
        return false
      }
      for grid in tracks.values {
        guard grid.columns.allSatisfy({ same($0.start) && same($0.length) }),
          grid.rows.allSatisfy({ same($0.start) && same($0.length) })
        else { return false }
      }
      for (index, count) in program.positionCounts.enumerated() where count > 0 {
        guard same(chains[index].origin), chains[index].steps.prefix(count - 1).allSatisfy(same)
        else { return false }
      }
      return true
    }
  }

  /// The program ``compile(_:pass:trace:readable:)`` makes of `pass`, patched from an earlier
  /// compile, or `nil` when the pass may pose another program.
  ///
  /// The patch applies when the document poses the same rules (``samePosing(_:_:traced:)``:
  /// the same constraints, groups, tiers and container names), the compile reads the same of
  /// the pass's trace (``Compiled/reads(_:_:)``), every size the compile may read as a
  /// constant (a problem the program does not size) is the same, and the pass poses the same
  /// problems but for two things:
  /// - the available lengths of problems not linked to a parent's segment, which the compile
  ///   reads in two rules only, the axis's `bounds` and `fill` (their targets and their rows'
  ///   bounds), in the text those rules are written with, and in the layout's length scale;
  /// - the base, minimum and maximum of segments whose new sizing gives the same rules
  ///   (``TieredBuilder/sameRules(_:_:)``: a desired size edited), read in those rules'
  ///   targets and the length scale.
  ///
  /// The patch sets exactly those. The starting basis is worked out, when the stages need it,
  /// by compiling the pass.
  ///
  /// - Complexity: O(problems + their segments + trace), and O(rules) when a length or a
  ///   sizing changed.
  static func patched(
    _ compiled: Compiled, _ document: LayoutDocument, pass: TracingAxisSolver, trace: FrameTrace
  ) -> TieredProgram? {
    let old = compiled.program
    guard pass.traced.count == old.traced.count,
      samePosing(compiled.document, document, traced: pass.traced),
      compiled.reads(trace, document)
    else { return nil }
    // Which problems' available lengths the compile reads, and changed; which segments'
    // sizings changed (giving the same rules, with other targets).
    var changed: [Int: Double] = [:]
    var resized: [Int: [Int: AxisProblem.Segment]] = [:]
    for (was, traced) in zip(old.traced, pass.traced) {
      guard was.key == traced.key, was.number == traced.number, was.link == traced.link,
        was.problem.segments.count == traced.problem.segments.count
      else { return nil }
      var problem = traced.problem
      problem.available = was.problem.available
      for (index, segment) in problem.segments.enumerated() {
        let before = was.problem.segments[index]
        guard segment != before else { continue }
        guard TieredBuilder.sameRules(segment, before) else { return nil }
        resized[traced.number, default: [:]][index] = segment
        problem.segments[index].base = before.base
        problem.segments[index].minimum = before.minimum
        problem.segments[index].maximum = before.maximum
      }
      guard problem == was.problem else { return nil }
      let (before, now) = (was.problem.available ?? 0, traced.problem.available ?? 0)
      guard before.bitPattern != now.bitPattern else { continue }
      if let link = traced.link, old.sizes[link.problem]?.indices.contains(link.segment) == true {
        continue
      }
      changed[traced.number] = now
    }
    // Sizes of problems the program does not size are constants of its rows.
    guard compiled.sameConstants(pass.sizes) else { return nil }
    var program = old
    program.traced = pass.traced
    program.passSizes = pass.sizes
    program.startSource = StartSource(recompiling: document, pass: pass, trace: trace)
    program.scale = Self.scale(of: pass.traced)
    for (number, available) in changed {
      guard let axis = program.ruleNames.axes[number] else { return nil }
      program.ruleNames.axes[number] = axis.available(LayoutAnswer.number(available))
    }
    if !changed.isEmpty || !resized.isEmpty { program.retarget(lengths: changed, sizings: resized) }
    return program
  }

  /// Whether the program is, in everything a solve and a report read, the one
  /// ``compile(_:pass:trace:readable:)`` makes of the pass (a debug check of a patch).
  func isCompile(of document: LayoutDocument, pass: TracingAxisSolver, trace: FrameTrace)
    -> Bool
  {
    guard let compiled = try? Self.compile(document, pass: pass, trace: trace) else {
      return false
    }
    return solveKey == compiled.solveKey && start == compiled.start
      && rules.map(\.source) == compiled.rules.map(\.source)
      && rules.map(\.shown) == compiled.rules.map(\.shown)
      && rules.indices.allSatisfy {
        ruleNames.text(of: rules[$0]) == compiled.ruleNames.text(of: compiled.rules[$0])
      }
      && has(compiled.shape) && traced.count == compiled.traced.count
  }

  /// Whether two documents pose the same rules of a pass with these traced problems: the same
  /// constraints, groups and rule tiers, and the same names for the traced containers (the
  /// compile reads nothing else of a document; the pass itself is compared apart).
  ///
  /// - Complexity: O(1) for a document resized (its tree is the same plan), O(traced
  ///   problems) name look-ups otherwise.
  static func samePosing(
    _ a: LayoutDocument, _ b: LayoutDocument, traced: [TracingAxisSolver.Traced]
  ) -> Bool {
    guard a.formatVersion == b.formatVersion, a.rounding == b.rounding,
      a.pixelScale == b.pixelScale, a.constraints == b.constraints, a.groups == b.groups,
      a.ruleStrengths == b.ruleStrengths
    else { return false }
    if a.plan === b.plan { return true }
    return a.plan.count == b.plan.count
      && traced.allSatisfy { traced in
        let container = traced.problem.source.container
        return a.plan.name(of: container) == b.plan.name(of: container)
      }
  }

  /// The layout rules with new targets: each `bounds` and `fill` rule of a problem in
  /// `lengths` its new available length, each rule of a segment in `sizings` (by problem
  /// number and index) the target its new sizing gives; their rows hold them.
  mutating func retarget(lengths: [Int: Double], sizings: [Int: [Int: AxisProblem.Segment]]) {
    for (index, rule) in rules.enumerated() {
      guard case .layout(let family, let number, let position) = rule.source else { continue }
      let target: Double?
      switch (family, position) {
      case (.rule(.bounds), nil), (.fill, nil): target = lengths[number]
      case (.rule(let family), let position?):
        target = sizings[number]?[position].flatMap { TieredBuilder.target(of: family, $0) }
      default: target = nil
      }
      guard let target else { continue }
      rules[index] = rule.retargeted(target)
      let bounds = TieredBuilder.rowBounds(rule.relation, target)
      program.rows[rule.row.index].lower = bounds.lower
      program.rows[rule.row.index].upper = bounds.upper
    }
  }

  /// The layout's length scale (``TieredBuilder/scale``): the traced problems' available
  /// lengths and their largest base, at least 1.
  static func scale(of traced: [TracingAxisSolver.Traced]) -> Double {
    var scale = 1.0
    for traced in traced {
      scale = max(scale, traced.problem.available ?? 0)
      for segment in traced.problem.segments where segment.base.isFinite {
        scale = max(scale, segment.base)
      }
    }
    return scale
  }
}

extension TieredRule {
  /// The same rule with another target.
  func retargeted(_ target: Double) -> TieredRule {
    let rule = TieredRule(
      text: text, tier: tier, weight: weight, relation: relation, terms: terms, target: target,
      source: source)
    rule.row = row
    rule.over = over
    rule.under = under
    rule.shown = shown
    return rule
  }
}
