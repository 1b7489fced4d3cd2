import TrellisLP

/// Linear programs from textbooks, with the optimum the source gives.
enum TextbookPrograms {
  /// The Wyndor Glass product mix.
  ///
  /// Wyndor Glass Co. (Hillier & Lieberman, *Introduction to Operations Research*, 9th ed.,
  /// §3.1; shadow prices in §4.7): max 3 x1 + 5 x2 subject to x1 ≤ 4, 2 x2 ≤ 12,
  /// 3 x1 + 2 x2 ≤ 18. Optimum x = (2, 6), Z = 36; shadow prices 0, 3/2, 1.
  static func wyndorGlass() -> LinearProgram {
    var lp = LinearProgram(name: "wyndor", sense: .maximize)
    let doors = lp.addVariable("doors", objective: 3)
    let windows = lp.addVariable("windows", objective: 5)
    lp.addRow("plant1", [doors: 1], upper: 4)
    lp.addRow("plant2", [windows: 2], upper: 12)
    lp.addRow("plant3", [doors: 3, windows: 2], upper: 18)
    return lp
  }

  /// Chvátal's first example.
  ///
  /// Chvátal, *Linear Programming* (1983), chapter 2, problem (2.1): max 5 x1 + 4 x2 + 3 x3
  /// subject to 2 x1 + 3 x2 + x3 ≤ 5, 4 x1 + x2 + 2 x3 ≤ 11, 3 x1 + 4 x2 + 2 x3 ≤ 8.
  /// Optimum x = (2, 0, 1), z = 13.
  static func chvatal() -> LinearProgram {
    var lp = LinearProgram(sense: .maximize)
    let x1 = lp.addVariable("x1", objective: 5)
    let x2 = lp.addVariable("x2", objective: 4)
    let x3 = lp.addVariable("x3", objective: 3)
    lp.addRow("c1", [x1: 2, x2: 3, x3: 1], upper: 5)
    lp.addRow("c2", [x1: 4, x2: 1, x3: 2], upper: 11)
    lp.addRow("c3", [x1: 3, x2: 4, x3: 2], upper: 8)
    return lp
  }

  /// Dantzig's transportation problem.
  ///
  /// From Dantzig (*Linear Programming and Extensions*, 1963, §3.3; also
  /// GLPK's `examples/transp.mod`): two canneries (Seattle 350 cases, San Diego 600) ship to
  /// three markets (New York 325, Chicago 300, Topeka 275) at $90 per case per thousand miles.
  /// Minimum cost 153.675 (thousands of dollars).
  static func dantzigTransport() -> LinearProgram {
    var lp = LinearProgram(name: "transport")
    let supply = [("seattle", 350.0), ("san-diego", 600.0)]
    let demand = [("new-york", 325.0), ("chicago", 300.0), ("topeka", 275.0)]
    let distance = [[2.5, 1.7, 1.8], [2.5, 1.8, 1.4]]
    var ship: [[LinearProgram.Variable]] = []
    for (i, (plant, _)) in supply.enumerated() {
      ship.append(
        demand.enumerated().map { j, market in
          lp.addVariable("ship[\(plant),\(market.0)]", objective: 90 * distance[i][j] / 1000)
        })
    }
    for (i, (plant, capacity)) in supply.enumerated() {
      lp.addRow("supply[\(plant)]", ship[i].map { .init($0, 1) }, upper: capacity)
    }
    for (j, (market, need)) in demand.enumerated() {
      lp.addRow("demand[\(market)]", ship.map { .init($0[j], 1) }, lower: need)
    }
    return lp
  }

  /// Beale's cycling example.
  ///
  /// Beale's example (E. M. L. Beale, 1955; Bertsimas & Tsitsiklis, *Introduction to
  /// Linear Optimization*, Example 3.6): min -3/4 x4 + 20 x5 - 1/2 x6 + 6 x7 subject to
  /// 1/4 x4 - 8 x5 - x6 + 9 x7 ≤ 0, 1/2 x4 - 12 x5 - 1/2 x6 + 3 x7 ≤ 0, x6 ≤ 1. Degenerate:
  /// textbook simplex with the largest-coefficient rule cycles. Optimum -5/4 at x4 = x6 = 1
  /// (with x5 = x7 = 0 the rows give x4 ≤ x6 ≤ 1; raising x5 or x7 costs more than it frees).
  static func bealeCycling() -> LinearProgram {
    var lp = LinearProgram(name: "beale")
    let x4 = lp.addVariable("x4", objective: -0.75)
    let x5 = lp.addVariable("x5", objective: 20)
    let x6 = lp.addVariable("x6", objective: -0.5)
    let x7 = lp.addVariable("x7", objective: 6)
    lp.addRow("r1", [x4: 0.25, x5: -8, x6: -1, x7: 9], upper: 0)
    lp.addRow("r2", [x4: 0.5, x5: -12, x6: -0.5, x7: 3], upper: 0)
    lp.addRow("r3", [x6: 1], upper: 1)
    return lp
  }
}
