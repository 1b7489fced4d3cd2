// The Trellis umbrella module: the layout model and both engines.
@_exported import TrellisCore
@_exported import TrellisDirect
@_exported import TrellisLP
