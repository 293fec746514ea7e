package admin

import (
	"fmt"
	"hash/fnv"
	"sort"
	"strings"
	"sync"
	"time"
)

// Fleet is the running fleet the example administers, simulated: each
// service's health and metrics are a function of the time, so two looks
// a little apart see it change, and a test with a fixed clock sees the
// same thing every run. It is host-side state; the sandbox sees it only
// through the status projection and `svc status`.
type Fleet struct {
	now    func() time.Time
	period time.Duration

	mu       sync.Mutex
	versions map[string]string
	deploys  []string
}

// ServiceState is one service as the fleet runs it at one moment.
type ServiceState struct {
	Name     string
	Version  string
	Health   string // healthy, degraded or down
	Replicas int    // desired
	Ready    int    // healthy replicas
	Metrics  map[string]float64
}

// fleetServices is what runs (name, desired replicas, version), whatever
// the configuration says: status is the world, the config the intent.
var fleetServices = []struct {
	name     string
	replicas int
	version  string
}{
	{"api", 3, "1.42.0"},
	{"cache", 3, "7.2.5"},
	{"db", 2, "16.4"},
	{"web", 4, "3.8.1"},
	{"worker", 2, "1.42.0"},
}

// NewFleet returns the simulated fleet on a clock; its state changes
// every period (default 15s).
func NewFleet(now func() time.Time, period time.Duration) *Fleet {
	if now == nil {
		now = time.Now
	}
	if period <= 0 {
		period = 15 * time.Second
	}
	f := &Fleet{now: now, period: period, versions: map[string]string{}}
	for _, s := range fleetServices {
		f.versions[s.name] = s.version
	}
	return f
}

// Now is the fleet's clock.
func (f *Fleet) Now() time.Time { return f.now() }

// Names lists the running services.
func (f *Fleet) Names() []string {
	out := make([]string, len(fleetServices))
	for i, s := range fleetServices {
		out[i] = s.name
	}
	return out
}

// roll is a number in [0,1) fixed for a service, a metric and a period.
func roll(name, metric string, bucket int64) float64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%s/%d", name, metric, bucket)
	return float64(h.Sum64()%1_000_000) / 1_000_000
}

// State returns every service at time at.
func (f *Fleet) State(at time.Time) []ServiceState {
	bucket := at.UnixNano() / int64(f.period)
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make([]ServiceState, 0, len(fleetServices))
	for _, s := range fleetServices {
		st := ServiceState{Name: s.name, Version: f.versions[s.name], Replicas: s.replicas, Ready: s.replicas, Health: "healthy"}
		r := roll(s.name, "health", bucket)
		switch {
		case r < 0.12:
			st.Health, st.Ready = "down", 0
		case r < 0.40:
			st.Health, st.Ready = "degraded", s.replicas-1
		}
		m := map[string]float64{
			"error_rate":       round(0.002+0.02*roll(s.name, "err", bucket), 4),
			"p99_ms":           round(80+900*roll(s.name, "p99", bucket), 0),
			"cpu_pct":          round(10+80*roll(s.name, "cpu", bucket), 0),
			"memory_pct":       round(30+65*roll(s.name, "mem", bucket), 0),
			"replica_lag_s":    0,
			"healthy_replicas": float64(st.Ready),
		}
		if st.Health == "degraded" {
			m["error_rate"] = round(0.04+0.05*roll(s.name, "err2", bucket), 4)
			m["p99_ms"] += 500
		}
		if st.Health == "down" {
			m["error_rate"] = 1
		}
		if s.name == "db" {
			m["replica_lag_s"] = round(60*roll(s.name, "lag", bucket), 0)
		}
		st.Metrics = m
		out = append(out, st)
	}
	return out
}

// Service returns one service's state at time at.
func (f *Fleet) Service(name string, at time.Time) (ServiceState, bool) {
	for _, s := range f.State(at) {
		if s.Name == name {
			return s, true
		}
	}
	return ServiceState{}, false
}

// Deploy records a deployment of a version (the withheld `deploy`
// command; here so an admin workspace could offer it).
func (f *Fleet) Deploy(name, version string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.versions[name]; !ok {
		return fmt.Errorf("no running service %q", name)
	}
	f.versions[name] = version
	f.deploys = append(f.deploys, name+"="+version)
	return nil
}

func round(v float64, digits int) float64 {
	p := 1.0
	for i := 0; i < digits; i++ {
		p *= 10
	}
	return float64(int64(v*p+0.5)) / p
}

// FormatMetrics prints metrics one per line, sorted: "name value".
func FormatMetrics(m map[string]float64) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%s %v\n", k, m[k])
	}
	return b.String()
}

// Summary is the table `svc status` and /status/summary print.
func Summary(states []ServiceState) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-8s %-9s %-8s %-9s %-10s %s\n", "SERVICE", "HEALTH", "READY", "VERSION", "ERRORS", "P99")
	for _, s := range states {
		fmt.Fprintf(&b, "%-8s %-9s %-8s %-9s %-10s %vms\n", s.Name, s.Health, fmt.Sprintf("%d/%d", s.Ready, s.Replicas), s.Version,
			fmt.Sprintf("%.2f%%", s.Metrics["error_rate"]*100), s.Metrics["p99_ms"])
	}
	return b.String()
}
