package server

import (
	"context"
	"errors"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/metrics"
	"github.com/computerwelt/computerwelt/store"
)

// Metrics are one server's collectors (served in Prometheus' text format),
// on a registry of their own (no package globals: two servers in one
// process count apart). Make
// them before the server when the store is to be instrumented too:
//
//	m := server.NewMetrics()
//	st = m.InstrumentStore(st)
//	mgr, _ := session.NewManager(st, ...)
//	srv, _ := server.New(server.ManagerSessions(mgr), ..., server.WithMetrics(m))
type Metrics struct {
	reg          *metrics.Registry
	execs        *metrics.CounterVec
	execSeconds  *metrics.HistogramVec
	running      *metrics.Gauge
	limitHits    *metrics.CounterVec
	authFailures *metrics.CounterVec
	storeSeconds *metrics.HistogramVec
}

// NewMetrics makes the collectors on a new registry, with the Go runtime
// and process collectors.
func NewMetrics() *Metrics {
	reg := metrics.NewRegistry()
	reg.MustRegister(metrics.NewGoCollector(), metrics.NewProcessCollector())
	m := &Metrics{
		reg: reg,
		execs: metrics.NewCounterVec("computerwelt_exec_total",
			"Scripts run, by how they ended (ok, failed, timeout, limit, not_found, error).", "status"),
		execSeconds: metrics.NewHistogramVec("computerwelt_exec_duration_seconds",
			"Time to run a script, including waiting for the conversation, by how it ended.",
			[]float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120}, "status"),
		running: metrics.NewGauge("computerwelt_exec_running", "Scripts running now."),
		limitHits: metrics.NewCounterVec("computerwelt_limit_hits_total",
			"Scripts ended or cut by a limit: timeout (status 124), limit (status 125), output (truncated).", "limit"),
		authFailures: metrics.NewCounterVec("computerwelt_auth_failures_total",
			"Requests refused by authentication: missing, invalid or role.", "reason"),
		storeSeconds: metrics.NewHistogramVec("computerwelt_store_duration_seconds",
			"Latency of store operations, by operation.",
			metrics.ExponentialBuckets(0.0005, 2.5, 12), "op", "result"),
	}
	reg.MustRegister(m.execs, m.execSeconds, m.running, m.limitHits, m.authFailures, m.storeSeconds)
	return m
}

// Registry is the registry /metrics serves.
func (m *Metrics) Registry() *metrics.Registry { return m.reg }

// watchSessions adds the gauge of sessions in memory (once).
func (m *Metrics) watchSessions(g SessionGauges) {
	_ = m.reg.Register(metrics.NewGaugeFunc("computerwelt_sessions_in_memory", "Sessions whose sandbox is loaded in this process.", func() float64 { return float64(g.InMemory()) }))
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
