/// Each id's preorder number, read like a dictionary (`numbers[id]`): what ``DocumentPlan``
/// finds frames by and repeated ids with.
///
/// An open-addressing table of numbers into the ids, hashed with a multiply-mix of their UTF-8
/// bytes, eight at a time: hashing a million short ids through `Hasher` (SipHash) into a
/// `[String: Int]` was half of the plan of a 1000×1000 grid. The seed is drawn once per
/// process, so a document cannot be written to make its ids collide; nothing that comes out
/// depends on it (lookups and the first repeated id only, never an order).
package struct IDNumbers: Sendable {
  /// The ids by number, as the plan has them.
  private let ids: NodeIDs
  /// Slot `i` holds the number of an id + 1 in its low ``numberBits`` bits and the top bits of
  /// the id's hash above them (a tag: a probe compares ids only when the tags agree), or 0
  /// when empty; a power-of-two count of slots, at most half of them used.
  private let slots: [UInt32]
  /// The bits of a slot that hold the number + 1.
  private let numberMask: UInt32
  /// The number of distinct ids.
  package let count: Int
  /// The first id used twice, by the numbers of its two nodes.
  package let firstRepeat: (first: Int, second: Int)?
  /// Where the table is made again on the first lookup, when it was let go
  /// (``lettingTableGo()``); `nil` while ``slots`` is the table.
  private let deferred: Deferred?

  /// The table of a ``IDNumbers/lettingTableGo()`` copy, made on demand, then kept.
  private final class Deferred: Sendable {
    /// The ids to number.
    let ids: NodeIDs
    /// Guards ``made``.
    private let lock = ThreadLock()
    /// The table once made.
    private nonisolated(unsafe) var made: IDNumbers?

    init(ids: NodeIDs) { self.ids = ids }

    /// The table, made the first time.
    var numbers: IDNumbers {
      lock.withLock {
        if let made { return made }
        let numbers = IDNumbers(ids: ids)
        made = numbers
        return numbers
      }
    }
  }

  /// The hash seed of this process.
  private static let seed = UInt64.random(in: 1...UInt64.max)

  /// ``init(ids:)-(NodeIDs)`` of ids given as an array.
  package init(ids: [String?]) {
    self.init(ids: NodeIDs(ids))
  }

  /// Numbers the ids (`nil`s have none), the first node of a repeated id keeping it.
  ///
  /// - Complexity: O(total length of the ids).
  package init(ids: NodeIDs) {
    precondition(ids.count < Int(Int32.max), "too many nodes for an id table")
    var capacity = 16
    while capacity < 2 * ids.count { capacity <<= 1 }
    let mask = capacity - 1
    var numberBits: UInt32 = 1
    while 1 << numberBits <= ids.count { numberBits += 1 }
    let numberMask: UInt32 = (1 << numberBits) - 1
    // A large table on huge pages where the system allows it: its lookups then miss the cache
    // but not the page tables.
    var slots = [UInt32](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      LargeTables.preferHugePages(UnsafeMutableRawBufferPointer(buffer))
      buffer.initialize(repeating: 0)
      initialized = capacity
    }
    var count = 0
    var firstRepeat: (first: Int, second: Int)?
    slots.withUnsafeMutableBufferPointer { slots in
      /// Enters the id of node `number`, hashed to `hash`.
      func insert(_ number: Int, _ hash: UInt64) {
        let tag = UInt32(truncatingIfNeeded: hash >> 32) & ~numberMask
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
          let held = slots[slot]
          if held == 0 {
            slots[slot] = tag | UInt32(truncatingIfNeeded: number + 1)
            count += 1
            return
          }
          if held & ~numberMask == tag, ids[Int(held & numberMask) - 1] == ids[number] {
            if firstRepeat == nil { firstRepeat = (Int(held & numberMask) - 1, number) }
            return
          }
          slot = (slot + 1) & mask
        }
      }
      // The ids waiting to be entered, with their hashes: each id's first slot is read as it is
      // hashed, 16 ids before it is entered, so that the cache misses of a few lookups overlap
      // instead of following each other.
      let lookahead = 16
      var waiting: [(number: Int, hash: UInt64)] = []
      waiting.reserveCapacity(lookahead)
      var next = 0
      var ahead: UInt32 = 0
      ids.forEachID { number, id in
        guard let id else { return }
        let hash = Self.hash(id)
        ahead |= slots[Int(truncatingIfNeeded: hash) & mask]
        if waiting.count < lookahead {
          waiting.append((number, hash))
          return
        }
        let entered = waiting[next]
        waiting[next] = (number, hash)
        next = (next + 1) & (lookahead - 1)
        insert(entered.number, entered.hash)
      }
      // The rest, oldest first.
      for index in 0..<waiting.count {
        let entered = waiting[(next + index) % waiting.count]
        insert(entered.number, entered.hash)
      }
      // What the early reads saw is not needed: they only brought the slots into the cache.
      withExtendedLifetime(ahead) {}
    }
    self.ids = ids
    self.slots = slots
    self.numberMask = numberMask
    self.count = count
    self.firstRepeat = firstRepeat
    self.deferred = nil
  }

  /// The same numbers without their table, which the first lookup makes again (then keeps).
  ///
  /// What a holder of many ids lets go of while it has no id to look up (8 MB for a million
  /// ids). The count and the first repeat are kept.
  ///
  /// - Complexity: O(1); the first lookup after it O(total length of the ids).
  package func lettingTableGo() -> IDNumbers {
    IDNumbers(deferring: self)
  }

  /// ``lettingTableGo()``.
  private init(deferring numbers: IDNumbers) {
    ids = numbers.ids
    slots = []
    numberMask = 0
    count = numbers.count
    firstRepeat = numbers.firstRepeat
    deferred = numbers.deferred ?? Deferred(ids: numbers.ids)
  }

  /// Whether the table is held in place (not a ``lettingTableGo()`` copy).
  package var holdsTable: Bool { deferred == nil }

  /// Whether no node has an id.
  package var isEmpty: Bool { count == 0 }

  /// The number of the (first) node with `id`, or `nil` when none has it.
  ///
  /// - Complexity: O(length of `id`) on average.
  package subscript(id: String) -> Int? {
    if let deferred { return deferred.numbers[id] }
    let mask = slots.count - 1
    let hash = Self.hash(id)
    let tag = UInt32(truncatingIfNeeded: hash >> 32) & ~numberMask
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let held = slots[slot]
      if held == 0 { return nil }
      if held & ~numberMask == tag, ids[Int(held & numberMask) - 1] == id {
        return Int(held & numberMask) - 1
      }
      slot = (slot + 1) & mask
    }
  }

  /// The hash of an id's UTF-8 bytes.
  @inline(__always)
  private static func hash(_ id: String) -> UInt64 {
    if let hash = id.utf8.withContiguousStorageIfAvailable({
      hashBytes(UnsafeRawBufferPointer($0))
    }) {
      return hash
    }
    return Array(id.utf8).withUnsafeBytes { hashBytes($0) }
  }

  /// A multiply-mix of bytes, eight at a time, finished so the low bits depend on all of them.
  @inline(__always)
  private static func hashBytes(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var state = seed ^ UInt64(truncatingIfNeeded: bytes.count)
    var index = 0
    while index + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      state = mix(state ^ word, multiplier)
      index += 8
    }
    if index < bytes.count {
      var word: UInt64 = 0
      var shift: UInt64 = 0
      while index < bytes.count {
        word |= UInt64(bytes[index]) << shift
        shift += 8
        index += 1
      }
      state = mix(state ^ word, multiplier)
    }
    return mix(state, seed | 1)
  }

  /// The two halves of a 128-bit product, folded.
  @inline(__always)
  private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }
}
