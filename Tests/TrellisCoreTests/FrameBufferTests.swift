import Testing

@testable import TrellisCore

/// The frame tables' storage: copy on write like an array, and large tables recycled from one
/// solve to the next instead of mapped afresh (issue 21).
@Suite struct FrameBufferTests {
  /// A copy keeps its frames when the original is written, and the other way round.
  @Test func copiesAreIndependent() {
    var original = FrameBuffer((0..<5).map { Rect(x: Double($0), y: 0, width: 1, height: 2) })
    var copy = original
    copy[2] = Rect(x: -1, y: -1, width: -1, height: -1)
    #expect(original[2] == Rect(x: 2, y: 0, width: 1, height: 2))
    #expect(copy[2] == Rect(x: -1, y: -1, width: -1, height: -1))
    original.withUnsafeMutableBufferPointer { $0[4] = Rect(x: 9, y: 9, width: 9, height: 9) }
    #expect(copy[4] == Rect(x: 4, y: 0, width: 1, height: 2))
    #expect(original[4] == Rect(x: 9, y: 9, width: 9, height: 9))
    #expect(original.count == 5 && copy.indices == 0..<5)
    #expect(FrameBuffer(repeating: Rect(x: 1, y: 2, width: 3, height: 4), count: 3)[2].height == 4)
  }

  /// The memory of a large table, once its last buffer is gone, backs the next table of about
  /// its size; a table less than half its size or larger gets its own, and small tables are
  /// never kept.
  @Test func largeTablesAreRecycled() {
    let size = FrameBuffer.Pool.threshold + 10
    func address(_ buffer: inout FrameBuffer) -> UnsafeMutablePointer<Rect>? {
      buffer.withUnsafeMutableBufferPointer { $0.baseAddress }
    }
    // Other suites' solves may take the kept table meanwhile: try a few times.
    var recycled = false
    for _ in 0..<5 where !recycled {
      var first = FrameBuffer(unwrittenCount: size)
      let freed = address(&first)
      first = FrameBuffer([])
      var kept = false
      FrameBuffer.Pool.spare.exchange { kept = $0?.base == freed }
      var second = FrameBuffer(unwrittenCount: size - 5)
      recycled = kept && address(&second) == freed
    }
    #expect(recycled)
    var large = FrameBuffer(unwrittenCount: size)
    let kept = address(&large)
    large = FrameBuffer([])
    var half = FrameBuffer(unwrittenCount: size / 2 - 1)
    #expect(address(&half) != kept)
    var larger = FrameBuffer(unwrittenCount: size + 1)
    #expect(address(&larger) != kept)
  }
}
