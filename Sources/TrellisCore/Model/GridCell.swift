/// Where a child of a `grid` sits (`column`, `row`, `columnSpan`, `rowSpan`): the first column
/// and row of its area, 0-based (`nil`: placed automatically on that axis), and how many
/// columns and rows the area covers.
///
/// A grid with at least one placed child lays its children out by area: a `columns` grid has
/// exactly that many columns and as many rows as its children need (filled row by row), a
/// `rows` grid the other way round. See the document format's section on placing children.
public struct GridCell: Sendable, Hashable {
  /// The first column of the area, ≥ 0; `nil` to place it automatically.
  public var column: Int?
  /// The first row of the area, ≥ 0; `nil` to place it automatically.
  public var row: Int?
  /// How many columns the area covers, ≥ 1.
  public var columnSpan: Int
  /// How many rows the area covers, ≥ 1.
  public var rowSpan: Int

  /// Makes a placement.
  public init(column: Int? = nil, row: Int? = nil, columnSpan: Int = 1, rowSpan: Int = 1) {
    self.column = column
    self.row = row
    self.columnSpan = columnSpan
    self.rowSpan = rowSpan
  }

  /// The first track on an axis (`column` horizontally, `row` vertically).
  func start(_ axis: Axis) -> Int? { axis == .horizontal ? column : row }

  /// The span on an axis.
  func span(_ axis: Axis) -> Int { axis == .horizontal ? columnSpan : rowSpan }

  /// The key of the start on an axis.
  static func startKey(_ axis: Axis) -> String { axis == .horizontal ? "column" : "row" }

  /// The key of the span on an axis.
  static func spanKey(_ axis: Axis) -> String { axis == .horizontal ? "columnSpan" : "rowSpan" }

  /// The four keys, in the order they are read.
  static let keys = ["column", "row", "columnSpan", "rowSpan"]
}
