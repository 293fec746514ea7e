// Package metrics keeps a process's counters, gauges and histograms and
// writes them in the Prometheus text exposition format (version 0.0.4),
// which is what /metrics serves.
//
// It replaces the Prometheus client library, whose packages (and the
// protobuf, procfs and expvar packages they import) did their work at
// package initialisation in every computerwelt process, `run -c true`
// included: about a fifth of its start-up. Nothing here runs before a
// registry is made.
package metrics

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// A Collector is something a Registry writes: one metric family or more.
type Collector interface {
	// families are the names of the metric families it writes.
	families() []string
	// write appends the families in the text format.
	write(w *bufio.Writer)
}

// Registry is a set of collectors with distinct family names. Make one per
// server: no registry is shared between the servers of one process.
type Registry struct {
	mu    sync.Mutex
	cs    []Collector
	names map[string]bool
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{names: map[string]bool{}} }

// Register adds c; it fails when one of c's family names is registered
// already (the registry is left unchanged).
func (r *Registry) Register(c Collector) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	fs := c.families()
	for _, n := range fs {
		if r.names[n] {
			return fmt.Errorf("metrics: %s is registered already", n)
		}
	}
	for _, n := range fs {
		r.names[n] = true
	}
	r.cs = append(r.cs, c)
	return nil
}

// MustRegister registers each collector and panics on a duplicate name
// (a programming error).
func (r *Registry) MustRegister(cs ...Collector) {
	for _, c := range cs {
		if err := r.Register(c); err != nil {
			panic(err)
		}
	}
}

// WriteText writes every family in the text format, in the order of their
// names.
func (r *Registry) WriteText(w io.Writer) error {
	r.mu.Lock()
	cs := slices.Clone(r.cs)
	r.mu.Unlock()
	slices.SortFunc(cs, func(a, b Collector) int { return strings.Compare(a.families()[0], b.families()[0]) })
	bw := bufio.NewWriter(w)
	for _, c := range cs {
		c.write(bw)
	}
	return bw.Flush()
}

// ContentType is the media type of WriteText's output.
const ContentType = "text/plain; version=0.0.4; charset=utf-8"

// ServeHTTP answers with the registry's text.
func (r *Registry) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	var b strings.Builder
	_ = r.WriteText(&b)
	w.Header().Set("Content-Type", ContentType)
	_, _ = io.WriteString(w, b.String())
}

// desc is a family's name, help and type.
type desc struct {
	name, help, typ string
	labels          []string
}

func newDesc(name, help, typ string, labels []string) desc {
	if !validName(name, true) {
		panic(fmt.Sprintf("metrics: bad metric name %q", name))
	}
	for _, l := range labels {
		if !validName(l, false) || strings.HasPrefix(l, "__") || l == "le" && typ == "histogram" {
			panic(fmt.Sprintf("metrics: bad label name %q for %s", l, name))
		}
	}
	return desc{name: name, help: help, typ: typ, labels: slices.Clone(labels)}
}

// validName: [a-zA-Z_:][a-zA-Z0-9_:]* for metric names, without the colons
// for label names.
func validName(s string, colon bool) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		ok := c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == ':' && colon || i > 0 && c >= '0' && c <= '9'
		if !ok {
			return false
		}
	}
	return true
}

func (d desc) families() []string { return []string{d.name} }

func (d desc) header(w *bufio.Writer) {
	w.WriteString("# HELP ")
	w.WriteString(d.name)
	w.WriteByte(' ')
	w.WriteString(escapeHelp(d.help))
	w.WriteString("\n# TYPE ")
	w.WriteString(d.name)
	w.WriteByte(' ')
	w.WriteString(d.typ)
	w.WriteByte('\n')
}

var helpEscaper = strings.NewReplacer(`\`, `\\`, "\n", `\n`)

func escapeHelp(s string) string { return helpEscaper.Replace(s) }

var labelEscaper = strings.NewReplacer(`\`, `\\`, "\n", `\n`, `"`, `\"`)

// sample writes one line: name{labels} value. extra is a last label
// (a histogram's le) or "".
func sample(w *bufio.Writer, name string, labels, values []string, extraName, extraValue string, v float64) {
	w.WriteString(name)
	if len(labels) > 0 || extraName != "" {
		w.WriteByte('{')
		for i, l := range labels {
			if i > 0 {
				w.WriteByte(',')
			}
			w.WriteString(l)
			w.WriteString(`="`)
			w.WriteString(labelEscaper.Replace(values[i]))
			w.WriteByte('"')
		}
		if extraName != "" {
			if len(labels) > 0 {
				w.WriteByte(',')
			}
			w.WriteString(extraName)
			w.WriteString(`="`)
			w.WriteString(extraValue)
			w.WriteByte('"')
		}
		w.WriteByte('}')
	}
	w.WriteByte(' ')
	w.WriteString(formatFloat(v))
	w.WriteByte('\n')
}

func formatFloat(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case math.IsNaN(v):
		return "NaN"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// value is a float64 updated atomically.
type value struct{ bits atomic.Uint64 }

func (v *value) add(d float64) {
	for {
		old := v.bits.Load()
		if v.bits.CompareAndSwap(old, math.Float64bits(math.Float64frombits(old)+d)) {
			return
		}
	}
}

func (v *value) set(x float64) { v.bits.Store(math.Float64bits(x)) }
func (v *value) get() float64  { return math.Float64frombits(v.bits.Load()) }

// Counter is a value that only goes up.
type Counter struct {
	desc desc
	v    value
}

// NewCounter returns a counter named name; help is its one-line
// description.
func NewCounter(name, help string) *Counter {
	return &Counter{desc: newDesc(name, help, "counter", nil)}
}

// Inc adds one.
func (c *Counter) Inc() { c.v.add(1) }

// Add adds d, which must not be negative.
func (c *Counter) Add(d float64) {
	if d < 0 {
		panic("metrics: a counter cannot go down")
	}
	c.v.add(d)
}

// Value is the count so far.
func (c *Counter) Value() float64 { return c.v.get() }

func (c *Counter) families() []string { return c.desc.families() }

func (c *Counter) write(w *bufio.Writer) {
	c.desc.header(w)
	sample(w, c.desc.name, nil, nil, "", "", c.v.get())
}

// Gauge is a value that goes up and down.
type Gauge struct {
	desc desc
	v    value
}

// NewGauge returns a gauge named name.
func NewGauge(name, help string) *Gauge {
	return &Gauge{desc: newDesc(name, help, "gauge", nil)}
}

func (g *Gauge) Inc()               { g.v.add(1) }
func (g *Gauge) Dec()               { g.v.add(-1) }
func (g *Gauge) Add(d float64)      { g.v.add(d) }
func (g *Gauge) Set(x float64)      { g.v.set(x) }
func (g *Gauge) Value() float64     { return g.v.get() }
func (g *Gauge) families() []string { return g.desc.families() }

func (g *Gauge) write(w *bufio.Writer) {
	g.desc.header(w)
	sample(w, g.desc.name, nil, nil, "", "", g.v.get())
}

// GaugeFunc is a gauge whose value f returns when the registry is written.
type GaugeFunc struct {
	desc desc
	f    func() float64
}

// NewGaugeFunc returns a gauge read from f (which must be safe to call from
// any goroutine).
func NewGaugeFunc(name, help string, f func() float64) *GaugeFunc {
	return &GaugeFunc{desc: newDesc(name, help, "gauge", nil), f: f}
}

func (g *GaugeFunc) families() []string { return g.desc.families() }

func (g *GaugeFunc) write(w *bufio.Writer) {
	g.desc.header(w)
	sample(w, g.desc.name, nil, nil, "", "", g.f())
}

// vec holds the children of a labelled family, one per tuple of label
// values.
type vec[T any] struct {
	desc     desc
	mu       sync.Mutex
	children map[string]*child[T]
	make     func() *T
}

type child[T any] struct {
	values []string
	m      *T
}

func (v *vec[T]) with(values []string) *T {
	if len(values) != len(v.desc.labels) {
		panic(fmt.Sprintf("metrics: %s has %d labels, got %d values", v.desc.name, len(v.desc.labels), len(values)))
	}
	key := strings.Join(values, "\xff")
	v.mu.Lock()
	defer v.mu.Unlock()
	c, ok := v.children[key]
	if !ok {
		if v.children == nil {
			v.children = map[string]*child[T]{}
		}
		c = &child[T]{values: slices.Clone(values), m: v.make()}
		v.children[key] = c
	}
	return c.m
}

// sorted returns the children in the order of their label values.
func (v *vec[T]) sorted() []*child[T] {
	v.mu.Lock()
	cs := make([]*child[T], 0, len(v.children))
	for _, c := range v.children {
		cs = append(cs, c)
	}
	v.mu.Unlock()
	slices.SortFunc(cs, func(a, b *child[T]) int { return slices.Compare(a.values, b.values) })
	return cs
}

// CounterVec is a family of counters told apart by label values.
type CounterVec struct{ v vec[value] }

// NewCounterVec returns a counter family with the given label names.
func NewCounterVec(name, help string, labels ...string) *CounterVec {
	return &CounterVec{v: vec[value]{desc: newDesc(name, help, "counter", labels), make: func() *value { return new(value) }}}
}

// LabelledCounter is one counter of a CounterVec.
type LabelledCounter struct{ v *value }

// Inc adds one.
func (c LabelledCounter) Inc() { c.v.add(1) }

// Add adds d, which must not be negative.
func (c LabelledCounter) Add(d float64) {
	if d < 0 {
		panic("metrics: a counter cannot go down")
	}
	c.v.add(d)
}

// Value is the count so far.
func (c LabelledCounter) Value() float64 { return c.v.get() }

// WithLabelValues returns the counter for these label values (in the order
// of the label names), made at zero on first use.
func (c *CounterVec) WithLabelValues(values ...string) LabelledCounter {
	return LabelledCounter{c.v.with(values)}
}

func (c *CounterVec) families() []string { return c.v.desc.families() }

func (c *CounterVec) write(w *bufio.Writer) {
	c.v.desc.header(w)
	for _, ch := range c.v.sorted() {
		sample(w, c.v.desc.name, c.v.desc.labels, ch.values, "", "", ch.m.get())
	}
}

// Histogram counts observations in buckets by upper bound.
type Histogram struct {
	upper  []float64
	mu     sync.Mutex
	counts []uint64 // per bucket, not cumulative; the last is +Inf
	sum    float64
	n      uint64
}

// Observe adds one observation.
func (h *Histogram) Observe(x float64) {
	i, _ := slices.BinarySearch(h.upper, x) // the first bound >= x
	h.mu.Lock()
	h.counts[i]++
	h.sum += x
	h.n++
	h.mu.Unlock()
}

// HistogramVec is a family of histograms told apart by label values.
type HistogramVec struct {
	v     vec[Histogram]
	upper []float64
}

// NewHistogramVec returns a histogram family with the given bucket upper
// bounds (increasing; +Inf is implied) and label names.
func NewHistogramVec(name, help string, buckets []float64, labels ...string) *HistogramVec {
	for i := 1; i < len(buckets); i++ {
		if !(buckets[i] > buckets[i-1]) {
			panic(fmt.Sprintf("metrics: %s: buckets not increasing", name))
		}
	}
	upper := slices.Clone(buckets)
	if n := len(upper); n > 0 && math.IsInf(upper[n-1], 1) {
		upper = upper[:n-1]
	}
	h := &HistogramVec{upper: upper}
	h.v = vec[Histogram]{desc: newDesc(name, help, "histogram", labels), make: func() *Histogram {
		return &Histogram{upper: upper, counts: make([]uint64, len(upper)+1)}
	}}
	return h
}

// WithLabelValues returns the histogram for these label values.
func (h *HistogramVec) WithLabelValues(values ...string) *Histogram { return h.v.with(values) }

func (h *HistogramVec) families() []string { return h.v.desc.families() }

func (h *HistogramVec) write(w *bufio.Writer) {
	d := h.v.desc
	d.header(w)
	for _, ch := range h.v.sorted() {
		hg := ch.m
		hg.mu.Lock()
		counts, sum, n := slices.Clone(hg.counts), hg.sum, hg.n
		hg.mu.Unlock()
		var cum uint64
		for i, u := range h.upper {
			cum += counts[i]
			sample(w, d.name+"_bucket", d.labels, ch.values, "le", formatFloat(u), float64(cum))
		}
		sample(w, d.name+"_bucket", d.labels, ch.values, "le", "+Inf", float64(n))
		sample(w, d.name+"_sum", d.labels, ch.values, "", "", sum)
		sample(w, d.name+"_count", d.labels, ch.values, "", "", float64(n))
	}
}

// ExponentialBuckets returns count bounds: start, start*factor, ...
func ExponentialBuckets(start, factor float64, count int) []float64 {
	if count < 1 || start <= 0 || factor <= 1 {
		panic("metrics: ExponentialBuckets needs count >= 1, start > 0 and factor > 1")
	}
	b := make([]float64, count)
	for i := range b {
		b[i] = start
		start *= factor
	}
	return b
}
