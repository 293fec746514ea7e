package commands

import (
	"context"
	"fmt"
	"io/fs"
	"math"
	"math/rand/v2"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testlong"
	"github.com/computerwelt/computerwelt/vfs"
)

// The host record of the stepped generators (TestFileProp, TestFindProp):
// a case is a tree and a sequence of command lines, each run by bash over
// the host tree left by the ones before, so it is recorded whole. Its key
// is what decides the real tools' results: the seed, the tree as set up,
// its times as they bear on the lines (stepTimes), and the lines; its
// value the results of all steps (stdout, stderr, status and the tree
// after each), normalised as the comparison normalises them. A case whose
// steps all agreed with GNU is recorded; by default, a case whose lines
// and results, run on our side alone, hash to a record passes without
// bash. Every other case (no record, other lines, another result, a
// disagreement explained by a known reason) runs both sides as before.

// A stepGen is one generator of stepped cases.
type stepGen struct {
	stream uint64 // the PCG stream of its seeds
	steps  int
	// setup builds the tree of a case on both sides.
	setup func(t *testing.T, r *rand.Rand) *fpSides
	gen   func(r *rand.Rand, es []fpEntry) string
	// norm normalises one side's result of line for the comparison.
	norm func(line string, r fpResult) fpResult
}

// A stepCase collects the key and the value of one case as it runs.
type stepCase struct {
	s            *fpSides
	seed         uint64
	now          time.Time
	tree         string
	times        []stepTime
	lines, texts []string
}

// stepTime is a time of a node of the tree as set up.
type stepTime struct {
	kind byte // 'm' or 'a'
	at   time.Time
}

func newStepCase(t *testing.T, s *fpSides, seed uint64) *stepCase {
	t.Helper()
	c := &stepCase{s: s, seed: seed, now: time.Now(), tree: fpDumpVFS(t, s.fsys, s.real)}
	ctx := context.Background()
	vfs.WalkDir(ctx, s.fsys, s.real, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		fi, err := s.fsys.Lstat(ctx, p)
		if err != nil {
			return nil
		}
		c.times = append(c.times, stepTime{'m', fi.ModTime()})
		if st := vfs.Stat(fi); st != nil {
			c.times = append(c.times, stepTime{'a', st.Atime})
		}
		return nil
	})
	return c
}

// add notes a step: its line and its (normalised) result.
func (c *stepCase) add(line string, r fpResult) {
	c.lines = append(c.lines, line)
	c.texts = append(c.texts, r.text(c.s.real))
}

// stepNowTests are the tests of the lines whose value depends on the
// clock: find's -mtime, -amin... with their unit and number.
var stepNowTests = regexp.MustCompile(`-([acm])(time|min)\s+['"]?([-+]?)([0-9]+)`)

// stepUnkeyed are tests of the clock a key does not describe: a case
// using them is never recorded.
var (
	stepUnkeyed  = regexp.MustCompile(`-daystart|-used|-newer[aBcm]t`)
	stepNewerAbs = regexp.MustCompile(`-newer[aBcm]t\s+['"]?[0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9:]+)?['"]?(\s|$)`)
)

// stepTimes describes the tree's times for the key: one within two days
// of now (taken from the clock by the setup) as its distance from now in
// minutes, any other as its date; and for each test of the clock in the
// lines (-mtime +1000, -amin -5...), on which side of its number the age
// of each time falls now. A record then stands for a case only while the
// same tests hold of the same times: a number crossed (a file of 2023
// becoming 1,000 days old) makes another key, which runs the tools. ok is
// false when the lines test the clock in a way this does not describe.
func (c *stepCase) stepTimes() (desc string, ok bool) {
	var b strings.Builder
	ages := make([]time.Duration, len(c.times))
	for i, tm := range c.times {
		d := tm.at.Sub(c.now)
		if d.Abs() < 48*time.Hour {
			d = d.Round(time.Minute)
			ages[i] = -d
			fmt.Fprintf(&b, "%c now%+dm\n", tm.kind, int(d/time.Minute))
		} else {
			ages[i] = c.now.Sub(tm.at)
			fmt.Fprintf(&b, "%c %s\n", tm.kind, tm.at.UTC().Format(time.RFC3339Nano))
		}
	}
	for _, line := range c.lines {
		if stepUnkeyed.MatchString(stepNewerAbs.ReplaceAllString(line, " ")) {
			return "", false
		}
		for _, m := range stepNowTests.FindAllStringSubmatch(line, -1) {
			n, err := strconv.Atoi(m[4])
			if err != nil {
				return "", false
			}
			unit := time.Minute
			if m[2] == "time" {
				unit = 24 * time.Hour
			}
			fmt.Fprintf(&b, "%s:", m[0])
			for i, tm := range c.times {
				if m[1] == "c" || string(tm.kind) != m[1] {
					continue // ctimes are now on both sides
				}
				age := float64(ages[i]) / float64(unit)
				fmt.Fprintf(&b, " %d%d", stepCmp(math.Floor(age), n), stepCmp(math.Ceil(age), n))
			}
			b.WriteByte('\n')
		}
	}
	return b.String(), true
}

func stepCmp(x float64, n int) int {
	switch {
	case x < float64(n):
		return 0
	case x > float64(n):
		return 2
	}
	return 1
}

// key is the case's key in the record ("" when it has none).
func (c *stepCase) key() string {
	times, ok := c.stepTimes()
	if !ok {
		return ""
	}
	return hostCaseKey(c.lines, c.tree, map[string]string{"seed": strconv.FormatUint(c.seed, 10), "times": times})
}

// value is what the record holds of the case's results.
func (c *stepCase) value() string { return strings.Join(c.texts, "") }

// known runs the case of seed on our side alone and reports whether its
// results are those the record holds for the real tools (never with
// CW_LONG=1 or when recording).
func (g stepGen) known(t *testing.T, seed uint64) bool {
	t.Helper()
	if testlong.On() || hostRecording() {
		return false
	}
	r := rand.New(rand.NewPCG(seed, g.stream))
	s := g.setup(t, r)
	c := newStepCase(t, s, seed)
	for range g.steps {
		line := g.gen(r, fpListVFS(t, s.fsys, s.real))
		c.add(line, g.norm(line, s.ours(line)))
	}
	key := c.key()
	return key != "" && hostKnown(t, key, c.value())
}

// ran records a case whose steps all agreed with the real tools, given
// their results.
func (c *stepCase) ran(t *testing.T) {
	t.Helper()
	if key := c.key(); key != "" {
		hostRan(t, key, c.value())
	}
}

// fpListVFS is fpListHost of our side.
func fpListVFS(t *testing.T, fsys vfs.FS, root string) []fpEntry {
	t.Helper()
	ctx := context.Background()
	var es []fpEntry
	vfs.WalkDir(ctx, fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == root {
			return nil
		}
		rel := strings.TrimPrefix(p, root+"/")
		k := byte('f')
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			k = 'l'
			if fi, err := fsys.Stat(ctx, p); err == nil && fi.IsDir() {
				k = 'L'
			}
		case d.IsDir():
			k = 'd'
		}
		es = append(es, fpEntry{path: rel, kind: k})
		return nil
	})
	sort.Slice(es, func(i, j int) bool { return es[i].path < es[j].path })
	return es
}
