import TrellisCore

extension BenchWorkloads {
  /// ``gridDocument(side:)`` under another rounding (`pixel` at `pixelScale` 2): the direct
  /// engine's real-valued placement against `compat`'s integer one (issue 21).
  public static func gridDocument(side: Int, rounding: Rounding) -> LayoutDocument {
    var document = gridDocument(side: side)
    document.rounding = rounding
    if rounding == .pixel { document.pixelScale = 2 }
    return checked(document)
  }
}
