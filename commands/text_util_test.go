package commands

import (
	"context"
	"errors"
	"io"
	"math/rand"
	"os/exec"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testlong"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// runUsageCases is runDiffCases for usage errors: the real tool, run by
// path, names its path in "Try '/usr/bin/x --help'", which we normalise.
func runUsageCases(t *testing.T, cases []diffCase) {
	t.Helper()
	for _, c := range cases {
		c := c
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			got := runSandbox(t, c.args, c.stdin, c.files)
			want := realResult(t, got, c.args, c.stdin, c.files)
			if bin, err := exec.LookPath(c.args[0]); err == nil {
				want.stderr = strings.ReplaceAll(want.stderr, "'"+bin+" --help'", "'"+c.args[0]+" --help'")
			}
			if got != want {
				t.Errorf("got %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestQuoting(t *testing.T) {
	for in, want := range map[string]string{
		"a":     "a",
		"a b":   "'a b'",
		"it's":  `"it's"`,
		"a\nb":  `'a'$'\n''b'`,
		"x\x80": `'x'$'\200'`,
	} {
		if got := quoteName(in); got != want {
			t.Errorf("quoteName(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestQuotingDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"wc", "a b"}},
		{args: []string{"wc", "it's"}},
		{args: []string{"wc", "a\nb"}},
		{args: []string{"wc", "x\x80"}},
		{args: []string{"head", "a b"}},
		{args: []string{"head", "a\tb"}},
		{args: []string{"head", "a=b"}},
	})
}

func readFile(ctx context.Context, fsys vfs.FS, name string) (string, error) {
	b, err := vfs.ReadFile(ctx, fsys, name)
	return string(b), err
}

func newTestFS(t *testing.T, files map[string]string) vfs.FS {
	fsys := memfs.New()
	if err := vfs.MkdirAll(t.Context(), fsys, sandboxDir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, fsys, files)
	return fsys
}

// textCommands are the commands this file's helpers serve, with arguments
// that make them read all of standard input.
var textCommands = [][]string{
	{"head", "-n", "-1"}, {"tail"}, {"tail", "-c", "100"}, {"wc"}, {"wc", "-mwL"}, {"sort"}, {"sort", "-n", "-k2"},
	{"uniq", "-c"}, {"tr", "a-z", "A-Z"}, {"tr", "-d", "x"}, {"cut", "-f1"}, {"cut", "-b1-3"}, {"tac"}, {"od", "-c"},
	{"od", "-tx1z", "-v"}, {"xargs", "-n", "2"}, {"paste", "-", "-"}, {"paste", "-s"}, {"nl"}, {"rev"},
	{"comm", "-", "/work/empty"}, {"join", "-a1", "-", "/work/empty"}, {"fold", "-w", "3"},
}

// textEndless is an input that never ends. With cancel set, it calls it
// once it has given cancelAfter bytes: the command is then well inside
// its reading loop, on any machine, with no clock involved.
type textEndless struct {
	n           int
	cancelAfter int
	cancel      func()
}

func (e *textEndless) Read(p []byte) (int, error) {
	line := "abc def 123\n"
	for i := range p {
		p[i] = line[(e.n+i)%len(line)]
	}
	e.n += len(p)
	if e.cancel != nil && e.n >= e.cancelAfter {
		e.cancel()
	}
	return len(p), nil
}

// textFailWriter fails every write after limit bytes and counts attempts.
type textFailWriter struct {
	limit, n int
	after    int
}

func (w *textFailWriter) Write(p []byte) (int, error) {
	if w.n+len(p) > w.limit {
		w.after++
		return 0, errors.New("output limit")
	}
	w.n += len(p)
	return len(p), nil
}

func textInv(args []string, stdin io.Reader, stdout io.Writer) *shell.Invocation {
	fsys := memfs.New()
	ctx := context.Background()
	vfs.MkdirAll(ctx, fsys, "/work", 0o755)
	vfs.WriteFile(ctx, fsys, "/work/empty", nil, 0o644)
	cmds := All()
	inv := &shell.Invocation{
		Args: args, Stdin: stdin, Stdout: stdout, Stderr: io.Discard, Env: map[string]string{},
		Dir: "/work", FS: fsys, Limits: shell.DefaultLimits, Now: time.Now,
	}
	inv.Exec = func(ctx context.Context, req shell.ExecRequest) int {
		child := *inv
		child.Args, child.Stdin, child.Stdout, child.Stderr = req.Args, req.Stdin, req.Stdout, req.Stderr
		return cmds[req.Args[0]].Run(ctx, &child)
	}
	return inv
}

// TestTextCancel: every text command stops soon after its context ends,
// even on textEndless input, which ends the context midway.
func TestTextCancel(t *testing.T) {
	cmds := All()
	for _, args := range textCommands {
		c, ok := cmds[args[0]]
		if !ok {
			continue
		}
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			t.Parallel()
			// The context ends after 256 KiB of input, while the command
			// reads (or works through) it.
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			in := &textEndless{cancelAfter: 256 << 10, cancel: cancel}
			done := make(chan int, 1)
			go func() { done <- c.Run(ctx, textInv(args, in, io.Discard)) }()
			select {
			case st := <-done:
				if st == 0 {
					t.Errorf("status 0 after cancellation")
				}
			case <-time.After(10 * time.Second):
				t.Fatal("did not stop after the context ended")
			}
		})
	}
}

// TestTextWriteFailure: every text command stops when writing fails
// instead of ploughing through its input.
func TestTextWriteFailure(t *testing.T) {
	cmds := All()
	in := strings.Repeat("abc def 123\nxyz 1 2\n", 50000)
	for _, args := range textCommands {
		c, ok := cmds[args[0]]
		if !ok {
			continue
		}
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			w := &textFailWriter{limit: 10}
			st := c.Run(context.Background(), textInv(args, strings.NewReader(in), w))
			if st == 0 {
				t.Errorf("status 0 although output failed")
			}
			if w.after > 3 {
				t.Errorf("%d writes after the first failure", w.after)
			}
		})
	}
}

func randText(r *rand.Rand) string {
	atoms := []string{"a", "b", "A", " ", "  ", "\t", ",", ":", "é", "中", "\x00", "\xff", "\r", "x y", "1", "22", "\b"}
	var lines []string
	for j := 0; j < r.Intn(7); j++ {
		var b strings.Builder
		for k := 0; k < r.Intn(8); k++ {
			b.WriteString(atoms[r.Intn(len(atoms))])
		}
		lines = append(lines, b.String())
	}
	s := strings.Join(lines, "\n")
	if r.Intn(3) > 0 {
		s += "\n"
	}
	return s
}

// TestTextRandom runs random option combinations of several commands on
// random input against the real tools.
func TestTextRandom(t *testing.T) {
	r := rand.New(rand.NewSource(12))
	opts := map[string][][]string{
		"uniq":  {{"-c"}, {"-d"}, {"-u"}, {"-D"}, {"-i"}, {"-f1"}, {"-s1"}, {"-w1"}, {"-f", "2"}, {"-s", "2"}, {"-z"}, {"--group"}, {"--all-repeated=separate"}},
		"cut":   {{"-f1"}, {"-f2-"}, {"-f", "1,3"}, {"-d:"}, {"-d,"}, {"-s"}, {"--complement"}, {"--output-delimiter=|"}, {"-z"}},
		"fold":  {{"-w1"}, {"-w2"}, {"-w3"}, {"-s"}, {"-b"}, {"-w5"}},
		"paste": {{"-s"}, {"-d", ":"}, {"-d", ",;"}, {"-z"}, {"-"}, {"-", "-"}},
		"head":  {{"-n1"}, {"-n-1"}, {"-c3"}, {"-c-2"}, {"-z"}, {"-n", "+2"}},
		"tail":  {{"-n1"}, {"-n+2"}, {"-c3"}, {"-c+2"}, {"-z"}, {"-n0"}},
		"wc":    {{"-l"}, {"-w"}, {"-c"}, {"-m"}, {"-L"}},
		"nl":    {{"-ba"}, {"-bt"}, {"-nln"}, {"-nrz"}, {"-w2"}, {"-s|"}, {"-l2"}, {"-bpa"}},
		"tac":   {{"-b"}, {"-s", "a"}, {"-s", "\n\n"}},
		"od":    {{"-c"}, {"-tx1z"}, {"-w4"}, {"-An"}, {"-tu2"}, {"-j1"}, {"-N5"}, {"-a"}},
		"rev":   {{}},
	}
	var names []string
	for n := range opts {
		names = append(names, n)
	}
	// Sorted: map order would make the cases differ from run to run.
	sort.Strings(names)
	var cases []diffCase
	for i := 0; i < testlong.Share(800, 4); i++ {
		name := names[r.Intn(len(names))]
		args := []string{name}
		for k := 0; k < r.Intn(3); k++ {
			o := opts[name][r.Intn(len(opts[name]))]
			args = append(args, o...)
		}
		if name == "cut" && !strings.Contains(strings.Join(args, " "), "-f") {
			args = append(args, "-f2")
		}
		in := randText(r)
		if name == "rev" && (strings.Contains(in, "\x00") || strings.Contains(in, "\xff")) {
			continue
		}
		cases = append(cases, diffCase{name: strings.Join(args, " ") + string(rune('a'+i%26)), args: args, stdin: in})
	}
	runDiffCases(t, cases)
}
