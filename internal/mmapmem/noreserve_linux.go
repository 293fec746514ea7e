package mmapmem

import "syscall"

// mapNoReserve keeps an uncommitted reservation out of the overcommit
// accounting.
const mapNoReserve = syscall.MAP_NORESERVE
