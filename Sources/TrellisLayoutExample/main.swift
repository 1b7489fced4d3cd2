// A program built from the GLPK-free `TrellisLayout` product alone: a document built in Swift,
// laid out by the direct engine and drawn as SVG. The tests check that its link holds no GLPK
// symbol or library (README "Licence").
import TrellisLayout

var title = ItemOptions()
title.desired = AxisPair(120, 20)
title.stretch = AxisPair(1, 0)
var icon = ItemOptions()
icon.desired = AxisPair(32, 32)
let row = LinearLayout(
  axis: .horizontal,
  children: [LayoutNode(id: "icon", item: icon), LayoutNode(id: "title", item: title)],
  margin: Insets(top: 8, left: 8, bottom: 8, right: 8), spacing: 8)
let document = LayoutDocument(
  root: LayoutNode(id: "card", content: .linear(row)), size: AxisPair(320, 48))
do {
  let answer = try DirectEngine().solve(document)
  for id in ["card", "icon", "title"] {
    if let frame = answer.frames[id] {
      print(id, frame.x, frame.y, frame.width, frame.height)
    }
  }
  let svg = SVGRenderer().render(document, answer)
  print(svg.hasPrefix("<?xml") ? "svg ok" : "svg missing")
} catch {
  print("error: \(error)")
}
