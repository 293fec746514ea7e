package server

import (
	"context"
	"errors"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/store"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// Metrics are one server's Prometheus collectors, on a registry of their
// own (no package globals: two servers in one process count apart). Make
// them before the server when the store is to be instrumented too:
//
//	m := server.NewMetrics()
//	st = m.InstrumentStore(st)
//	mgr, _ := session.NewManager(st, ...)
//	srv, _ := server.New(server.ManagerSessions(mgr), ..., server.WithMetrics(m))
type Metrics struct {
	reg          *prometheus.Registry
	execs        *prometheus.CounterVec
	execSeconds  *prometheus.HistogramVec
	running      prometheus.Gauge
	limitHits    *prometheus.CounterVec
	authFailures *prometheus.CounterVec
	storeSeconds *prometheus.HistogramVec
}

// NewMetrics makes the collectors on a new registry, with the Go runtime
// and process collectors.
func NewMetrics() *Metrics {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	m := &Metrics{
		reg: reg,
		execs: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "computerwelt_exec_total",
			Help: "Scripts run, by how they ended (ok, failed, timeout, limit, not_found, error).",
		}, []string{"status"}),
		execSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "computerwelt_exec_duration_seconds",
			Help:    "Time to run a script, including waiting for the conversation, by how it ended.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120},
		}, []string{"status"}),
		running: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "computerwelt_exec_running",
			Help: "Scripts running now.",
		}),
		limitHits: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "computerwelt_limit_hits_total",
			Help: "Scripts ended or cut by a limit: timeout (status 124), limit (status 125), output (truncated).",
		}, []string{"limit"}),
		authFailures: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "computerwelt_auth_failures_total",
			Help: "Requests refused by authentication: missing, invalid or role.",
		}, []string{"reason"}),
		storeSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "computerwelt_store_duration_seconds",
			Help:    "Latency of store operations, by operation.",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2.5, 12),
		}, []string{"op", "result"}),
	}
	reg.MustRegister(m.execs, m.execSeconds, m.running, m.limitHits, m.authFailures, m.storeSeconds)
	return m
}

// Registry is the registry /metrics serves.
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

// watchSessions adds the gauge of sessions in memory (once).
func (m *Metrics) watchSessions(g SessionGauges) {
	_ = m.reg.Register(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "computerwelt_sessions_in_memory",
		Help: "Sessions whose sandbox is loaded in this process.",
	}, func() float64 { return float64(g.InMemory()) }))
}

// execStatus is the label for how a script ended.
func execStatus(res computerwelt.Result, err error) string {
	switch {
	case err != nil:
		return "error"
	case res.ExitCode == 0:
		return "ok"
	case res.ExitCode == 124:
		return "timeout"
	case res.ExitCode == 125:
		return "limit"
	case res.ExitCode == 127:
		return "not_found"
	default:
		return "failed"
	}
}

func (m *Metrics) observeExec(res computerwelt.Result, err error, d time.Duration) {
	st := execStatus(res, err)
	m.execs.WithLabelValues(st).Inc()
	m.execSeconds.WithLabelValues(st).Observe(d.Seconds())
	switch st {
	case "timeout", "limit":
		m.limitHits.WithLabelValues(st).Inc()
	}
	if res.Truncated {
		m.limitHits.WithLabelValues("output").Inc()
	}
}

// observeStore records one store operation; it is deferred, and reads
// *errp when the operation has returned.
func (m *Metrics) observeStore(op string, start time.Time, errp *error) {
	r := "ok"
	switch err := *errp; {
	case err == nil:
	case errors.Is(err, store.ErrNotFound):
		r = "not_found"
	case errors.Is(err, store.ErrLeaseHeld), errors.Is(err, store.ErrLeaseLost), errors.Is(err, store.ErrExists), errors.Is(err, store.ErrConflict):
		r = "refused"
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		r = "cancelled"
	default:
		r = "error"
	}
	m.storeSeconds.WithLabelValues(op, r).Observe(time.Since(start).Seconds())
}
