package shell

import (
	"runtime/metrics"
	"strconv"
	"time"
)

// memGuardInterval is how often a Run samples the heap. Doubling a string
// from 256 MiB to 512 MiB takes longer than this, so a runaway allocation
// is caught within about one doubling of the limit.
const memGuardInterval = 5 * time.Millisecond

const heapObjectsMetric = "/memory/classes/heap/objects:bytes"

// heapBytes returns the bytes held by heap objects, live or not yet swept.
func heapBytes(s []metrics.Sample) uint64 {
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// guardMemory ends the Run with MaxMemoryBytes once the process's Go heap
// has grown by more than max bytes since the Run started. Garbage not yet
// collected counts (the collector keeps it below the live heap's size), so
// a script's own live data is bounded by about half the limit at worst.
// A process has one heap: in a host running several sandboxes at once,
// growth caused by another counts too. The limit protects the process from
// a runaway script; it does not meter one session's share. It watches until
// the Run ends.
func (rs *runState) guardMemory(max int64) {
	s := []metrics.Sample{{Name: heapObjectsMetric}}
	// The baseline is read before the script starts, not when this
	// goroutine gets scheduled.
	base := heapBytes(s)
	go rs.watchMemory(s, base, max)
}

func (rs *runState) watchMemory(s []metrics.Sample, base uint64, max int64) {
	t := time.NewTicker(memGuardInterval)
	defer t.Stop()
	for {
		select {
		case <-rs.done:
			return
		case <-rs.ctx.Done():
			return
		case <-t.C:
		}
		if heapBytes(s) > base+uint64(max) {
			rs.setFatal(&limitError{"MaxMemoryBytes", strconv.FormatInt(max, 10)})
			rs.cancel()
			return
		}
	}
}
