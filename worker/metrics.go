package worker

import "github.com/prometheus/client_golang/prometheus"

type poolMetrics struct {
	starts prometheus.Counter
	exits  *prometheus.CounterVec
}

func newPoolMetrics() *poolMetrics {
	return &poolMetrics{
		starts: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "computerwelt_worker_starts_total",
			Help: "Worker processes that got ready (the first ones and their replacements).",
		}),
		exits: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "computerwelt_worker_exits_total",
			Help: "Worker processes that ended, by cause: memory and deadline (killed by the supervisor), crash (a fatal error), killed (a signal from outside), exited, start (never ready), recycled, shutdown.",
		}, []string{"cause"}),
	}
}

// Register adds the pool's collectors to reg (the server's registry:
// server.Metrics.Registry): worker starts, exits by cause, and the pool's
// size by state.
func (p *Pool) Register(reg prometheus.Registerer) error {
	gauge := func(state int, name, help string) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, func() float64 {
			p.mu.Lock()
			defer p.mu.Unlock()
			n := 0
			for w := range p.procs {
				if w.state == state {
					n++
				}
			}
			return float64(n)
		})
	}
	for _, c := range []prometheus.Collector{
		p.metrics.starts, p.metrics.exits,
		gauge(stateIdle, "computerwelt_workers_idle", "Worker processes ready and waiting for a turn."),
		gauge(stateBusy, "computerwelt_workers_busy", "Worker processes running a turn."),
		gauge(stateStarting, "computerwelt_workers_starting", "Worker processes setting up."),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "computerwelt_workers_size", Help: "The pool's configured number of workers."}, func() float64 { return float64(p.size) }),
	} {
		if err := reg.Register(c); err != nil {
			return err
		}
	}
	return nil
}
