import Foundation
import Testing

/// `trellis bench --peers`, what `scripts/bench-peers` reads: both engines' timings and track
/// lengths on the peer grids, and the grids as files that `trellis solve` lays out the same.
@Suite struct BenchPeersCLITests {
  @Test func peersGivesTimingsAndAgreeingTracksForEachGrid() throws {
    let run = try CLITests.run(["bench", "--peers", "--quick"])
    #expect(run.status == 0)
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(entries.compactMap { $0["side"] as? Int } == [10, 100])
    for entry in entries {
      let side = try #require(entry["side"] as? Int)
      for engine in ["direct", "lp", "directResize", "lpResize"] {
        let timing = try #require(entry[engine] as? [String: Double], "\(engine)")
        let (least, median, p90) = (timing["min"] ?? 0, timing["median"] ?? 0, timing["p90"] ?? 0)
        #expect(least > 0 && least <= median && median <= p90, "\(engine)")
        #expect((timing["runs"] ?? 0) >= 5)
      }
      let columns = try #require(entry["columns"] as? [Double])
      let lpColumns = try #require(entry["lpColumns"] as? [Double])
      #expect(columns.count == side && lpColumns.count == side)
      for (direct, lp) in zip(columns, lpColumns) {
        #expect(abs(direct - lp) <= 1e-9 * max(1, direct))
      }
      let rows = try #require(entry["rows"] as? [Double])
      #expect(rows.count == side && rows == entry["lpRows"] as? [Double])
    }
  }

  @Test func peerWorkloadsAreTheGridsSolveLaysOutTheSame() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-peers-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let write = try CLITests.run([
      "bench", "--peers", "--quick", "--write-workloads", directory.path,
    ])
    #expect(write.status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == ["css-grid-10.json", "css-grid-100.json"])
    let solve = try CLITests.run(["solve", directory.appendingPathComponent(files[0]).path])
    #expect(solve.status == 0)
    let answer = try #require(
      try JSONSerialization.jsonObject(with: Data(solve.stdout.utf8)) as? [String: Any])
    let tracks = try #require((answer["tracks"] as? [String: Any])?["grid"] as? [String: Any])
    let widths = try #require(tracks["columns"] as? [[Double]]).map { $0[1] }
    let bench = try CLITests.run(["bench", "--peers", "--quick"])
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(bench.stdout.utf8)) as? [[String: Any]])
    #expect(widths == entries.first?["columns"] as? [Double])
  }
}
