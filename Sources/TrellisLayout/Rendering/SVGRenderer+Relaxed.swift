extension SVGRenderer.Highlight {
  /// An over-constrained answer's report as highlights: the required rules that conflict (in
  /// the legend only), then every rule that gave way, outlined where it applies.
  ///
  /// A rule's region comes from its name (`main.col[2].min` is column 2 of `main`,
  /// `main.col.spacing[0].fixed` the spacing after column 0, `main.x.bounds` the frame of
  /// `main`), else from the terms of its expression (`content.width >= 260` is the frame of
  /// `content`; several terms give the box around them all).
  ///
  /// - Complexity: O(rules × terms × id length).
  public static func relaxedRules(of answer: LayoutAnswer) -> [SVGRenderer.Highlight] {
    relaxedRules(of: answer, readings: nil)
  }

  /// ``relaxedRules(of:)`` with each rule written with its target in place, as `readings` (one
  /// per relaxed rule, in order) say.
  package static func relaxedRules(
    of answer: LayoutAnswer, readings: [RelaxedRule.Reading]?
  ) -> [SVGRenderer.Highlight] {
    var highlights: [SVGRenderer.Highlight] = []
    if let conflict = answer.conflict {
      highlights.append(
        SVGRenderer.Highlight(
          label: "conflict",
          message:
            "these required rules cannot all hold: \(conflict.explanation) "
            + "(\(conflict.rules.joined(separator: ", ")))"))
    }
    let readings = readings?.count == answer.relaxed.count ? readings : nil
    for (index, rule) in answer.relaxed.enumerated() {
      let short = SVGRenderer.Drawing.short
      let message =
        if let reading = readings?[index] {
          "\(rule.tier.rawValue), \(reading.statement(of: rule, number: short)): achieved \(short(rule.achieved)), "
            + "violated by \(short(rule.violation))"
        } else {
          "\(rule.tier.rawValue), \(rule.expression): target \(short(rule.target)), "
            + "achieved \(short(rule.achieved)), violated by \(short(rule.violation))"
        }
      let region =
        region(of: [rule.rule], in: answer) ?? region(of: terms(rule.expression), in: answer)
      highlights.append(SVGRenderer.Highlight(label: rule.rule, message: message, rect: region))
    }
    return highlights
  }

  /// The words of an expression that may name frames or tracks: split at spaces and
  /// operators, signs stripped (ids may contain `-`, so a `-` inside a word stays).
  package static func terms(_ expression: String) -> [String] {
    expression.split { " *+()=<>".contains($0) }.map { word in
      String(word.drop { $0 == "-" })
    }.filter { !$0.isEmpty }
  }

  /// The box around the regions the terms name, or `nil` when none names one.
  package static func region(of terms: [String], in answer: LayoutAnswer) -> Rect? {
    var box: Rect?
    for term in terms {
      guard let rect = region(of: term, in: answer) else { continue }
      box = box.map { SVGRenderer.Drawing.union($0, rect) } ?? rect
    }
    return box
  }

  /// The region one term names: the longest prefix before a `.` that is a frame's or a grid's
  /// id, narrowed to a column, a row or a spacing when the rest says so.
  package static func region(of term: String, in answer: LayoutAnswer) -> Rect? {
    var end = term.endIndex
    while let dot = term[..<end].lastIndex(of: ".") {
      let id = String(term[..<dot])
      let rest = term[term.index(after: dot)...]
      if let tracks = answer.tracks[id], let rect = track(rest, tracks) { return rect }
      if let frame = answer.frames[id] { return frame }
      end = dot
    }
    return nil
  }

  /// The column, row or spacing `rest` starts with (`col[2]`, `row.spacing[0]`), across the
  /// grid's other tracks.
  private static func track(_ rest: Substring, _ tracks: LayoutAnswer.GridTracks) -> Rect? {
    guard let firstColumn = tracks.columns.first, let lastColumn = tracks.columns.last,
      let firstRow = tracks.rows.first, let lastRow = tracks.rows.last
    else { return nil }
    let left = firstColumn.offset
    let right = lastColumn.end
    let top = firstRow.offset
    let bottom = lastRow.end
    for (prefix, isColumn, isSpacing) in [
      ("col.spacing[", true, true), ("row.spacing[", false, true), ("col[", true, false),
      ("row[", false, false),
    ] {
      guard rest.hasPrefix(prefix) else { continue }
      let digits = rest.dropFirst(prefix.count).prefix { $0.isNumber }
      guard let index = Int(digits) else { return nil }
      let list = isColumn ? tracks.columns : tracks.rows
      let start: Double
      let length: Double
      if isSpacing {
        guard index >= 0, index + 1 < list.count else { return nil }
        start = list[index].end
        length = list[index + 1].offset - start
      } else {
        guard index >= 0, index < list.count else { return nil }
        start = list[index].offset
        length = list[index].length
      }
      return isColumn
        ? Rect(x: start, y: top, width: length, height: bottom - top)
        : Rect(x: left, y: start, width: right - left, height: length)
    }
    return nil
  }
}
