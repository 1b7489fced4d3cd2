import Testing

@testable import TrellisCore

/// The every-key document of ``BuilderTests``, as JSON and as built in Swift.
extension BuilderTests {
  /// A document with every key of format.md, each container kind, every item key, every
  /// grid-tree key, and the value forms of each (a number or an object, a pair or one value).
  static let everyKeyJSON = """
    {
      "trellis": 1, "size": [640, null], "rounding": "none", "pixelScale": 2,
      "root": {
        "layout": "vertical", "id": "page", "margin": {"top": 4, "left": 8, "bottom": 12, "right": 16},
        "spacing": -2, "align": ["left", "top"], "crop": true,
        "children": [
          {"layout": "horizontal", "id": "bar", "margin": 6, "spacing": 4, "align": ["right", "bottom"],
           "crop": false, "minDesired": [100, null], "maxDesired": [null, 80], "adjust": [2, 0],
           "ignoreDesired": false, "stretch": [1, 0], "cellAlign": ["fill", null], "offset": [0, 1],
           "children": [
             {"id": "icon", "desired": [32, 32]},
             {"id": "text", "heightForWidth": {"tiles": 40, "tile": [8, 16]},
              "ignoreDesired": [true, false], "stretch": 1, "minDesired": [null, 16],
              "maxDesired": [200, null], "adjust": [0, 4]}
           ]},
          {"layout": "stack", "id": "overlay", "margin": 2, "align": ["center", "fill"], "crop": true,
           "stretch": 0.5,
           "children": [
             {"id": "back", "desired": [10, 10], "cellAlign": ["fill", "fill"]},
             {"id": "badge", "desired": [8, 8], "offset": [-2, 2.5], "ignoreDesired": true}
           ]},
          {"layout": "grid", "id": "main", "columns": 3,
           "margin": {"top": 8, "left": {"size": 4, "stretch": 1}, "right": {"size": 4, "stretch": 1}},
           "spacing": 6, "columnSpacing": {"size": 8, "stretch": 0.5},
           "columnSpacings": [10, {"size": 2, "stretch": 1}], "rowSpacings": [3],
           "columnSizing": {"stretch": 1}, "rowSizing": {"size": 20, "min": 10},
           "columnSizings": [
             {"size": 120}, {"size": 0, "stretch": 2, "min": "content"},
             {"size": "content", "stretch": 1, "min": 40, "max": 200}
           ],
           "rowSizings": [{"size": 0, "stretch": 1, "min": 10, "max": 90}],
           "uniformColumns": false, "uniformRows": true, "distribution": "css",
           "align": ["left", "center"], "crop": true, "cellAlign": [null, "top"],
           "children": [
             {"id": "a1", "desired": [40, 20]}, {"id": "a2", "desired": [40, 20]},
             {"id": "a3", "desired": [40, 20]}, {"id": "a4", "desired": [40, 20]}
           ]},
          {"layout": "grid", "id": "side", "rows": 2, "margin": {"size": 4, "stretch": 1},
           "rowSpacing": 5, "uniformColumns": true, "distribution": "fair",
           "children": [
             {"id": "b1", "desired": [30, 30], "column": 0, "row": 1, "columnSpan": 1, "rowSpan": 1},
             {"id": "b2"}, {"id": "b3"},
             {"layout": "stack", "id": "cell", "column": 1, "row": 0, "columnSpan": 1, "rowSpan": 1,
              "children": []}
           ]},
          {"layout": "gridTree", "id": "card", "stretch": [1, 1],
           "grid": {
             "padding": "{8,8,8,8}", "spacing": 6,
             "rows": [
               {"size": 40, "space": 4, "cols": [
                 {"size": 0.3, "gravity": "left|centerY", "padding": "{2,4,2,4}"},
                 {"size": "-50%", "placeholder": true},
                 {"size": "wrap"},
                 {"size": "fill", "tag": 7, "action": "open:",
                  "action-data": {"id": 3, "tags": ["a", true, null, 1.5]}}
               ]},
               {"size": "25%", "anchor": true, "spacing": 2, "rows": [{"size": -0.5}, {}]},
               {"overlap": "top|right",
                "top-borderline": {"color": "#ccc", "thick": 1},
                "left-borderline": {"color": "#ddd", "thick": 0.5, "head": 2, "tail": 2},
                "bottom-borderline": {"offset": 1, "dash": 3},
                "right-borderline": {"color": "red"}}
             ]
           },
           "children": [
             {"id": "c1", "desired": [20, 20]}, {"id": "c2", "desired": [20, 20]},
             {"id": "c3", "desired": [20, 20]}, {"id": "c4", "desired": [20, 20]},
             {"id": "c5", "desired": [20, 20]}, {"id": "c6", "desired": [20, 20]},
             {"id": "c7", "desired": [20, 20]}
           ]}
        ]
      },
      "constraints": [
        {"id": "wide", "expr": "main.col[1].width >= 2 * main.col[0].width", "strength": "strong",
         "weight": 2},
        {"expr": "bar.height <= 60"},
        {"expr": "icon.centerX == overlay.centerX", "strength": "weak"},
        {"expr": "side.row[0].height >= 10", "strength": "medium", "weight": 0.5}
      ],
      "groups": {"firsts": ["main.col[0]", "side.col[0]"], "rowsTogether": ["main.row[0]", "side.row[1]"]},
      "ruleStrengths": {
        "bounds": "required", "fixed": "required", "minimum": "medium", "maximum": "weak",
        "desired": "strong", "stretch": "weak", "groups": "strong"
      }
    }
    """

  /// ``everyKeyJSON`` built in Swift.
  static func everyKeyDocument() throws -> LayoutDocument {
    try LayoutDocument(
      size: [640, nil], rounding: .none, pixelScale: 2,
      constraints: [
        .strong("main.col[1].width >= 2 * main.col[0].width", weight: 2, id: "wide"),
        .required("bar.height <= 60"),
        .weak("icon.centerX == overlay.centerX"),
        .medium("side.row[0].height >= 10", weight: 0.5),
      ],
      groups: [
        "firsts": ["main.col[0]", "side.col[0]"], "rowsTogether": ["main.row[0]", "side.row[1]"],
      ],
      ruleStrengths: [
        .bounds: .required, .fixed: .required, .minimum: .medium, .maximum: .weak,
        .desired: .strong, .stretch: .weak, .groups: .strong,
      ]
    ) {
      LayoutNode.vertical(
        id: "page", margin: Insets(top: 4, left: 8, bottom: 12, right: 16), spacing: -2,
        align: [.start, .start], crop: true
      ) {
        LayoutNode.horizontal(id: "bar", margin: 6, spacing: 4, align: [.end, .end], crop: false) {
          LayoutNode.item("icon", desired: [32, 32])
          LayoutNode.item("text").heightForWidth(tiles: 40, tile: [8, 16])
            .ignoreDesired([true, false]).stretch(1).minDesired([nil, 16])
            .maxDesired([200, nil]).adjust([0, 4])
        }
        .minDesired([100, nil]).maxDesired([nil, 80]).adjust([2, 0]).ignoreDesired(false)
        .stretch([1, 0]).cellAlign([.fill, nil]).offset([0, 1])
        LayoutNode.stack(id: "overlay", margin: 2, align: [.center, .fill], crop: true) {
          LayoutNode.item("back", desired: [10, 10]).cellAlign([.fill, .fill])
          LayoutNode.item("badge", desired: [8, 8]).offset([-2, 2.5]).ignoreDesired(true)
        }
        .stretch(0.5)
        LayoutNode.grid(
          id: "main", columns: 3,
          margin: SpacingInsets(
            top: 8, left: Spacing(size: 4, stretch: 1), right: Spacing(size: 4, stretch: 1)),
          spacing: 6, columnSpacing: Spacing(size: 8, stretch: 0.5),
          columnSpacings: [10, Spacing(size: 2, stretch: 1)], rowSpacings: [3],
          columnSizing: .content(stretch: 1), rowSizing: .fixed(20, min: 10),
          columnSizings: [.fixed(120), .fr(2), .content(stretch: 1, min: 40, max: 200)],
          rowSizings: [.fixed(0, stretch: 1, min: 10, max: 90)], uniformColumns: false,
          uniformRows: true, distribution: .css, align: [.start, .center], crop: true
        ) {
          for index in 1...4 {
            LayoutNode.item("a\(index)", desired: [40, 20])
          }
        }
        .cellAlign([nil, .start])
        LayoutNode.grid(
          id: "side", rows: 2, margin: SpacingInsets(all: Spacing(size: 4, stretch: 1)),
          rowSpacing: 5, uniformColumns: true, distribution: .fair
        ) {
          LayoutNode.item("b1", desired: [30, 30]).gridCell(column: 0, row: 1)
          LayoutNode.item("b2")
          LayoutNode.item("b3")
          LayoutNode.stack(id: "cell") {}.gridCell(column: 1, row: 0)
        }
        LayoutNode.gridTree(
          id: "card",
          grid: .rows(padding: 8, spacing: 6) {
            GridTreeNode.cols(size: 40, spacing: 4) {
              GridTreeNode.leaf(
                size: 0.3, padding: Insets(top: 2, left: 4, bottom: 2, right: 4),
                gravity: "left|centerY")
              GridTreeNode.leaf(size: .remaining(0.5)).placeholder()
              GridTreeNode.leaf(size: .wrap)
              GridTreeNode.leaf(size: .fill).tag(7)
                .action("open:", data: ["id": 3, "tags": ["a", true, .null, 1.5]])
            }
            GridTreeNode.rows(size: .ratio(0.25), spacing: 2) {
              GridTreeNode.leaf(size: -0.5)
              GridTreeNode.leaf()
            }
            .anchor()
            GridTreeNode.leaf().overlap("top|right")
              .borderlines(
                top: ["color": "#ccc", "thick": 1],
                left: ["color": "#ddd", "thick": 0.5, "head": 2, "tail": 2],
                bottom: ["offset": 1, "dash": 3], right: ["color": "red"])
          }
        ) {
          for index in 1...7 {
            LayoutNode.item("c\(index)", desired: [20, 20])
          }
        }
        .stretch([1, 1])
      }
    }
  }
}
