import Testing

@testable import TrellisCore

/// The model's compact layout: a node is its id, `desired`, `stretch`, one word for the rare
/// item keys and one for its container's payload; the rare keys behave as stored properties
/// (copy on write, compared key by key, −0 kept); the plan's id table finds what a dictionary
/// finds.
@Suite struct ModelSizeTests {
  @Test func aNodeIsFortyEightBytes() {
    #expect(MemoryLayout<ItemOptions>.size == 24)
    #expect(MemoryLayout<LayoutNode>.stride == 48)
  }

  @Test func stretchIsKeptBitForBitAndComparedLikeTheOtherKeys() {
    var item = ItemOptions()
    #expect(item.stretch == AxisPair(both: 0))
    #expect(item.hasOnlyDesiredAndStretch)
    item.stretch = AxisPair(-0.0, 2)
    #expect(item.stretch.horizontal.bitPattern == (-0.0).bitPattern)
    #expect(item.stretch.vertical == 2)
    // Stretch alone leaves the other keys at their defaults.
    #expect(item.hasOnlyDesiredAndStretch)
    #expect(item != ItemOptions())
    var copy = item
    copy.stretch = AxisPair(both: 0)
    #expect(item.stretch.vertical == 2)
    #expect(copy == ItemOptions())
    copy.offset = AxisPair(1, 0)
    #expect(!copy.hasOnlyDesiredAndStretch)
    #expect(copy.stretch == AxisPair(both: 0))
    copy.stretch = AxisPair(3, 0)
    #expect(copy.offset == AxisPair(1, 0) && copy.stretch == AxisPair(3, 0))
    #expect(item.offset == AxisPair(both: 0))
  }

  /// Items whose only other key is a stretch of small whole weights share one box per
  /// stretch (a grid of a million stretching items holds no box per item), and writing to
  /// one of them never reaches the others.
  @Test func smallWholeStretchesShareOneBox() {
    var first = ItemOptions()
    first.stretch = AxisPair(1, 1)
    var second = ItemOptions()
    second.stretch = AxisPair(1, 1)
    #expect(first.sharesStretch && second.sharesStretch)
    for stretch in [AxisPair(0.0, 4), AxisPair(4.0, 0), AxisPair(2.0, 3)] {
      var item = ItemOptions()
      item.stretch = stretch
      #expect(item.sharesStretch && item.stretch == stretch, "\(stretch)")
    }
    // −0, fractions and weights above 4 get a box of their own.
    for stretch in [AxisPair(-0.0, 1), AxisPair(0.5, 1), AxisPair(5.0, 1), AxisPair(1.0, 1e9)] {
      var item = ItemOptions()
      item.stretch = stretch
      #expect(!item.sharesStretch, "\(stretch)")
      #expect(
        item.stretch.horizontal.bitPattern == stretch.horizontal.bitPattern
          && item.stretch.vertical == stretch.vertical)
    }
    // A write copies the shared box: the other items keep their keys.
    second.offset = AxisPair(2, 0)
    #expect(!second.sharesStretch && second.stretch == AxisPair(1, 1))
    #expect(first.offset == AxisPair(both: 0) && first.sharesStretch)
    second.stretch = AxisPair(3, 0)
    #expect(second.stretch == AxisPair(3, 0) && second.offset == AxisPair(2, 0))
    #expect(first.stretch == AxisPair(1, 1))
    var third = ItemOptions()
    third.stretch = AxisPair(1, 1)
    #expect(third.stretch == AxisPair(1, 1) && third.offset == AxisPair(both: 0))
    // Back to no stretch: no box, equal to an item that never had one.
    first.stretch = AxisPair(both: 0)
    #expect(!first.sharesStretch && first == ItemOptions())
    #expect(third.sharesStretch)
  }

  /// Items whose only other key is an automatically placed cell spanning 1 to 4 tracks on each
  /// axis share one box per placement (a grid of a million such children holds no box per
  /// child), and writing to one of them never reaches the others.
  @Test func smallAutomaticPlacementsShareOneBox() {
    var first = ItemOptions()
    first.gridCell = GridCell(columnSpan: 2)
    var second = ItemOptions()
    second.gridCell = GridCell(columnSpan: 2)
    #expect(first.sharesGridCell && second.sharesGridCell && first == second)
    for cell in [GridCell(), GridCell(columnSpan: 4, rowSpan: 4), GridCell(rowSpan: 3)] {
      var item = ItemOptions()
      item.gridCell = cell
      #expect(item.sharesGridCell && item.gridCell == cell, "\(cell)")
      #expect(item.stretch == AxisPair(both: 0) && !item.hasOnlyDesiredAndStretch)
    }
    // Placed at a column or a row, or spanning more than 4 tracks: a box of its own.
    for cell in [
      GridCell(column: 0), GridCell(row: 1), GridCell(columnSpan: 5), GridCell(rowSpan: 9),
    ] {
      var item = ItemOptions()
      item.gridCell = cell
      #expect(!item.sharesGridCell && item.gridCell == cell, "\(cell)")
    }
    // A write copies the shared box: the other items keep their keys.
    second.offset = AxisPair(2, 0)
    #expect(!second.sharesGridCell && second.gridCell == GridCell(columnSpan: 2))
    #expect(first.offset == AxisPair(both: 0) && first.sharesGridCell)
    var third = first
    third.gridCell?.rowSpan = 3
    #expect(third.gridCell == GridCell(columnSpan: 2, rowSpan: 3))
    #expect(first.gridCell == GridCell(columnSpan: 2) && first.sharesGridCell)
    // With a stretch, before or after: one box of its own holding both.
    var fourth = ItemOptions()
    fourth.gridCell = GridCell()
    fourth.stretch = AxisPair(1, 1)
    var fifth = ItemOptions()
    fifth.stretch = AxisPair(1, 1)
    fifth.gridCell = GridCell()
    #expect(fourth == fifth && fourth.stretch == AxisPair(1, 1) && fourth.gridCell == GridCell())
    #expect(!fourth.sharesGridCell && !fourth.sharesStretch && !fifth.sharesGridCell)
    var plain = ItemOptions()
    plain.gridCell = GridCell()
    #expect(plain.sharesGridCell && plain.stretch == AxisPair(both: 0))
    // Back to no placement: equal to an item that never had one.
    first.gridCell = nil
    #expect(!first.sharesGridCell && first == ItemOptions())
  }

  @Test func rareKeysAreValuesCopiedOnWrite() {
    var first = ItemOptions()
    first.offset = AxisPair(3, 4)
    var second = first
    second.offset = AxisPair(5, 6)
    second.minDesired = AxisPair(1, nil)
    #expect(first.offset == AxisPair(3, 4))
    #expect(first.minDesired == AxisPair(both: nil))
    #expect(second.offset == AxisPair(5, 6))
    #expect(second.minDesired == AxisPair(1, nil))
    #expect(first != second)
    // Set back to the defaults: equal to an item that never had them.
    second.offset = AxisPair(both: 0)
    second.minDesired = AxisPair(both: nil)
    first.offset = AxisPair(both: 0)
    #expect(first == ItemOptions())
    #expect(second == ItemOptions())
    #expect(second.hasOnlyDesiredAndStretch)
  }

  @Test func everyRareKeyReadsBackWhatWasSet() {
    var item = ItemOptions()
    item.heightForWidth = HeightForWidth(tiles: 3, tile: AxisPair(10, 5))
    let measurer = ContentMeasurer.heightForWidth(HeightForWidth(tiles: 2, tile: AxisPair(7, 8)))
    item.measurer = measurer
    item.maxDesired = AxisPair(nil, 9)
    item.adjust = AxisPair(-1, 2)
    item.ignoreDesired = AxisPair(true, false)
    item.cellAlign = AxisPair(.fill, nil)
    #expect(item.heightForWidth == HeightForWidth(tiles: 3, tile: AxisPair(10, 5)))
    #expect(item.measurer == measurer)
    #expect(item.maxDesired == AxisPair(nil, 9))
    #expect(item.adjust == AxisPair(-1, 2))
    #expect(item.ignoreDesired == AxisPair(true, false))
    #expect(item.cellAlign == AxisPair(.fill, nil))
    #expect(!item.hasOnlyDesiredAndStretch)
  }

  @Test func aNegativeZeroOffsetIsKept() {
    var item = ItemOptions()
    item.offset = AxisPair(-0.0, 0)
    #expect(item.offset.horizontal.sign == .minus)
    #expect(!item.hasOnlyDesiredAndStretch)
    // Compared as numbers, as the stored property was.
    #expect(item == ItemOptions())
  }

  @Test func aNaNIsUnequalToItself() {
    var item = ItemOptions()
    item.adjust = AxisPair(.nan, 0)
    #expect(item != item)
  }

  /// `IDNumbers` of `ids` against a dictionary of each id's first number: the same count,
  /// numbers and first repeat, and nothing for an absent id.
  @discardableResult
  static func expectIDNumbersFindWhatADictionaryFinds(_ ids: [String?]) -> IDNumbers {
    let numbers = IDNumbers(ids: ids)
    var dictionary: [String: Int] = [:]
    var firstRepeat: (first: Int, second: Int)?
    for (number, id) in ids.enumerated() {
      guard let id else { continue }
      if let first = dictionary[id] {
        if firstRepeat == nil { firstRepeat = (first, number) }
      } else {
        dictionary[id] = number
      }
    }
    #expect(numbers.count == dictionary.count)
    #expect(numbers.firstRepeat?.first == firstRepeat?.first)
    #expect(numbers.firstRepeat?.second == firstRepeat?.second)
    for (id, number) in dictionary { #expect(numbers[id] == number) }
    #expect(numbers["absent"] == nil)
    return numbers
  }

  @Test func idNumbersFindWhatADictionaryFinds() {
    var random = SplitMix64(seed: 21)
    var ids: [String?] = []
    for index in 0..<5000 {
      switch random.next() % 5 {
      case 0: ids.append(nil)
      case 1: ids.append("id-\(random.next() % 3000)")  // some repeat
      case 2: ids.append(String(repeating: "long-id-", count: Int(random.next() % 6)) + "\(index)")
      case 3: ids.append("é\(index)")
      default: ids.append("c\(index)")
      }
    }
    let numbers = Self.expectIDNumbersFindWhatADictionaryFinds(ids)
    #expect(numbers[""] == nil)
    #expect(IDNumbers(ids: []).isEmpty)
    #expect(IDNumbers(ids: [nil, nil])["x"] == nil)
  }

  @Test func aReadDocumentsPlanIsTheBuiltDocumentsPlan() throws {
    let text = """
      {"trellis": 1, "root": {"layout": "grid", "columns": 2, "children": [
        {"id": "a", "desired": [1, 2]}, {"id": "b", "offset": [-0.0, 1]},
        {"layout": "stack", "children": [{"id": "c", "minDesired": [3, null]}]}]}}
      """
    let read = try LayoutDocument(json: text)
    let built = LayoutDocument(root: read.root)
    #expect(read == built)
    #expect(read.plan.ids == built.plan.ids)
    #expect(read.plan.subtreeSizes == built.plan.subtreeSizes)
    #expect(read.plan.hasNegativeZeroOffset && built.plan.hasNegativeZeroOffset)
    for id in ["a", "b", "c"] { #expect(read.plan.numbers[id] == built.plan.numbers[id]) }
  }
}
