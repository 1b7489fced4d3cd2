extension GridCell {
  /// Reads a child's placement keys (`column`, `row`, `columnSpan`, `rowSpan`); `nil` when it
  /// has none of them.
  static func read(_ reader: inout ObjectReader) throws(DocumentError) -> GridCell? {
    guard keys.contains(where: reader.has) else { return nil }
    var cell = GridCell()
    cell.column = try whole(&reader, "column", atLeast: 0)
    cell.row = try whole(&reader, "row", atLeast: 0)
    cell.columnSpan = try whole(&reader, "columnSpan", atLeast: 1) ?? 1
    cell.rowSpan = try whole(&reader, "rowSpan", atLeast: 1) ?? 1
    return cell
  }

  /// A whole-number member from `minimum` to 1e9.
  private static func whole(
    _ reader: inout ObjectReader, _ key: String, atLeast minimum: Int
  ) throws(DocumentError) -> Int? {
    guard let value = reader.value(key) else { return nil }
    guard case .number(let number) = value, number >= Double(minimum),
      number == number.rounded(), number <= 1_000_000_000
    else {
      throw DocumentError(
        path: reader.path(of: key),
        message: "must be a whole number ≥ \(minimum), got \(ObjectReader.show(value))")
    }
    return Int(number)
  }

  /// Whether every number is in the range ``read(_:)`` accepts (starts from 0, spans from 1,
  /// all up to 1e9).
  var isInRange: Bool {
    let starts = 0...1_000_000_000
    let spans = 1...1_000_000_000
    return starts.contains(column ?? 0) && starts.contains(row ?? 0)
      && spans.contains(columnSpan) && spans.contains(rowSpan)
  }

  /// Checks a placement built in code as ``read(_:)`` checks one it reads; `path` makes the
  /// path of a key.
  func check(path: (String) -> String) throws(DocumentError) {
    guard !isInRange else { return }
    for (key, value, minimum) in [
      ("column", column, 0), ("row", row, 0), ("columnSpan", columnSpan, 1),
      ("rowSpan", rowSpan, 1),
    ] {
      if let value, value < minimum || value > 1_000_000_000 {
        throw DocumentError(
          path: path(key), message: "must be a whole number ≥ \(minimum), got \(value)")
      }
    }
  }

  /// The first key this placement is written with (for errors about the whole placement).
  var firstKey: String {
    if column != nil { return "column" }
    if row != nil { return "row" }
    return rowSpan != 1 && columnSpan == 1 ? "rowSpan" : "columnSpan"
  }

  /// The keys as the writer writes them: starts when set, spans when above 1, and
  /// `"columnSpan": 1` for a placement that has nothing else (so it stays a placement).
  var jsonMembers: [JSONValue.Member] {
    var members: [JSONValue.Member] = []
    if let column { members.append(.init("column", .number(Double(column)))) }
    if let row { members.append(.init("row", .number(Double(row)))) }
    if columnSpan != 1 || (members.isEmpty && rowSpan == 1) {
      members.append(.init("columnSpan", .number(Double(columnSpan))))
    }
    if rowSpan != 1 { members.append(.init("rowSpan", .number(Double(rowSpan)))) }
    return members
  }

  /// Refuses placement keys on children of a container other than a grid: `path` makes the
  /// path of child `index`'s key.
  static func refuse(
    in children: [LayoutNode], path: (Int, String) -> String
  ) throws(DocumentError) {
    for (index, child) in children.enumerated() {
      if let cell = child.item.gridCell {
        throw DocumentError(
          path: path(index, cell.firstKey), message: "only a child of a grid may be placed")
      }
    }
  }
}
