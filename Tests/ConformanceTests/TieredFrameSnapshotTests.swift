import Foundation
import Testing
import Trellis

/// The tiered solve's frames, held against a snapshot to 1e-9 relative: every fixture, tiered
/// fixture and example, and seeded random documents with constraints on their frames'
/// positions and sizes (``ConstrainedDocuments``).
///
/// The golden digests (``GoldenOutputTests``) pin the same answers byte for byte; this
/// snapshot lets a change that restates the tiered program (the position chains of linear
/// layouts, issue 18) show that its frames are the same to a tolerance even where the
/// exported program's bytes change, and names the frame that moved when one does. Record it
/// again with `TRELLIS_WRITE_GOLDEN=1 swift test --filter TieredFrameSnapshotTests` only for a
/// change meant to move frames.
@Suite struct TieredFrameSnapshotTests {
  /// A named document.
  typealias Case = GoldenOutputTests.Case

  /// The seeds of the constrained random documents.
  static let seeds: Range<UInt64> = 9_100_000..<9_100_240

  static let cases: [Case] = {
    var cases = GoldenOutputTests.fileCases
    for seed in seeds {
      // Documents of at most 60 frames keep the snapshot small.
      if let made = ConstrainedDocuments.document(seed: seed), made.document.plan.count <= 60 {
        cases.append(Case(name: "constrained/\(seed)", document: made.document))
      }
    }
    return cases
  }()

  /// What is held of one tiered answer: each frame (`x, y, width, height` as Swift writes
  /// them), the relaxed rules' names in report order and the conflict's; or the error.
  struct Snapshot: Sendable {
    var frames: [String: [String]] = [:]
    var relaxed: [String] = []
    var conflict: [String] = []
    var error: String?

    init(_ document: LayoutDocument) {
      do {
        let answer = try LPEngine().solveTiered(document)
        for (id, rect) in answer.frames {
          frames[id] = [rect.x, rect.y, rect.width, rect.height].map { "\($0)" }
        }
        relaxed = answer.relaxed.map(\.rule)
        conflict = answer.conflict?.rules ?? []
      } catch {
        self.error = "\(error)"
      }
    }

    init(_ object: [String: Any]) {
      frames = object["frames"] as? [String: [String]] ?? [:]
      relaxed = object["relaxed"] as? [String] ?? []
      conflict = object["conflict"] as? [String] ?? []
      error = object["error"] as? String
    }

    var object: [String: Any] {
      if let error { return ["error": error] }
      return ["frames": frames, "relaxed": relaxed, "conflict": conflict]
    }
  }

  static let goldenURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/tiered-frames.json")

  static let golden: [String: Snapshot] = {
    guard let data = try? Data(contentsOf: goldenURL),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
    else { return [:] }
    return object.mapValues(Snapshot.init)
  }()

  @Test func everyCaseIsRecorded() throws {
    if ProcessInfo.processInfo.environment["TRELLIS_WRITE_GOLDEN"] != nil {
      var all: [String: Any] = [:]
      for each in Self.cases { all[each.name] = Snapshot(each.document).object }
      let data = try JSONSerialization.data(
        withJSONObject: all, options: [.prettyPrinted, .sortedKeys])
      try data.write(to: Self.goldenURL)
    }
    // Most random documents are valid and small: the constrained cases are not vacuous.
    #expect(Self.cases.filter { $0.name.hasPrefix("constrained/") }.count >= 100)
    #expect(Set(Self.golden.keys) == Set(Self.cases.map(\.name)))
  }

  @Test(arguments: cases)
  func framesAreUnchanged(_ each: Case) throws {
    let recorded = try #require(Self.golden[each.name], "no snapshot for \(each.name)")
    let now = Snapshot(each.document)
    #expect(now.error == recorded.error, "\(each.name)")
    #expect(now.relaxed == recorded.relaxed, "\(each.name)")
    #expect(now.conflict == recorded.conflict, "\(each.name)")
    let frames = now.frames
    let expected = recorded.frames
    #expect(Set(frames.keys) == Set(expected.keys), "\(each.name)")
    for (id, values) in expected {
      guard let got = frames[id] else { continue }
      for (a, b) in zip(got.compactMap(Double.init), values.compactMap(Double.init))
      where !(abs(a - b) <= 1e-9 * max(1, abs(b))) {
        Issue.record("\(each.name): \(id) is \(got), was \(values)")
        break
      }
    }
  }
}
