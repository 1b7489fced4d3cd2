#if canImport(Glibc)
import Glibc
#endif

/// Memory advice for the large tables a solve allocates and fills once.
enum LargeTables {
  /// The size from which a table is worth the advice: 4 MiB (a grid of about 130,000 nodes).
  static let threshold = 4 << 20

  /// Asks Linux to back a fresh, untouched table with transparent huge pages.
  ///
  /// Where the system's settings allow it (`madvise` mode), a 1000×1000 grid's 32 MB frame
  /// table then takes 16 page faults instead of 8,000. Elsewhere, and for smaller tables, it
  /// does nothing; the advice never changes what the memory holds.
  static func preferHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
    guard buffer.count >= threshold, let base = buffer.baseAddress else { return }
    let huge = 2 << 20
    let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
    let end = (Int(bitPattern: base) + buffer.count) & ~(huge - 1)
    guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else {
      return
    }
    _ = madvise(pointer, end - start, MADV_HUGEPAGE)
    #endif
  }

  /// ``preferHugePages(_:)`` for the room an array has reserved (its capacity), before its
  /// elements are written.
  static func preferHugePages<Element>(forCapacityOf array: inout [Element]) {
    #if os(Linux)
    let bytes = array.capacity * MemoryLayout<Element>.stride
    guard bytes >= threshold else { return }
    array.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      preferHugePages(UnsafeMutableRawBufferPointer(start: base, count: bytes))
    }
    #endif
  }
}
