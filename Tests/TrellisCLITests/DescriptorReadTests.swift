import Foundation
import Testing

@testable import TrellisCommandLine

/// `Descriptor.readAll`: the whole input whatever size it was expected to have, and no more
/// than the limit and a byte.
@Suite struct DescriptorReadTests {
  /// Opens a new file holding `bytes` and gives its descriptor to `body`.
  static func withFile<T>(_ bytes: [UInt8], _ body: (Int32) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-read-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let descriptor = open(url.path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    return try body(descriptor)
  }

  /// 200,000 bytes that are not all the same.
  static let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }

  @Test(arguments: [0, 1, 65_535, 100_000, 199_999, 200_000, 200_001, 1 << 20])
  func readsEveryByteWhateverWasExpected(expected: Int) throws {
    let read = try Self.withFile(Self.bytes) {
      try Descriptor.readAll($0, limit: 1 << 20, expected: expected)
    }
    #expect(read == Self.bytes)
  }

  @Test(arguments: [0, 1000, 5000, 200_000])
  func stopsOneBytePastTheLimit(expected: Int) throws {
    let read = try Self.withFile(Self.bytes) {
      try Descriptor.readAll($0, limit: 5000, expected: expected)
    }
    #expect(read == Array(Self.bytes[..<5001]))
  }

  @Test func readsAnEmptyFile() throws {
    let read = try Self.withFile([]) { try Descriptor.readAll($0, limit: 10, expected: 0) }
    #expect(read.isEmpty)
  }

  @Test func readsAPipeInPieces() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let writer = Thread {
      var rest = Self.bytes[...]
      while !rest.isEmpty {
        let count = rest.withUnsafeBytes { write(writeEnd, $0.baseAddress, min($0.count, 3000)) }
        guard count > 0 else { break }
        rest = rest.dropFirst(count)
      }
      close(writeEnd)
    }
    writer.start()
    let read = try Descriptor.readAll(readEnd, limit: 1 << 20)
    close(readEnd)
    #expect(read == Self.bytes)
  }

  @Test func reportsAFailedRead() throws {
    let directory = open("/", O_RDONLY | O_DIRECTORY)
    try #require(directory >= 0)
    defer { close(directory) }
    #expect(throws: Errno.self) { try Descriptor.readAll(directory, limit: 10) }
  }
}
