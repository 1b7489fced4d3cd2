#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The frames of a solve by preorder number: what ``FrameTable`` and the layout pass hold, a
/// copy-on-write buffer like an array's, whose large tables are recycled.
///
/// A 1000×1000 grid's table is 32 MB. Allocated afresh for every solve, the allocator maps new
/// pages that the kernel zeroes and faults in one by one (on a thread's own arena, glibc maps
/// every table of that size anew): about half the solve. So when the last answer holding a
/// large table goes, its buffer is kept for the next solve of about its size
/// (``FrameBuffer/Pool``): the pass then writes into memory already mapped. A table's content
/// is never read before the pass writes it, so a recycled table needs no clearing.
struct FrameBuffer: Sendable {
  /// The memory, freed or recycled with the last buffer that shares it.
  final class Storage: @unchecked Sendable {
    /// The first frame.
    let base: UnsafeMutablePointer<Rect>
    /// The number of frames.
    let count: Int
    /// The number of frames the memory holds (≥ ``count``).
    let capacity: Int

    /// Memory for `count` frames, not written (recycled when large).
    init(count: Int) {
      (base, capacity) = Pool.take(count)
      self.count = count
    }

    deinit { Pool.give(base, capacity: capacity) }
  }

  /// The storage, shared by copies until one of them writes.
  private var storage: Storage

  /// A buffer of `count` frames whose content is unwritten: each must be written before it is
  /// read (release builds leave it as it was; any bit pattern is a valid `Rect`).
  init(unwrittenCount count: Int) {
    storage = Storage(count: count)
  }

  /// A buffer holding `frames`.
  init(_ frames: [Rect]) {
    storage = Storage(count: frames.count)
    frames.withUnsafeBufferPointer { frames in
      guard let source = frames.baseAddress else { return }
      storage.base.update(from: source, count: frames.count)
    }
  }

  /// A buffer of `count` copies of `frame`.
  init(repeating frame: Rect, count: Int) {
    storage = Storage(count: count)
    storage.base.update(repeating: frame, count: count)
  }

  /// The number of frames.
  var count: Int { storage.count }

  /// The valid numbers.
  var indices: Range<Int> { 0..<storage.count }

  /// The frame of number `index`.
  subscript(index: Int) -> Rect {
    get {
      precondition(index >= 0 && index < storage.count, "frame number out of range")
      return storage.base[index]
    }
    set {
      precondition(index >= 0 && index < storage.count, "frame number out of range")
      makeUnique()
      storage.base[index] = newValue
    }
  }

  /// Calls `body` with the frames to write (the storage made unique first).
  mutating func withUnsafeMutableBufferPointer<Result>(
    _ body: (UnsafeMutableBufferPointer<Rect>) throws -> Result
  ) rethrows -> Result {
    makeUnique()
    return try body(UnsafeMutableBufferPointer(start: storage.base, count: storage.count))
  }

  /// Copies the storage when another buffer shares it.
  private mutating func makeUnique() {
    guard !isKnownUniquelyReferenced(&storage) else { return }
    let copy = Storage(count: storage.count)
    copy.base.update(from: storage.base, count: storage.count)
    storage = copy
  }

  /// Where large frame tables wait for the next solve: one table, the last one freed, kept
  /// while no solve of about its size (between half its size and its size) takes it.
  ///
  /// A process that laid out a 1000×1000 grid thus keeps 32 MB after its last answer is
  /// gone; tables under ``threshold`` are never kept.
  enum Pool {
    /// The size from which tables are kept, in frames: 128 KiB (4,096 frames), glibc's
    /// default threshold for mapping an allocation on its own (a 100×100 grid's 320 KB table
    /// was trimmed and mapped afresh by each solve under the benchmark harness).
    static let threshold = (128 << 10) / MemoryLayout<Rect>.stride

    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// The kept table, behind its lock.
    final class Spare: @unchecked Sendable {
      let lock = ThreadLock()
      var table: (base: UnsafeMutablePointer<Rect>, capacity: Int)?

      /// Takes the table when it fits `count` frames, or exchanges it for `table`.
      func exchange(
        _ body: (inout (base: UnsafeMutablePointer<Rect>, capacity: Int)?) -> Void
      ) {
        lock.withLock { body(&table) }
      }
    }

    /// The one kept table (never freed: a process-wide cache of one table).
    static let spare = Spare()
    #endif

    /// Memory for `count` frames: the kept table when it fits, else new memory (advised to
    /// use huge pages when large).
    static func take(_ count: Int) -> (UnsafeMutablePointer<Rect>, Int) {
      #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      if count >= threshold {
        var taken: (base: UnsafeMutablePointer<Rect>, capacity: Int)?
        spare.exchange { table in
          if let kept = table, kept.capacity >= count, kept.capacity / 2 <= count {
            taken = kept
            table = nil
          }
        }
        if let taken { return (taken.base, taken.capacity) }
      }
      #endif
      let capacity = Swift.max(1, count)
      let base = UnsafeMutablePointer<Rect>.allocate(capacity: capacity)
      LargeTables.preferHugePages(
        UnsafeMutableRawBufferPointer(
          start: base, count: capacity * MemoryLayout<Rect>.stride))
      return (base, capacity)
    }

    /// Returns memory taken by ``take(_:)``: a large table is kept (the one it replaces is
    /// freed), a small one freed.
    static func give(_ base: UnsafeMutablePointer<Rect>, capacity: Int) {
      #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      if capacity >= threshold {
        var replaced: (base: UnsafeMutablePointer<Rect>, capacity: Int)? = (base, capacity)
        spare.exchange { swap(&$0, &replaced) }
        replaced?.base.deallocate()
        return
      }
      #endif
      base.deallocate()
    }
  }
}
