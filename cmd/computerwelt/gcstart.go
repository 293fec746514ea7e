package main

import (
	"os"
	"runtime"
	"runtime/debug"
)

// firstGCPercent is GOGC for a run's first collection only: the runtime's
// first goal is 4 MiB times GOGC/100, so a run's heap grows to 16 MiB
// before it collects (the first 16 MiB that runguard's huge pages cover).
// The first collection of a process is its dearest: besides its marking,
// it hands every span class's cached spans back to their central lists,
// whose span sets are each given a new block of memory, ~250 page faults
// of 12 µs of CPU each on these virtual machines (perf record -e
// page-faults: runtime.(*spanSet).push). grep -r -c over issue 20's
// 10,000-file folder collected once at 4 MiB; a short run now does not
// collect at all. After the first collection GOGC is the runtime's again
// (the heap's goal twice the live heap). The price is the first cycle's
// garbage held resident: the sort pipeline of bench/compare peaks ~9 MiB
// higher (53 -> 62 MiB over 20 MB of input, 103 -> 112 MiB over 100 MB),
// inside issue 20's bound of twice the input and 30 MiB.
const firstGCPercent = 400

// deferFirstGC sets firstGCPercent until the first collection ends, unless
// GOGC is set. restored, when not nil, is called once GOGC is back (for
// the test).
func deferFirstGC(restored func()) {
	if os.Getenv("GOGC") != "" {
		return
	}
	prev := debug.SetGCPercent(firstGCPercent)
	// A cleanup runs after a collection found its object unreachable:
	// the sentinel is so from the start. (It holds a pointer, so that the
	// tiny allocator does not share its block with other objects.)
	sentinel := &struct {
		p *byte
		_ [16]byte
	}{}
	runtime.AddCleanup(sentinel, func(prev int) {
		debug.SetGCPercent(prev)
		if restored != nil {
			restored()
		}
	}, prev)
}
