extension LayoutDocument {
  /// Checks `constraints` as the reader does: each text parses against this tree to the
  /// constraint's own expression, weights are numbers ≥ 0, ids are unique, and there are no
  /// more than the limit.
  func checkConstraints() throws(DocumentError) {
    guard !constraints.isEmpty else { return }
    let limit = DocumentLimits.maximumConstraints
    guard constraints.count <= limit else {
      throw DocumentError(
        path: "constraints[\(limit)]",
        message:
          "more than the limit of \(DocumentLimits.grouped(limit)) constraints (\(DocumentLimits.grouped(constraints.count)))"
      )
    }
    let targets = LayoutConstraint.targets(root)
    var names: Set<String> = []
    for (index, constraint) in constraints.enumerated() {
      var parser = ConstraintParser(constraint.text, targets: targets)
      let parsed: (LinearExpression, LayoutConstraint.Relation)
      do {
        parsed = try parser.parse()
      } catch {
        throw DocumentError(path: "constraints[\(index)].expr", message: "\(error)")
      }
      guard parsed.0 == constraint.expression && parsed.1 == constraint.relation else {
        throw DocumentError(
          path: "constraints[\(index)].expr",
          message:
            "the expression is not the one its text states (make constraints with LayoutConstraint(_:in:))"
        )
      }
      try ObjectReader.check(
        constraint.weight, path: "constraints[\(index)].weight", atLeast: 0)
      if let id = constraint.id, !names.insert(id).inserted {
        throw DocumentError(
          path: "constraints[\(index)].id", message: "duplicate constraint id \"\(id)\"")
      }
    }
  }

  /// Checks `groups` as the reader does: names unique, each a non-empty list of tracks of
  /// grids in this tree, no track in two groups, no more tracks than the limit.
  func checkGroups() throws(DocumentError) {
    guard !groups.isEmpty else { return }
    let targets = LayoutConstraint.targets(root)
    var owner: [LayoutQuantity: String] = [:]
    var names: Set<String> = []
    var groupTracks = 0
    for group in groups {
      let path = "groups.\(group.name)"
      guard names.insert(group.name).inserted else {
        throw DocumentError(path: path, message: "duplicate group name \"\(group.name)\"")
      }
      guard !group.tracks.isEmpty else {
        throw DocumentError(
          path: path,
          message: "must be a non-empty array of tracks (\"GRID.col[j]\" or \"GRID.row[i]\")")
      }
      groupTracks += group.tracks.count
      guard groupTracks <= DocumentLimits.maximumGroupTracks else {
        throw DocumentError(
          path: path,
          message:
            "more than the limit of \(DocumentLimits.grouped(DocumentLimits.maximumGroupTracks)) tracks in all groups"
        )
      }
      for (index, track) in group.tracks.enumerated() {
        guard track.isTrack, targets.contains(track) else {
          throw DocumentError(
            path: "\(path)[\(index)]",
            message:
              "\"\(track.trackName)\" is not a track of a grid in this document (\"GRID.col[j]\" or \"GRID.row[i]\")"
          )
        }
      }
      for track in group.tracks {
        if let other = owner[track], other != group.name {
          throw DocumentError(path: path, message: "\(track) is already in group \"\(other)\"")
        }
        owner[track] = group.name
      }
    }
  }
}

extension [String: ConstraintParser.Target] {
  /// Whether a track quantity names a track of a grid among these targets.
  func contains(_ track: LayoutQuantity) -> Bool {
    switch track {
    case .column(let id, let index, _):
      if case .grid(let columns, _)? = self[id] { return index >= 0 && index < columns }
      return false
    case .row(let id, let index, _):
      if case .grid(_, let rows)? = self[id] { return index >= 0 && index < rows }
      return false
    case .frame: return false
    }
  }
}
