import Testing
import Trellis
import TrellisCore

/// E12 (A14): under `compat` only horizontal layouts re-measure their items' cross sizes at the
/// lengths they get; under `none` (and `pixel`) vertical ones do too. (E12's other half, A12,
/// is the fixture pair `L4-cell-align` and `E12-cross-band-by-layout-none`.)
@Suite struct E12Tests {
  /// A vertical layout whose stretching item's width depends on the height offered.
  ///
  /// The layout is 100 tall: `area` stretches, `footer` is 30 tall. `area`'s content is 40
  /// tall and `4000 / h` wide when offered a height `h`: 40 wide at the 100 first offered, 57.14…
  /// at the 70 it gets.
  static func document(rounding: Rounding) -> LayoutDocument {
    let content = ContentMeasurer("area") { proposal in
      guard let height = proposal.vertical else { return AxisPair(40, 40) }
      return AxisPair(4000 / max(height, 1), 40)
    }
    var area = ItemOptions()
    area.measurer = content
    area.stretch = AxisPair(0, 1)
    var footer = ItemOptions()
    footer.desired = AxisPair(20, 30)
    return LayoutDocument(
      root: LayoutNode(
        id: "column",
        content: .linear(
          LinearLayout(
            axis: .vertical,
            children: [LayoutNode(id: "area", item: area), LayoutNode(id: "footer", item: footer)],
            align: AxisPair(.start, .start)))),
      size: AxisPair(200, 100), rounding: rounding)
  }

  @Test(arguments: [EngineChoice.direct, .lp])
  func compatKeepsAVerticalLayoutsFirstWidths(engine: EngineChoice) throws {
    let answer = try Trellis.solve(Self.document(rounding: .compat), engine: engine)
    #expect(answer.frames["area"]?.width == 40)
    #expect(answer.frames["area"]?.height == 70)
  }

  @Test(arguments: [EngineChoice.direct, .lp])
  func noneRemeasuresAVerticalLayoutsWidths(engine: EngineChoice) throws {
    let answer = try Trellis.solve(Self.document(rounding: .none), engine: engine)
    let width = try #require(answer.frames["area"]?.width)
    #expect(abs(width - 4000 / 70) < 1e-9)
    #expect(answer.frames["area"]?.height == 70)
  }
}
