/// The direct engine of Trellis: closed-form, O(n) solutions of the per-axis sizing problems
/// that lowering produces (semantics.md §1, §2, §4.3).
public enum TrellisDirect {}
