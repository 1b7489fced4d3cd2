import TrellisCore

extension BenchWorkloads {
  /// The documents of the interactive workload, a window dragged through 100 widths and back
  /// (``dragSizes(of:)``), by name: the over-constrained example (`Examples/over-constrained.json`),
  /// the 64-track over-constrained grids (a wide conflict, a 2-rule one), and plain LP
  /// documents: the 100×100 css grid, a css grid of 2,000 columns with distinct caps (its
  /// column program is the largest here) and the 300×300 css grid.
  ///
  /// - Parameter large: whether to include the two large css grids (the last two).
  /// - Returns: the documents, by name.
  public static func dragDocuments(large: Bool = true) -> [(name: String, document: LayoutDocument)]
  {
    var documents = [
      ("over-constrained.json", overConstrainedExample()),
      ("64 tracks, wide conflict", overConstrainedDocument(tracks: 64)),
      ("64 tracks, 2-rule conflict", overConstrainedDocument(tracks: 64, wideConflict: false)),
      ("css grid 100×100", fairGridDocument(side: 100)),
    ]
    if large {
      documents.append(("css caps 2000", fairCapsDocument(columns: 2000, distribution: .css)))
      documents.append(("css grid 300×300", fairGridDocument(side: 300)))
    }
    return documents
  }

  /// The sizes of a drag: the document's width `w`, then `w + 1` … `w + 99` one point at a
  /// time, then back to `w` (199 layouts, 100 distinct widths); the height stays.
  ///
  /// - Parameters:
  ///   - document: the document dragged.
  ///   - widths: how many widths the drag goes through (100 by default).
  /// - Returns: the size of each layout, in order.
  public static func dragSizes(of document: LayoutDocument, widths: Int = 100)
    -> [AxisPair<Double?>]
  {
    let width = document.size.horizontal ?? 0
    let steps = Array(0..<widths) + (0..<max(0, widths - 1)).reversed()
    return steps.map { AxisPair(width + Double($0), document.size.vertical) }
  }

  /// `Examples/over-constrained.json`: a page whose sidebar, content and inspector columns
  /// cannot all have what their rules ask at 520 points.
  public static func overConstrainedExample() -> LayoutDocument {
    guard let document = try? LayoutDocument(json: overConstrainedExampleText) else {
      preconditionFailure("the over-constrained example does not read")
    }
    return document
  }

  /// The text of `Examples/over-constrained.json` (the tests check it is the file's).
  public static let overConstrainedExampleText = """
    {
      "trellis": 1,
      "size": [520, 300],
      "rounding": "pixel",
      "ruleStrengths": {"fixed": "required"},
      "root": {
        "id": "page", "layout": "vertical", "spacing": 12, "margin": 8,
        "children": [
          {
            "id": "main", "layout": "grid", "columns": 3, "columnSpacing": 16, "stretch": [1, 0],
            "columnSizings": [{"size": 240}, {"stretch": 1, "min": 120}, {"stretch": 1}],
            "children": [
              {"id": "sidebar", "desired": [200, 120], "cellAlign": ["fill", "fill"]},
              {"id": "content", "desired": [160, 120], "cellAlign": ["fill", "fill"]},
              {"id": "inspector", "desired": [100, 120], "cellAlign": ["fill", "fill"]}
            ]
          },
          {
            "id": "footer", "layout": "grid", "columns": 2, "columnSpacing": 16,
            "children": [
              {"id": "status", "desired": [120, 24]},
              {"id": "actions", "desired": [140, 24]}
            ]
          }
        ]
      },
      "groups": {"sidebar-width": ["main.col[0]", "footer.col[0]"]},
      "constraints": [
        {"id": "content-wide", "expr": "main.col[1].width >= 2 * main.col[2].width", "strength": "strong"},
        {"id": "content-min", "expr": "content.width >= 260"}
      ]
    }
    """
}
