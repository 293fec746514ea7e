package commands

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"math/big"
	"sort"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "factor",
		Summary: "factor numbers",
		Usage:   factorUsage,
		Run:     runFactor,
	})
}

const factorUsage = `Usage: factor [NUMBER]...
  or:  factor OPTION
Print the prime factors of each specified integer NUMBER.  If none
are specified on the command line, read them from standard input.

      --help        display this help and exit
`

func runFactor(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("factor")
	ops, status, done := parseFlags(inv, f, factorUsage, 1)
	if done {
		return status
	}
	out := &factorOut{w: inv.Stdout}
	defer out.Flush()
	one := func(tok string) bool {
		// GNU's strtoumax-based reader skips leading spaces (only
		// spaces: a tab is refused) before an optional '+'.
		digits := strings.TrimPrefix(strings.TrimLeft(tok, " "), "+")
		n, ok := new(big.Int).SetString(digits, 10)
		if !ok || digits == "" || !isDigitByte(digits[0]) {
			// GNU factor keeps its lines in a buffer of its own, which
			// error() does not flush: with 2>&1 the message comes first.
			errorf(inv, "%s is not a valid positive integer", quoteArg(tok))
			status = 1
			return true
		}
		out.put(n.String() + ":")
		fs := factorize(ctx, n)
		for _, p := range fs {
			out.put(" " + p.String())
		}
		out.putByte('\n')
		out.lineEnd()
		return ctx.Err() == nil && out.err == nil
	}
	if len(ops) > 0 {
		for _, op := range ops {
			if !one(op) {
				return 1
			}
		}
	} else {
		sc := bufio.NewScanner(stdinReader(ctx, inv))
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		sc.Split(bufio.ScanWords)
		for sc.Scan() {
			if !one(sc.Text()) {
				return 1
			}
		}
	}
	if out.Flush() != nil {
		return 1
	}
	return status
}

// factorOut is GNU factor's line buffer: lines are written in chunks of
// whole lines of at most factorPipeBuf bytes once that much is held, and
// the rest at the end.
type factorOut struct {
	w   io.Writer
	buf []byte
	err error
}

// factorPipeBuf is coreutils' FACTOR_PIPE_BUF (_POSIX_PIPE_BUF).
const factorPipeBuf = 512

func (o *factorOut) put(s string)   { o.buf = append(o.buf, s...) }
func (o *factorOut) putByte(c byte) { o.buf = append(o.buf, c) }

func (o *factorOut) lineEnd() {
	if len(o.buf) < factorPipeBuf || o.err != nil {
		return
	}
	cut := bytes.LastIndexByte(o.buf[:factorPipeBuf], '\n') + 1
	if cut == 0 {
		cut = len(o.buf)
	}
	_, o.err = o.w.Write(o.buf[:cut])
	o.buf = o.buf[:copy(o.buf, o.buf[cut:])]
}

// Flush writes what is held.
func (o *factorOut) Flush() error {
	if o.err == nil && len(o.buf) > 0 {
		_, o.err = o.w.Write(o.buf)
	}
	o.buf = o.buf[:0]
	return o.err
}

// factorize returns n's prime factors in ascending order: trial division
// by small primes, then Pollard's rho on what is left. A cancelled ctx
// stops it with the factors found so far.
func factorize(ctx context.Context, n *big.Int) []*big.Int {
	var out []*big.Int
	n = new(big.Int).Set(n)
	if n.Cmp(big.NewInt(1)) <= 0 {
		return nil
	}
	var q, r big.Int
	for p := int64(2); p < 1000; p++ {
		bp := big.NewInt(p)
		for {
			q.QuoRem(n, bp, &r)
			if r.Sign() != 0 {
				break
			}
			out = append(out, bp)
			n.Set(&q)
		}
	}
	var split func(m *big.Int)
	split = func(m *big.Int) {
		if m.Cmp(big.NewInt(1)) == 0 || ctx.Err() != nil {
			return
		}
		if m.ProbablyPrime(25) {
			out = append(out, new(big.Int).Set(m))
			return
		}
		d := pollardRho(ctx, m)
		if d == nil {
			out = append(out, new(big.Int).Set(m))
			return
		}
		split(d)
		split(new(big.Int).Quo(m, d))
	}
	split(n)
	sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) < 0 })
	return out
}

// pollardRho finds a nontrivial factor of composite m (Brent's variant).
func pollardRho(ctx context.Context, m *big.Int) *big.Int {
	one := big.NewInt(1)
	for c := int64(1); c < 100; c++ {
		bc := big.NewInt(c)
		x, y := big.NewInt(2), big.NewInt(2)
		d := big.NewInt(1)
		var t big.Int
		step := func(v *big.Int) {
			v.Mul(v, v)
			v.Add(v, bc)
			v.Mod(v, m)
		}
		for i := 0; d.Cmp(one) == 0; i++ {
			if i%1024 == 0 && ctx.Err() != nil {
				return nil
			}
			step(x)
			step(y)
			step(y)
			t.Sub(x, y)
			t.Abs(&t)
			d.GCD(nil, nil, &t, m)
		}
		if d.Cmp(m) != 0 {
			return d
		}
	}
	return nil
}
