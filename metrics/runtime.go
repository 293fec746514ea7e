package metrics

import (
	"bufio"
	"runtime"
	rm "runtime/metrics"
)

// goMetric is one gauge or counter of the Go runtime, read from
// runtime/metrics (no stop-the-world, unlike runtime.ReadMemStats).
type goMetric struct {
	name, help, typ, sample string
}

// The families the Prometheus client's Go collector writes by default,
// under the same names, so dashboards keep working.
var goMetrics = []goMetric{
	{"go_gc_gogc_percent", "Heap size target percentage configured by the user, otherwise 100.", "gauge", "/gc/gogc:percent"},
	{"go_gc_gomemlimit_bytes", "Go runtime memory limit configured by the user, otherwise math.MaxInt64.", "gauge", "/gc/gomemlimit:bytes"},
	{"go_memstats_alloc_bytes", "Number of heap bytes allocated and currently in use.", "gauge", "/memory/classes/heap/objects:bytes"},
	{"go_memstats_alloc_bytes_total", "Total number of heap bytes allocated, even if freed.", "counter", "/gc/heap/allocs:bytes"},
	{"go_memstats_frees_total", "Total number of heap objects frees.", "counter", "/gc/heap/frees:objects"},
	{"go_memstats_mallocs_total", "Total number of heap objects allocated, both live and gc-ed.", "counter", "/gc/heap/allocs:objects"},
	{"go_memstats_heap_objects", "Number of currently allocated objects.", "gauge", "/gc/heap/objects:objects"},
	{"go_memstats_next_gc_bytes", "Number of heap bytes when next garbage collection will take place.", "gauge", "/gc/heap/goal:bytes"},
	{"go_memstats_sys_bytes", "Number of bytes obtained from system.", "gauge", "/memory/classes/total:bytes"},
	{"go_sched_gomaxprocs_threads", "The current runtime.GOMAXPROCS setting, or the number of operating system threads that can execute user-level Go code simultaneously.", "gauge", "/sched/gomaxprocs:threads"},
	{"go_gc_cycles_total", "Count of completed GC cycles.", "counter", "/gc/cycles/total:gc-cycles"},
}

type goCollector struct{}

// NewGoCollector returns the Go runtime's metrics: goroutines, threads,
// heap and garbage collection.
func NewGoCollector() Collector { return goCollector{} }

func (goCollector) families() []string {
	fs := []string{"go_goroutines", "go_threads", "go_info"}
	for _, m := range goMetrics {
		fs = append(fs, m.name)
	}
	return fs
}

func (goCollector) write(w *bufio.Writer) {
	g := desc{name: "go_goroutines", help: "Number of goroutines that currently exist.", typ: "gauge"}
	g.header(w)
	sample(w, g.name, nil, nil, "", "", float64(runtime.NumGoroutine()))
	threads, _ := runtime.ThreadCreateProfile(nil)
	t := desc{name: "go_threads", help: "Number of OS threads created.", typ: "gauge"}
	t.header(w)
	sample(w, t.name, nil, nil, "", "", float64(threads))
	i := desc{name: "go_info", help: "Information about the Go environment.", typ: "gauge"}
	i.header(w)
	sample(w, i.name, []string{"version"}, []string{runtime.Version()}, "", "", 1)
	ss := make([]rm.Sample, len(goMetrics))
	for k, m := range goMetrics {
		ss[k].Name = m.sample
	}
	rm.Read(ss)
	for k, m := range goMetrics {
		var v float64
		switch ss[k].Value.Kind() {
		case rm.KindUint64:
			v = float64(ss[k].Value.Uint64())
		case rm.KindFloat64:
			v = ss[k].Value.Float64()
		default:
			continue // not in this Go version
		}
		d := desc{name: m.name, help: m.help, typ: m.typ}
		d.header(w)
		sample(w, d.name, nil, nil, "", "", v)
	}
}
