package review

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/session"
)

// Validator is a named check of a workspace, run by `check` and `submit`
// inside the session, over the session's current (unsubmitted) state.
type Validator struct {
	Name string
	// Paths are globs over mount-prefixed paths ("/config/**.json"): the
	// validator runs only when a changed path matches one. "*" and "?"
	// stay within a path component, "**" crosses components ("/a/**/b"
	// matches "/a/b" too), [...] is a class. A glob without "/" matches
	// the last component at any depth ("*.json"). Empty means every change.
	Paths []string
	// Script is a bash script run in a child shell of the session (as
	// `bash -c` would: the session's variables, functions and working
	// directory are left as they were), in the workspace's Dir (else the
	// session's working directory), with the matching changed paths that
	// still exist as "$@". It passes when it exits 0. It counts against
	// the turn's limits; check and submit refuse to run inside it.
	Script string
	// Func is a check in Go, for what a script cannot express; it gets the
	// same paths. A non-nil error fails it (its text is shown after the
	// output). Func must honour ctx: when the timeout ends, the validator
	// is reported failed without waiting for Func to return.
	Func func(ctx context.Context, s *session.Session, changed []string) (output string, err error)
	// Timeout bounds one run (default DefaultTimeout).
	Timeout time.Duration
}

// Check reports what is wrong with a validator's definition (for
// configuration loaders, which would otherwise see it fail on every run).
func (v Validator) Check() error {
	switch {
	case strings.TrimSpace(v.Name) == "":
		return errors.New("validator without a name")
	case v.Script == "" && v.Func == nil:
		return fmt.Errorf("validator %q has neither a script nor a function", v.Name)
	case v.Script != "" && v.Func != nil:
		return fmt.Errorf("validator %q has both a script and a function", v.Name)
	case v.Timeout < 0:
		return fmt.Errorf("validator %q: negative timeout", v.Name)
	}
	if _, err := compileGlobs(v.Paths); err != nil {
		return fmt.Errorf("validator %q: %w", v.Name, err)
	}
	return nil
}

// DefaultTimeout is a validator's timeout when it sets none.
const DefaultTimeout = 30 * time.Second

// MaxOutputBytes is how much of a validator's output a Result keeps.
const MaxOutputBytes = 64 << 10

// matcher is a validator's compiled path filter.
type matcher struct{ res []*regexp.Regexp }

// compileGlobs compiles a path filter (see Validator.Paths).
func compileGlobs(globs []string) (*matcher, error) {
	m := &matcher{}
	for _, g := range globs {
		re, err := globRegexp(g)
		if err != nil {
			return nil, fmt.Errorf("path filter %q: %w", g, err)
		}
		m.res = append(m.res, re)
	}
	return m, nil
}

func (m *matcher) match(p string) bool {
	if len(m.res) == 0 {
		return true
	}
	for _, re := range m.res {
		if re.MatchString(p) {
			return true
		}
	}
	return false
}

// globRegexp translates a glob to an anchored regular expression.
func globRegexp(g string) (*regexp.Regexp, error) {
	if g == "" {
		return nil, errors.New("empty glob")
	}
	var b strings.Builder
	if strings.Contains(g, "/") {
		b.WriteString("^")
		if !strings.HasPrefix(g, "/") {
			g = "/" + g
		}
	} else {
		b.WriteString("(?:^|/)")
	}
	for i := 0; i < len(g); i++ {
		c := g[i]
		switch c {
		case '*':
			if i+1 < len(g) && g[i+1] == '*' {
				i++
				if i+1 < len(g) && g[i+1] == '/' {
					// "**/" is zero or more whole components.
					i++
					b.WriteString("(?:.*/)?")
				} else {
					b.WriteString(".*")
				}
			} else {
				b.WriteString("[^/]*")
			}
		case '?':
			b.WriteString("[^/]")
		case '[':
			j := i + 1
			if j < len(g) && (g[j] == '!' || g[j] == '^') {
				j++
			}
			if j < len(g) && g[j] == ']' {
				j++
			}
			for j < len(g) && g[j] != ']' {
				j++
			}
			if j >= len(g) {
				return nil, errors.New("unclosed [")
			}
			class := g[i+1 : j]
			if strings.HasPrefix(class, "!") {
				class = "^" + class[1:]
			}
			b.WriteString("[" + strings.ReplaceAll(class, `\`, `\\`) + "]")
			i = j
		case '\\':
			if i+1 < len(g) {
				i++
				c = g[i]
			}
			b.WriteString(regexp.QuoteMeta(string(c)))
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString("$")
	return regexp.Compile(b.String())
}

// validatingKey marks the context of a running validator: check and
// submit refuse to run inside one (they would run the validators again).
type validatingKey struct{}

func validating(ctx context.Context) bool { return ctx.Value(validatingKey{}) != nil }

// validation is what running validators needs from the turn.
type validation struct {
	// changed are all changed paths (mount-prefixed), existing lists
	// those that still exist as files or symlinks.
	changed  []string
	existing map[string]bool
	// script runs a script in a child shell, output to w.
	script func(ctx context.Context, script string, args []string, w *limitedBuffer) int
	// fn calls a Func validator.
	fn  func(ctx context.Context, v Validator, changed []string) (string, error)
	now func() time.Time
}

// run runs the validators in order.
func (vd *validation) run(ctx context.Context, vs []Validator) []Result {
	out := make([]Result, 0, len(vs))
	for _, v := range vs {
		out = append(out, vd.runOne(ctx, v))
	}
	return out
}

func (vd *validation) runOne(ctx context.Context, v Validator) Result {
	res := Result{Name: v.Name}
	m, err := compileGlobs(v.Paths)
	if err != nil {
		res.Output = err.Error()
		return res
	}
	var args []string
	matched := false
	for _, p := range vd.changed {
		if m.match(p) {
			matched = true
			if vd.existing[p] {
				args = append(args, p)
			}
		}
	}
	if !matched {
		res.OK, res.Skipped = true, true
		return res
	}
	timeout := v.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	tctx, cancel := context.WithTimeout(context.WithValue(ctx, validatingKey{}, true), timeout)
	defer cancel()
	start := vd.now()
	buf := &limitedBuffer{max: MaxOutputBytes}
	switch {
	case v.Script != "":
		res.OK = vd.script(tctx, v.Script, args, buf) == 0
	case v.Func != nil:
		o, err := vd.callFunc(tctx, v, args)
		buf.WriteString(o)
		if err != nil {
			if buf.Len() > 0 && !strings.HasSuffix(buf.String(), "\n") {
				buf.WriteString("\n")
			}
			buf.WriteString(err.Error() + "\n")
		}
		res.OK = err == nil
	default:
		buf.WriteString("validator has neither a script nor a function\n")
	}
	if errors.Is(tctx.Err(), context.DeadlineExceeded) && ctx.Err() == nil {
		res.OK = false
		fmt.Fprintf(buf, "%s: timed out after %s\n", v.Name, timeout)
	}
	res.Output = buf.String()
	res.Duration = vd.now().Sub(start)
	return res
}

// callFunc runs a Func validator, not waiting past its timeout, and turns
// a panic into a failure.
func (vd *validation) callFunc(ctx context.Context, v Validator, args []string) (string, error) {
	type answer struct {
		out string
		err error
	}
	done := make(chan answer, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				done <- answer{err: fmt.Errorf("internal error: %v", p)}
			}
		}()
		o, err := vd.fn(ctx, v, args)
		done <- answer{o, err}
	}()
	select {
	case a := <-done:
		return a.out, a.err
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// limitedBuffer keeps the first max bytes written to it and notes the
// rest was cut. Writes never fail, so that a chatty validator runs on.
type limitedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
	max int
	cut bool
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := b.max - b.buf.Len(); len(p) > room {
		b.buf.Write(p[:max(room, 0)])
		b.cut = true
	} else {
		b.buf.Write(p)
	}
	return len(p), nil
}

func (b *limitedBuffer) WriteString(s string) { b.Write([]byte(s)) }

func (b *limitedBuffer) Len() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Len()
}

func (b *limitedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.cut {
		return b.buf.String() + "\n[output cut]\n"
	}
	return b.buf.String()
}

// shellQuote quotes s for bash as one word.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// scriptWithArgs prefixes script so that it runs in dir with args as its
// positional parameters.
func scriptWithArgs(script, dir string, args []string) string {
	var b strings.Builder
	b.WriteString("set --")
	for _, a := range args {
		b.WriteString(" " + shellQuote(a))
	}
	b.WriteString("\n")
	if dir != "" {
		b.WriteString("cd -- " + shellQuote(path.Clean(dir)) + " || exit 1\n")
	}
	b.WriteString(script)
	return b.String()
}
