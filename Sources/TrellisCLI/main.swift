import TrellisCommandLine

// The `trellis` command; everything it does is in TrellisCommandLine (shared with the fuzzer).
TrellisTool.main()
