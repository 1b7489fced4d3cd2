import Foundation
import Testing
import TrellisTestSupport

/// Hummingbird and SwiftNIO are in `trellis-serve` only: `trellis` and a program built from
/// the `TrellisLayout` library have none of their symbols (so that the libraries and the
/// command stay free of the server stack), while `trellis-serve` has them (so that the check
/// can fail).
@Suite struct ServerLinkTests {
  /// How many symbols of the modules `Hummingbird` and `NIOCore` a binary has (Swift's
  /// mangling names a module by its length and name).
  static func serverSymbols(in name: String) throws -> Int {
    let run = try BuiltTools.output("nm", [try BuiltTools.built(name).path])
    #expect(run.status == 0)
    return run.text.split(separator: "\n").filter {
      $0.contains("11Hummingbird") || $0.contains("7NIOCore")
    }.count
  }

  @Test func onlyTheServerLinksHummingbird() throws {
    #expect(try Self.serverSymbols(in: "trellis") == 0)
    #expect(try Self.serverSymbols(in: "TrellisLayoutExample") == 0)
    #expect(try Self.serverSymbols(in: "trellis-serve") > 0)
  }
}
