import Benchmark
import Trellis
import TrellisBench

/// A window dragged through 100 widths and back, cold and in a session.
///
/// The drag (`BenchWorkloads.dragSizes(of:)`: 199 layouts, as `trellis bench`'s drag cases)
/// of the over-constrained example, the 64-track
/// over-constrained grids and the css grids (`BenchWorkloads.dragDocuments()`): every width
/// solved cold by the LP engine (`Drag/lp/cold/…`, the documents validated beforehand), and
/// the whole drag laid out by a new `LayoutSession` (`Drag/lp/session/…`). An iteration is one
/// whole drag: divide by 199 for a layout.
func lpMemoryBenchmarks() {
  for (name, document) in BenchWorkloads.dragDocuments() {
    let key = name.filter { $0.isLetter || $0.isNumber }
    let configuration = Benchmark.Configuration(maxDuration: .seconds(5), maxIterations: 20)
    Benchmark("Drag/lp/cold/\(key)", configuration: configuration) { benchmark, documents in
      for _ in benchmark.scaledIterations {
        for document in documents { blackHole(try LPEngine().solve(document)) }
      }
    } setup: {
      BenchWorkloads.dragSizes(of: document).map { size -> LayoutDocument in
        var copy = document
        copy.size = size
        guard let checked = try? copy.validated() else {
          preconditionFailure("a resized benchmark workload is invalid")
        }
        return checked
      }
    }
    Benchmark("Drag/lp/session/\(key)", configuration: configuration) { benchmark, document in
      for _ in benchmark.scaledIterations {
        var session = try LayoutSession(document, engine: LPEngine())
        for size in BenchWorkloads.dragSizes(of: document) {
          blackHole(try session.layout(size: size))
        }
      }
    } setup: {
      document
    }
  }
}
