package metrics

import (
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

func text(t *testing.T, r *Registry) string {
	t.Helper()
	var b strings.Builder
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// The text format as Prometheus parses it: HELP and TYPE lines, label
// values escaped, families in the order of their names, cumulative
// buckets with +Inf, _sum and _count.
func TestWriteText(t *testing.T) {
	r := NewRegistry()
	c := NewCounterVec("x_total", "Things.\nTwo \\ lines.", "kind")
	c.WithLabelValues(`a"b`).Inc()
	c.WithLabelValues("a\\b\n").Add(2.5)
	g := NewGauge("a_gauge", "A gauge.")
	g.Set(3)
	g.Dec()
	h := NewHistogramVec("h_seconds", "Latency.", []float64{0.1, 1}, "op")
	for _, x := range []float64{0.05, 0.1, 0.5, 7} {
		h.WithLabelValues("get").Observe(x)
	}
	r.MustRegister(c, g, h, NewGaugeFunc("f", "From a function.", func() float64 { return 0.25 }))
	want := `# HELP a_gauge A gauge.
# TYPE a_gauge gauge
a_gauge 2
# HELP f From a function.
# TYPE f gauge
f 0.25
# HELP h_seconds Latency.
# TYPE h_seconds histogram
h_seconds_bucket{op="get",le="0.1"} 2
h_seconds_bucket{op="get",le="1"} 3
h_seconds_bucket{op="get",le="+Inf"} 4
h_seconds_sum{op="get"} 7.65
h_seconds_count{op="get"} 4
# HELP x_total Things.\nTwo \\ lines.
# TYPE x_total counter
x_total{kind="a\"b"} 1
x_total{kind="a\\b\n"} 2.5
`
	if got := text(t, r); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Header().Get("Content-Type") != ContentType || rec.Body.String() != want {
		t.Errorf("ServeHTTP: %q\n%s", rec.Header().Get("Content-Type"), rec.Body.String())
	}
}

func TestRegisterDuplicate(t *testing.T) {
	r := NewRegistry()
	if err := r.Register(NewCounter("n_total", "N.")); err != nil {
		t.Fatal(err)
	}
	if err := r.Register(NewGauge("n_total", "Again.")); err == nil {
		t.Error("a second n_total was registered")
	}
	if err := r.Register(NewGoCollector()); err != nil {
		t.Fatal(err)
	}
	if err := r.Register(NewGoCollector()); err == nil {
		t.Error("the Go collector was registered twice")
	}
}

func TestBadNamesPanic(t *testing.T) {
	for name, f := range map[string]func(){
		"metric name": func() { NewCounter("9lives", "") },
		"label name":  func() { NewCounterVec("ok_total", "", "bad-label") },
		"le":          func() { NewHistogramVec("h", "", nil, "le") },
		"buckets":     func() { NewHistogramVec("h", "", []float64{1, 1}) },
		"values":      func() { NewCounterVec("v_total", "", "a").WithLabelValues("1", "2") },
		"down":        func() { NewCounter("d_total", "").Add(-1) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

func TestConcurrentCounts(t *testing.T) {
	c := NewCounterVec("c_total", "", "k")
	h := NewHistogramVec("h", "", ExponentialBuckets(1, 2, 4), "k")
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 1000 {
				c.WithLabelValues("k").Inc()
				h.WithLabelValues("k").Observe(3)
			}
		})
	}
	wg.Wait()
	if v := c.WithLabelValues("k").Value(); v != 8000 {
		t.Errorf("counter %v", v)
	}
	r := NewRegistry()
	r.MustRegister(h)
	if s := text(t, r); !strings.Contains(s, `h_bucket{k="k",le="2"} 0`) || !strings.Contains(s, `h_bucket{k="k",le="4"} 8000`) || !strings.Contains(s, `h_count{k="k"} 8000`) {
		t.Errorf("histogram:\n%s", s)
	}
}

// The runtime and process families carry the Prometheus client's names.
func TestRuntimeAndProcess(t *testing.T) {
	r := NewRegistry()
	r.MustRegister(NewGoCollector(), NewProcessCollector())
	s := text(t, r)
	for _, want := range []string{"\ngo_goroutines ", "\ngo_memstats_alloc_bytes ", "\ngo_gc_gogc_percent 100\n", "go_info{version=\"go"} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q in\n%s", want, s)
		}
	}
	if strings.Contains(s, "go_memstats_sys_bytes 0\n") {
		t.Errorf("zero system memory:\n%s", s)
	}
}
