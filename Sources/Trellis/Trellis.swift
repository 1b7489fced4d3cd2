@_exported import TrellisLP
// The Trellis umbrella module: the GLPK-free layout library (`TrellisLayout`: the model, the
// direct engine, rendering) and the LP engine (`TrellisLP`, which links GLPK).
@_exported import TrellisLayout
