import TrellisCore

/// The starting basis of a max-min fair program: where the water level predicts each
/// segment ends.
///
/// A cold solve of a `fair` or `css` program starts from its basis hint. The usual optimum
/// has the fair unit and every weighted size basic, each growth row `size − weight·u ≥ base`
/// holding with equality. A segment that the level leaves below its minimum (a third of the
/// columns of the css benchmark grid) sits at that minimum instead, its growth row slack: from
/// the usual hint GLPK pivots once per such segment, each pivot O(segments), which made the
/// 1000-column css axis take 10–13 ms where its optimal basis solves in about 1 ms (issue
/// 21). The hint here puts those segments at their minimum from the start, as the level
/// (``AxisProgram/waterLevel(_:target:)``, one sort of the breakpoints) predicts.
///
/// The hint is a start, nothing more: GLPK still proves the basis optimal, or pivots from it
/// when the prediction is off by a rounding. It depends only on the program as it stands
/// (its rows and bounds), never on the path that led to it, so the program solved last and
/// its start are the same whichever way progressive filling reached it.
extension AxisProgram {
  /// Sets the basis hint of a fair program (``fair(_:names:)``) from its own water level:
  /// the fair unit basic; each segment still growing basic where the level lifts it above its
  /// minimum, its growth row basic where its minimum holds it; the freed growth row of each
  /// segment frozen at its cap basic.
  ///
  /// - Complexity: O(n log n) for n weighted segments.
  mutating func hintFairBasis() {
    var basic = [unit]
    basic.reserveCapacity(sizes.count + 1)
    var basicRows: [LinearProgram.Row] = []
    var growing: [(size: LinearProgram.Variable, row: LinearProgram.Row, growth: Growth)] = []
    growing.reserveCapacity(sizes.count)
    var isGrowing = [Bool](repeating: false, count: program.variables.count)
    var sumRow: LinearProgram.Row?
    let unit = unit
    // Through buffers: copying a definition retains its name.
    program.rows.withUnsafeBufferPointer { rows in
      program.variables.withUnsafeBufferPointer { variables in
        for index in rows.indices {
          let row = LinearProgram.Row(index: index)
          let terms = rows[index].terms
          guard terms.count == 2, terms[0].variable == unit || terms[1].variable == unit,
            terms[0].variable != terms[1].variable
          else {
            if rows[index].lower == rows[index].upper && terms.count == sizes.count {
              sumRow = row
            }
            continue
          }
          let first = terms[0].variable == unit
          let (unitTerm, size) =
            first ? (terms[0], terms[1].variable) : (terms[1], terms[0].variable)
          guard rows[index].lower.isFinite else {
            // Frozen at its cap: the freed row is basic.
            basicRows.append(row)
            continue
          }
          growing.append(
            (
              size, row,
              Growth(
                base: rows[index].lower, weight: -unitTerm.coefficient,
                minimum: variables[size.index].lower, maximum: variables[size.index].upper)
            ))
          isGrowing[size.index] = true
        }
      }
    }
    var level: Double?
    if let sumRow {
      // The growing sizes share what the fixed ones (unweighted or frozen) leave of the sum.
      var target = program.rows[sumRow.index].lower
      for size in sizes where !isGrowing[size.index] {
        target -= program.variables[size.index].lower
      }
      level = Self.waterLevel(growing.map(\.growth), target: target)
    }
    predictedLevel = level
    for (size, row, growth) in growing {
      if let level, growth.weight > 0,
        growth.base + growth.weight * level
          < growth.minimum - LPTolerances.fairCap * max(1, abs(growth.minimum))
      {
        basicRows.append(row)
      } else {
        basic.append(size)
      }
    }
    try? program.setBasisHint(basic: basic, basicRows: basicRows)
  }
}
