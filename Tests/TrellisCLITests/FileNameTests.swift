import Testing
import TrellisCore

@testable import TrellisCommandLine

/// File names as bytes: every byte string survives the trip through a `String` and back.
@Suite struct FileNameTests {
  @Test(arguments: [
    [UInt8]("plain.json".utf8), [0x6F, 0x75, 0x74, 0xFF, 0x2E], [0xEF, 0xBF, 0xBD],
    [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    [UInt8]("\u{10FF41}\u{10FFFF}é".utf8), [0x80, 0xBF, 0xFE],
  ])
  func everyByteStringComesBack(_ bytes: [UInt8]) {
    #expect(FileName.bytes(FileName.string(bytes)) == bytes)
  }

  @Test func randomByteStringsComeBack() {
    var generator = SplitMix64(seed: 35)
    for _ in 0..<2_000 {
      let bytes = (0..<Int(generator.next() % 12)).map { _ in
        UInt8(truncatingIfNeeded: generator.next())
      }
      #expect(FileName.bytes(FileName.string(bytes)) == bytes, "bytes \(bytes)")
    }
  }

  @Test func validUTF8ReadsAsItselfAndBadBytesAreShownEscaped() {
    #expect(FileName.string(Array("déjà vu.json".utf8)) == "déjà vu.json")
    #expect(FileName.shown(FileName.string([0x61, 0xFF, 0x0A])) == "a\\xFF\n")
    #expect(FileName.cString("a") == [0x61, 0])
  }
}
