package worker

import "github.com/computerwelt/computerwelt/metrics"

type poolMetrics struct {
	starts *metrics.Counter
	exits  *metrics.CounterVec
}

func newPoolMetrics() *poolMetrics {
	return &poolMetrics{
		starts: metrics.NewCounter("computerwelt_worker_starts_total",
			"Worker processes that got ready (the first ones and their replacements)."),
		exits: metrics.NewCounterVec("computerwelt_worker_exits_total",
			"Worker processes that ended, by cause: memory and deadline (killed by the supervisor), crash (a fatal error), killed (a signal from outside), exited, start (never ready), recycled, shutdown.", "cause"),
	}
}

// Register adds the pool's collectors to reg (the server's registry:
// server.Metrics.Registry): worker starts, exits by cause, and the pool's
// size by state.
func (p *Pool) Register(reg *metrics.Registry) error {
	gauge := func(state int, name, help string) metrics.Collector {
		return metrics.NewGaugeFunc(name, help, func() float64 {
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
	for _, c := range []metrics.Collector{
		p.metrics.starts, p.metrics.exits,
		gauge(stateIdle, "computerwelt_workers_idle", "Worker processes ready and waiting for a turn."),
		gauge(stateBusy, "computerwelt_workers_busy", "Worker processes running a turn."),
		gauge(stateStarting, "computerwelt_workers_starting", "Worker processes setting up."),
		metrics.NewGaugeFunc("computerwelt_workers_size", "The pool's configured number of workers.", func() float64 { return float64(p.size) }),
	} {
		if err := reg.Register(c); err != nil {
			return err
		}
	}
	return nil
}
