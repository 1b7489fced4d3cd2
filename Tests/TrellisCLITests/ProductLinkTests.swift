import Foundation
import Testing
import TrellisTestSupport

/// The GLPK-free product links no GLPK (README "Licence"): a program built from
/// `TrellisLayout` alone has no GLPK symbol and needs no GLPK library, while `trellis`, built
/// from the full product, has both (so the check can fail).
@Suite struct ProductLinkTests {
  /// The standard output of a tool from binutils (which the Swift toolchain needs on Linux),
  /// or of a built program.
  static func output(_ tool: String, _ arguments: [String]) throws -> String {
    let run = try BuiltTools.output(tool, arguments)
    #expect(run.status == 0, "\(tool) \(arguments) failed")
    return run.text
  }

  /// The GLPK symbols a binary defines or needs, and the GLPK libraries it loads.
  static func glpk(in binary: URL) throws -> (symbols: Int, libraries: [String]) {
    let symbols = try output("nm", [binary.path]).split(separator: "\n").filter {
      $0.contains(" glp_")
    }
    let libraries = try output("readelf", ["-d", binary.path]).split(separator: "\n")
      .filter { $0.contains("(NEEDED)") && $0.contains("glpk") }.map(String.init)
    return (symbols.count, libraries)
  }

  @Test func theLayoutProductLinksNoGLPK() throws {
    let example = try BuiltTools.built("TrellisLayoutExample")
    let found = try Self.glpk(in: example)
    #expect(found.symbols == 0)
    #expect(found.libraries.isEmpty)
    // And it works: the direct engine and the renderer, without GLPK.
    let printed = try Self.output(example.path, [])
    #expect(printed.contains("title 48.0 14.0 264.0 20.0"))
    #expect(printed.contains("svg ok"))
  }

  @Test func theFullProductLinksGLPK() throws {
    let found = try Self.glpk(in: BuiltTools.built("trellis"))
    #expect(found.symbols > 0)
    #expect(found.libraries.contains { $0.contains("libglpk") })
  }
}
