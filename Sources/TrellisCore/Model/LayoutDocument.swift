/// How frames are rounded.
public enum Rounding: String, Sendable, Equatable, CaseIterable {
  /// The integral rounding of each source system.
  case compat
  /// Real-valued frames, no rounding anywhere.
  case none
  /// A real solve, then edges snapped to the `pixelScale` grid in cumulative coordinates.
  case pixel
}

/// A Trellis layout document.
public struct LayoutDocument: Sendable {
  /// The format version (`trellis`), 1.
  public var formatVersion: Int {
    didSet { isValidated = false }
  }
  /// The bounds offered to the root; `nil` on an axis = unconstrained (measured naturally).
  public var size: AxisPair<Double?> {
    didSet { isValidated = false }
  }
  /// How frames are rounded.
  public var rounding: Rounding {
    didSet { isValidated = false }
  }
  /// The pixel grid for `pixel` rounding (and MyGrid `compat` rounding), > 0.
  public var pixelScale: Double {
    didSet { isValidated = false }
  }
  /// The layout tree.
  public var root: LayoutNode {
    didSet {
      plan = DocumentPlan(root: root, rounding: rounding)
      isValidated = false
    }
  }
  /// User constraints, solved by the LP engine's strict tiers.
  public var constraints: [LayoutConstraint] = [] {
    didSet { isValidated = false }
  }
  /// Tracks that share one size.
  public var groups: [SizeGroup] = [] {
    didSet { isValidated = false }
  }
  /// The tiers of the layout's own rules when the document has constraints or groups.
  public var ruleStrengths = LayoutRuleStrengths() {
    didSet { isValidated = false }
  }
  /// The nodes numbered for solving, remade whenever ``root`` changes.
  package private(set) var plan: DocumentPlan
  /// Whether the document was read from JSON or checked by ``validated()`` since it last
  /// changed: then solving it does not check it again.
  package internal(set) var isValidated = false

  /// Makes a document with the format's defaults.
  public init(
    root: LayoutNode, size: AxisPair<Double?> = AxisPair(both: nil),
    rounding: Rounding = .compat, pixelScale: Double = 1
  ) {
    self.formatVersion = 1
    self.size = size
    self.rounding = rounding
    self.pixelScale = pixelScale
    self.root = root
    self.plan = DocumentPlan(root: root, rounding: rounding)
  }

  /// Makes a document with the plan of its root made already (by a reader, which knows how
  /// many nodes there are).
  ///
  /// - Precondition: `plan` numbers the nodes of `root`.
  init(
    root: LayoutNode, plan: DocumentPlan, size: AxisPair<Double?>, rounding: Rounding,
    pixelScale: Double
  ) {
    self.formatVersion = 1
    self.size = size
    self.rounding = rounding
    self.pixelScale = pixelScale
    self.root = root
    self.plan = plan
  }
}

extension LayoutDocument {
  /// Lets the plan's table of ids go until a lookup by id needs it again.
  ///
  /// The table is then made anew (O(nodes), once). For a solve whose answer is written and
  /// never searched by id, such as the command line's: 8 MB less at 1000×1000 while it
  /// solves. Nothing else changes: the same plan, numbers and answers.
  ///
  /// - Complexity: O(1).
  package mutating func deferIDTable() {
    plan = plan.deferringIDTable()
  }
}

extension LayoutDocument: Equatable {
  /// Documents are equal when their contents are (the plan follows from the root).
  public static func == (a: Self, b: Self) -> Bool {
    a.formatVersion == b.formatVersion && a.size == b.size && a.rounding == b.rounding
      && a.pixelScale == b.pixelScale && a.root == b.root && a.constraints == b.constraints
      && a.groups == b.groups && a.ruleStrengths == b.ruleStrengths
  }

  /// Whether the document has user constraints, size groups or its own rule tiers, which only
  /// the LP engine's tiered solve handles.
  public var isConstrained: Bool {
    !constraints.isEmpty || !groups.isEmpty || !ruleStrengths.isDefault
  }

  /// The number of nodes in the layout tree (``root``, its containers and items).
  ///
  /// - Complexity: O(1).
  public var nodeCount: Int { plan.count }

  /// The number of the node at a JSON path, or `nil` when the path names no node.
  ///
  /// A path is what errors and diagnostics name nodes by (`root`,
  /// `root.children[1].children[0]`); the number is the node's position in a depth-first
  /// preorder walk of the tree, the root being 0.
  ///
  /// Frames by node: `answer.frames[node: document.nodeNumber(atPath: path)!]`, or directly
  /// `answer.frames[path: path]`.
  ///
  /// - Complexity: O(depth × children per level).
  public func nodeNumber(atPath path: String) -> Int? { plan.number(atPath: path) }

  /// The JSON path of the node numbered `number` in depth-first preorder (the root is 0).
  ///
  /// - Precondition: `0 <= number < nodeCount`.
  /// - Complexity: O(depth × children per level).
  public func path(ofNode number: Int) -> String {
    precondition(number >= 0 && number < plan.count, "no node \(number) in the document")
    return plan.path(of: number)
  }
}
