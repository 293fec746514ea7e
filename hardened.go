package computerwelt

import "time"

// HardenedLimits are stricter limits for untrusted, multi-tenant use: many
// sessions of scripts steered by data nobody reviewed, in one process. Use
// them with WithLimits(HardenedLimits); SECURITY.md lists each next to its
// default. Every field is set, so none falls back to DefaultLimits.
var HardenedLimits = Limits{
	Timeout:              10 * time.Second,
	MaxCommands:          20_000,
	MaxOutputBytes:       256 << 10,
	MaxLoopIterations:    20_000,
	MaxCallDepth:         64,
	MaxSubstitutionDepth: 16,
	MaxStringBytes:       4 << 20,
	MaxBraceExpansion:    10_000,
	MaxGlobMatches:       10_000,
	MaxArrayElements:     100_000,
	MaxFileBytes:         16 << 20,
	MaxFilesystemBytes:   64 << 20,
	MaxFiles:             10_000,
	MaxMemoryBytes:       256 << 20,
}
