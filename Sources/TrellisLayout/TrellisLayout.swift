// TrellisLayout: the layout model, reading and writing, the shared layout pass, the direct
// engine and SVG rendering, without the LP engine, so without GLPK (GPL-3): what an app embeds
// when it needs no priority tiers. The `Trellis` product adds the LP engine.
@_exported import TrellisCore
@_exported import TrellisDirect
