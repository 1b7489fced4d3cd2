import TrellisCore

extension BenchWorkloads {
  /// ``gridDocument(side:)`` with CSS's content-sized flexible columns, the grid that
  /// `scripts/bench-peers` lays out with Trellis and its peers (Taffy, Kiwi, GLPK, a C layout).
  ///
  /// Column `j` is `{"size": 0, "stretch": 1 + j % 3, "min": "content"}`: CSS
  /// `minmax(auto, Nfr)` under `distribution: css`, so its width is
  /// `max(content_j, (1 + j % 3) · fr)` with one `fr` for the grid; the
  /// narrowest-weighted columns stay at their content (about a third at 100×100). Rows are
  /// content-sized and do not stretch (CSS `max-content` rows). Laid out in real numbers
  /// (`rounding: none`) at 80×40 points a cell with 4-point spacings.
  ///
  /// - Parameter side: the number of rows and of columns.
  /// - Returns: the validated document.
  public static func peerGridDocument(side: Int) -> LayoutDocument {
    var document = gridDocument(side: side)
    guard case .grid(var grid) = document.root.content else { return document }
    grid.distribution = .css
    grid.columnSizings = (0..<side).map { index in
      TrackSizing(base: .fixed(0), stretch: Double(1 + index % 3), min: .content)
    }
    document.root.content = .grid(grid)
    document.rounding = .none
    return checked(document)
  }
}
