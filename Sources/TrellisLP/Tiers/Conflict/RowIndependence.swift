/// Whether sparse rows are linearly independent: Gaussian elimination that takes the pivots
/// needing no arithmetic first (a column in one row alone, a row with one entry), as the
/// rows of chains and of chain-like conflicts mostly offer, and only then pivots that combine
/// rows.
///
/// The answer errs one way only: `true` means every row was given a pivot. An entry that
/// cancels to round-off (``LPTolerances/eliminationDrop`` of the entries it came from) counts
/// as 0, so a row left empty — dependent, or independent only through round-off — makes the
/// answer `false`, as does running out of `budget`.
struct RowIndependence {
  /// Each active row's entries by column.
  private var rows: [[Int: Double]]
  /// The rows each column was ever in (stale entries are skipped).
  private var rowsOfColumn: [[Int]]
  /// How many active rows each column is in.
  private var count: [Int]
  private var active: [Bool]
  private var remaining: Int
  private var work = 0
  private let budget: Int
  private var columnSingletons: [Int] = []
  private var shortRows: [Int] = []

  /// - Parameters:
  ///   - entries: each row's entries (column, value), each column at most once in a row.
  ///   - columns: the number of columns; every column is below it.
  ///   - budget: how many entry operations the elimination may take before it gives up.
  init(rows entries: [[(column: Int, value: Double)]], columns: Int, budget: Int) {
    rows = entries.map { row in
      var entries: [Int: Double] = [:]
      entries.reserveCapacity(row.count)
      for entry in row where entry.value != 0 { entries[entry.column, default: 0] += entry.value }
      return entries.filter { $0.value != 0 }
    }
    rowsOfColumn = [[Int]](repeating: [], count: columns)
    count = [Int](repeating: 0, count: columns)
    for (index, row) in rows.enumerated() {
      for column in row.keys {
        rowsOfColumn[column].append(index)
        count[column] += 1
      }
    }
    active = [Bool](repeating: true, count: rows.count)
    remaining = rows.count
    self.budget = budget
  }

  /// Whether `rows` are linearly independent (see the type's note on how it errs).
  ///
  /// - Complexity: O(entries) when every pivot is a singleton (chains, paths, trees); each
  ///   other pivot costs the entries it combines plus a scan of the rows; at most `budget`.
  static func independent(
    _ rows: [[(column: Int, value: Double)]], columns: Int, budget: Int
  ) -> Bool {
    var elimination = RowIndependence(rows: rows, columns: columns, budget: budget)
    return elimination.run()
  }

  private mutating func run() -> Bool {
    for column in count.indices where count[column] == 1 { columnSingletons.append(column) }
    for index in rows.indices where rows[index].count <= 1 { shortRows.append(index) }
    while remaining > 0 {
      guard work <= budget else { return false }
      if let index = shortRows.popLast() {
        guard active[index], rows[index].count <= 1 else { continue }
        // An empty row: a combination of the others (or round-off).
        guard let column = rows[index].keys.first else { return false }
        pivotOnUnitRow(index, column)
        continue
      }
      if let column = columnSingletons.popLast() {
        guard count[column] == 1, let index = activeRow(in: column) else { continue }
        retire(index)
        continue
      }
      guard let (index, column) = choosePivot() else { return false }
      eliminate(column, using: index)
    }
    return true
  }

  /// The active row that holds `column`.
  private mutating func activeRow(in column: Int) -> Int? {
    for index in rowsOfColumn[column] where active[index] && rows[index][column] != nil {
      return index
    }
    return nil
  }

  /// Takes a row out of the elimination (it was given a pivot).
  private mutating func retire(_ index: Int) {
    active[index] = false
    remaining -= 1
    for column in rows[index].keys {
      count[column] -= 1
      work += 1
      if count[column] == 1 { columnSingletons.append(column) }
    }
    rows[index] = [:]
  }

  /// A row with one entry pivots on it: the column leaves every other row, no fill.
  private mutating func pivotOnUnitRow(_ index: Int, _ column: Int) {
    retire(index)
    for other in rowsOfColumn[column] where active[other] {
      guard rows[other].removeValue(forKey: column) != nil else { continue }
      count[column] -= 1
      work += 1
      if rows[other].count <= 1 { shortRows.append(other) }
    }
  }

  /// The pivot of a general step: a shortest active row, and in it the entry within a tenth
  /// of the row's largest (threshold pivoting) whose column is in the fewest rows.
  private mutating func choosePivot() -> (Int, Int)? {
    var best: Int?
    for index in rows.indices where active[index] {
      work += 1
      if best == nil || rows[index].count < rows[best ?? 0].count { best = index }
    }
    guard let best else { return nil }
    let largest = rows[best].values.reduce(0) { max($0, abs($1)) }
    var chosen: Int?
    for (column, value) in rows[best] where abs(value) >= 0.1 * largest {
      if chosen == nil || count[column] < count[chosen ?? 0]
        || (count[column] == count[chosen ?? 0] && column < chosen ?? 0)
      {
        chosen = column
      }
    }
    return chosen.map { (best, $0) }
  }

  /// Eliminates `column` from every other active row with the pivot row's multiples, then
  /// retires the pivot row.
  private mutating func eliminate(_ column: Int, using index: Int) {
    guard let pivot = rows[index][column] else { return }
    let pivotRow = rows[index].sorted { $0.key < $1.key }
    retire(index)
    for other in rowsOfColumn[column] where active[other] {
      guard let value = rows[other][column] else { continue }
      let factor = value / pivot
      for (entryColumn, entry) in pivotRow {
        work += 1
        let change = factor * entry
        if entryColumn == column {
          rows[other].removeValue(forKey: column)
          count[column] -= 1
          continue
        }
        if let old = rows[other][entryColumn] {
          let new = old - change
          if abs(new) <= LPTolerances.eliminationDrop * max(abs(old), abs(change)) {
            rows[other].removeValue(forKey: entryColumn)
            count[entryColumn] -= 1
            if count[entryColumn] == 1 { columnSingletons.append(entryColumn) }
          } else {
            rows[other][entryColumn] = new
          }
        } else {
          rows[other][entryColumn] = -change
          rowsOfColumn[entryColumn].append(other)
          count[entryColumn] += 1
        }
      }
      if rows[other].count <= 1 { shortRows.append(other) }
    }
  }
}
