import TrellisCore

/// How the rules of a report read for people (`trellis explain`): whose each is, and the side
/// it measures.
extension TieredProgram {
  /// A rule's reading: the document's constraints and groups are the user's; a layout rule
  /// belongs to its container's axis.
  func reading(of rule: TieredRule, in document: LayoutDocument) -> RelaxedRule.Reading {
    switch rule.source {
    case .layout:
      let side = ruleNames.side(of: rule)
      return RelaxedRule.Reading(
        origin: .layout, owner: side?.container, axis: side?.axis, side: side?.side ?? "rule",
        relation: rule.relation)
    case .group(let name, let member):
      let group = document.groups.first { $0.name == name }
      return RelaxedRule.Reading(
        origin: .user, side: group?.ruleSide(member: member) ?? name, relation: rule.relation)
    case .constraint(let index):
      return RelaxedRule.Reading(
        origin: .user, side: document.constraints[index].expression.sideText,
        relation: rule.relation)
    }
  }

  /// Where each rule of a conflict (rule indices, as ``conflict(_:)`` takes them) comes from.
  func origins(ofConflict indices: [Int]) -> [RelaxedRule.Origin] {
    indices.map { rules[$0].isUsers ? .user : .layout }
  }
}
