extension LayoutConstraint {
  /// What each id of a document names, for checking constraint references.
  static func targets(_ root: LayoutNode) -> [String: ConstraintParser.Target] {
    var targets: [String: ConstraintParser.Target] = [:]
    func visit(_ node: LayoutNode, inTree: Bool) {
      if let id = node.id {
        if inTree {
          targets[id] = .insideGridTree
        } else if case .grid(let grid) = node.content {
          let (columns, rows) = grid.dimensions
          targets[id] = .grid(columns: columns, rows: rows)
        } else {
          targets[id] = .node
        }
      }
      let tree: Bool
      if case .gridTree = node.content { tree = true } else { tree = inTree }
      for child in node.children { visit(child, inTree: tree) }
    }
    visit(root, inTree: false)
    return targets
  }

  /// Reads `constraints[index]`: `{"id", "expr", "strength", "weight"}`.
  init(
    json value: JSONValue, path: String, targets: [String: ConstraintParser.Target]
  ) throws(DocumentError) {
    var reader = try ObjectReader(value, path: path)
    let id = try reader.string("id")
    guard let text = try reader.string("expr") else {
      throw DocumentError(
        path: reader.path(of: "expr"), message: "missing (the constraint, e.g. \"a.width >= 40\")")
    }
    var parser = ConstraintParser(text, targets: targets)
    let parsed: (LinearExpression, Relation)
    do {
      parsed = try parser.parse()
    } catch {
      throw DocumentError(path: reader.path(of: "expr"), message: "\(error)")
    }
    let strength = try Strength.read(&reader, "strength") ?? .required
    let weight = try reader.number("weight", atLeast: 0) ?? 1
    try reader.finish(allowed: "id, expr, strength, weight")
    self.init(
      id: id, text: text, expression: parsed.0, relation: parsed.1, strength: strength,
      weight: weight)
  }
}

extension LayoutDocument {
  /// Reads and checks `constraints` and `groups` against the tree.
  ///
  /// - Throws: ``DocumentError`` at the first invalid entry: a constraint that does not parse
  ///   (with the character), an unknown id or track, a track in two groups.
  static func readConstraints(
    _ reader: inout ObjectReader, root: LayoutNode
  ) throws(DocumentError) -> (constraints: [LayoutConstraint], groups: [SizeGroup]) {
    // The map of ids is for constraints and groups: none, no map.
    let targets =
      reader.has("constraints") || reader.has("groups") ? LayoutConstraint.targets(root) : [:]
    var constraints: [LayoutConstraint] = []
    var names: Set<String> = []
    if let list = try reader.array("constraints") {
      guard list.count <= DocumentLimits.maximumConstraints else {
        throw DocumentError(
          path: "constraints[\(DocumentLimits.maximumConstraints)]",
          message:
            "more than the limit of \(DocumentLimits.grouped(DocumentLimits.maximumConstraints)) constraints (\(DocumentLimits.grouped(list.count)))"
        )
      }
      for (index, value) in list.enumerated() {
        let constraint = try LayoutConstraint(
          json: value, path: "constraints[\(index)]", targets: targets)
        if let id = constraint.id, !names.insert(id).inserted {
          throw DocumentError(
            path: "constraints[\(index)].id", message: "duplicate constraint id \"\(id)\"")
        }
        constraints.append(constraint)
      }
    }
    var groups: [SizeGroup] = []
    var owner: [LayoutQuantity: String] = [:]
    var groupTracks = 0
    if let value = reader.value("groups") {
      let groupReader = try ObjectReader(value, path: "groups")
      for member in groupReader.members {
        let path = groupReader.path(of: member.key)
        guard case .array(let entries) = member.value, !entries.isEmpty else {
          throw DocumentError(
            path: path,
            message: "must be a non-empty array of tracks (\"GRID.col[j]\" or \"GRID.row[i]\")")
        }
        groupTracks += entries.count
        guard groupTracks <= DocumentLimits.maximumGroupTracks else {
          throw DocumentError(
            path: path,
            message:
              "more than the limit of \(DocumentLimits.grouped(DocumentLimits.maximumGroupTracks)) tracks in all groups"
          )
        }
        var tracks: [LayoutQuantity] = []
        for (index, entry) in entries.enumerated() {
          let entryPath = "\(path)[\(index)]"
          guard case .string(let text) = entry else {
            throw DocumentError(
              path: entryPath, message: "must be a track name, got \(ObjectReader.show(entry))")
          }
          // A track is named like a size term without its attribute.
          let attribute = text.contains(".row[") ? ".height" : ".width"
          let parser = ConstraintParser(text + attribute, targets: targets)
          switch try? parser.reference(text + attribute, at: 0) {
          case let track? where track.isTrack: tracks.append(track)
          default:
            throw DocumentError(
              path: entryPath,
              message:
                "\"\(text)\" is not a track of a grid in this document (\"GRID.col[j]\" or \"GRID.row[i]\")"
            )
          }
        }
        for track in tracks {
          if let other = owner[track], other != member.key {
            throw DocumentError(
              path: path, message: "\(track) is already in group \"\(other)\"")
          }
          owner[track] = member.key
        }
        groups.append(SizeGroup(name: member.key, tracks: tracks))
      }
    }
    return (constraints, groups)
  }

  /// Reads `ruleStrengths`: `{"bounds": "required", "fixed": "strong", …}`.
  static func readRuleStrengths(_ reader: inout ObjectReader) throws(DocumentError)
    -> LayoutRuleStrengths
  {
    var strengths = LayoutRuleStrengths()
    guard let value = reader.value("ruleStrengths") else { return strengths }
    var object = try ObjectReader(value, path: "ruleStrengths")
    for rule in LayoutRuleStrengths.Rule.allCases {
      if let tier = try LayoutConstraint.Strength.read(&object, rule.rawValue) {
        strengths[rule] = tier
      }
    }
    try object.finish(
      allowed: LayoutRuleStrengths.Rule.allCases.map(\.rawValue).joined(separator: ", "))
    return strengths
  }
}

extension LayoutQuantity {
  /// Whether the quantity is a grid track's size (what a group holds).
  var isTrack: Bool {
    switch self {
    case .column(_, _, let size), .row(_, _, let size): size
    case .frame: false
    }
  }
}

extension LayoutConstraint {
  /// Parses a constraint against the ids of a document, for documents built in Swift.
  ///
  /// ```swift
  /// document.constraints.append(
  ///   try LayoutConstraint("main.col[1].width >= 2 * main.col[0].width", in: document))
  /// ```
  ///
  /// - Throws: ``ConstraintSyntaxError`` at the first character that does not fit, or at an
  ///   unknown id or track.
  public init(
    _ text: String, in document: LayoutDocument, strength: Strength = .required,
    weight: Double = 1, id: String? = nil
  ) throws(ConstraintSyntaxError) {
    var parser = ConstraintParser(text, targets: Self.targets(document.root))
    let (expression, relation) = try parser.parse()
    self.init(
      id: id, text: text, expression: expression, relation: relation, strength: strength,
      weight: weight)
  }
}

extension LayoutConstraint.Strength {
  /// Reads a tier name member (`"required"`, `"strong"`, `"medium"`, `"weak"`), if present.
  ///
  /// - Throws: ``DocumentError`` at the member for any other value.
  static func read(_ reader: inout ObjectReader, _ key: String) throws(DocumentError) -> Self? {
    guard let name = try reader.string(key) else { return nil }
    guard let tier = Self(rawValue: name) else {
      throw DocumentError(
        path: reader.path(of: key),
        message: "must be \"required\", \"strong\", \"medium\" or \"weak\", got \"\(name)\"")
    }
    return tier
  }
}
