/// A short ASCII text written into a fixed buffer on the stack and made a `String` once: what
/// a diagnostic's message (``LayoutFinding/message``) is written with.
///
/// Appending to a `String` piece by piece, or to a growing byte array, cost several times as
/// much per piece as the copy itself (checks of capacity and uniqueness, generic sequence
/// appends); this writer copies each piece with one bounds check.
struct MessageText: DecimalWriting {
  /// The most bytes a text may have: several times the longest message (a diagnostic's words,
  /// a grid number and three lengths come to under 256).
  static let capacity = 512

  /// The buffer written into.
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes are written.
  private var count = 0

  private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  /// The text `body` writes, as a string.
  static func make(_ body: (inout MessageText) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var text = MessageText(buffer: buffer)
      body(&text)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<text.count]), as: UTF8.self)
    }
  }

  /// Appends literal text.
  mutating func append(_ text: StaticString) {
    copy(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends a string.
  mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { copy($0) }
  }

  /// Appends ASCII text (how `Double` writes itself, with no `String` made).
  mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) { copy(bytes) }

  /// Appends bytes of ASCII text (``DecimalWriting``: `number(_:)` writes with it).
  mutating func append(bytes: UnsafeRawBufferPointer) {
    copy(bytes.assumingMemoryBound(to: UInt8.self))
  }

  /// Copies bytes in after the text.
  private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
    precondition(bytes.count <= buffer.count - count, "a message longer than its buffer")
    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
    (target + count).update(from: source, count: bytes.count)
    count += bytes.count
  }
}
